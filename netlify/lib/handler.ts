// The one way to write a function that may check its caller: method check, authentication, zod-validated input,
// JSON out, a time budget, and errors that tell the caller what to fix without ever showing internals. A public
// function that must stay light (no firebase-admin) is written with publicHandler.ts instead; both answer through
// handlerBasics.ts.
import type { Context } from '@netlify/functions';
import type * as z from 'zod';
import type { Caller, HttpMethod, InputOf, ResponseOf, RouteDeclaration } from '../../src/api/route';
import { HttpError, requiredFieldMessage, validationErrorBody } from '../../src/lib/http';
import { requireAdmin, requireUser, type SignedInUser } from './auth';
import { ensureProfileOnce } from './account/profileOnFirstRequest';
import { requestBudgetMs, withDeadline } from './faults';
import { errorResponse, json, refusalBeforeWork, type NetlifyHandler } from './handlerBasics';
import { RequestAnsweredError, RequestBudget } from './requestBudget';

// What a function file needs besides handlerFor, from the same place.
export { deployContext, json, type NetlifyHandler } from './handlerBasics';

export const DEFAULT_MAX_BODY_BYTES = 32 * 1024;
export const BODY_MUST_BE_JSON = 'Request body must be JSON';

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

export type HandlerInput<BodySchema, QuerySchema, Auth extends Caller> = {
  req: Request;
  context: Context;
  /** The validated body; undefined when the handler declares no body schema. */
  body: Parsed<BodySchema>;
  /** The validated query string (one value per name); undefined without a query schema. */
  query: Parsed<QuerySchema>;
  user: Auth extends 'public' ? null : SignedInUser;
  /**
   * The request's time budget: work that must not happen after a 503 checks `budget.throwIfAnswered()` before it
   * commits; work past a point of no return names its true answer with `budget.answerLate(...)` (requestBudget.ts).
   */
  budget: RequestBudget;
};

export type HandlerOptions<BodySchema, QuerySchema, Auth extends Caller, Answer = object> = {
  methods: readonly HttpMethod[];
  body?: BodySchema;
  query?: QuerySchema;
  /** Who may call: 'user' (the default, so an endpoint is never public by accident), 'admin' or 'public'. */
  auth?: Auth;
  /**
   * Reject revoked tokens and disabled or deleted users (one Auth lookup per call). On by default for every
   * signed-in call, so a deleted account's open tab can neither read nor write; admin calls and the session cookie
   * (auth.ts) always check.
   */
  checkRevoked?: boolean;
  /**
   * Make the caller's profile when it is missing (once per account and function instance; only for callers checked
   * against Auth just now, so a deleted account's is never brought back). On by default; off for the one endpoint
   * that makes the profile itself with the name typed at sign-up.
   */
  ensureProfile?: boolean;
  maxBodyBytes?: number;
  /** Returns a plain value (sent as 200 JSON) or a Response (sent as is; see `json()` for other statuses). */
  handle: (input: HandlerInput<BodySchema, QuerySchema, Auth>) => Promise<Response | Answer> | Response | Answer;
};

function isJsonContentType(contentType: string | null): boolean {
  if (contentType === null) return true; // absent: judge by the body itself
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `Request body is too large (limit ${Math.floor(maxBytes / 1024)} KB)`);
}

/** The body's bytes, or null as soon as they exceed maxBytes (a missing Content-Length is no way around it). */
export async function readBodyBytes(req: Request, maxBytes: number): Promise<Buffer | null> {
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads the body as UTF-8 text; 413 when it exceeds the limit. */
async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  const declaredLength = Number(req.headers.get('content-length'));
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes) throw tooLarge(maxBytes);
  const bytes = await readBodyBytes(req, maxBytes);
  if (!bytes) throw tooLarge(maxBytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, BODY_MUST_BE_JSON);
  }
}

async function readJsonBody(req: Request, maxBytes: number): Promise<unknown> {
  if (!isJsonContentType(req.headers.get('content-type'))) {
    throw new HttpError(400, BODY_MUST_BE_JSON, { details: { expectedContentType: 'application/json' } });
  }
  const text = await readBodyText(req, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, BODY_MUST_BE_JSON);
  }
}

async function validate(schema: z.ZodType, data: unknown): Promise<unknown> {
  const result = await schema.safeParseAsync(data, { error: requiredFieldMessage });
  if (!result.success) {
    const body = validationErrorBody(result.error);
    throw new HttpError(400, body.error, { code: body.code, details: body.details });
  }
  return result.data;
}

async function authenticate(
  req: Request,
  caller: Caller,
  options: { checkRevoked: boolean; ensureProfile: boolean },
): Promise<SignedInUser | null> {
  if (caller === 'public') return null;
  const user = await withDeadline('sign-in', () => (caller === 'admin' ? requireAdmin(req) : requireUser(req, options)));
  // Admin calls always check revocation: the account exists in Auth right now.
  if (options.ensureProfile && (options.checkRevoked || caller === 'admin')) await ensureProfileOnce(user);
  return user;
}

export function defineHandler<
  BodySchema extends z.ZodType | undefined = undefined,
  QuerySchema extends z.ZodType | undefined = undefined,
  Auth extends Caller = 'user',
>(options: HandlerOptions<BodySchema, QuerySchema, Auth>): NetlifyHandler {
  const methods = options.methods.map((method) => method.toUpperCase());
  const caller: Caller = options.auth ?? 'user';
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

  return async (req, context) => {
    const refusal = refusalBeforeWork(req, context, methods);
    if (refusal) return refusal;
    const budget = new RequestBudget();
    const run = async (): Promise<Response> => {
      const user = await authenticate(req, caller, {
        checkRevoked: options.checkRevoked ?? true,
        ensureProfile: options.ensureProfile ?? true,
      });
      const query = options.query ? await validate(options.query, Object.fromEntries(new URL(req.url).searchParams)) : undefined;
      const body = options.body ? await validate(options.body, await readJsonBody(req, maxBodyBytes)) : undefined;
      const result = await options.handle({ req, context, body, query, user, budget } as HandlerInput<BodySchema, QuerySchema, Auth>);
      return result instanceof Response ? result : json(result);
    };
    const work = run();
    let settled = false;
    // Registered before the deadline's race, so it has run by the time a failure of the work reaches the catch.
    void work.then(
      () => (settled = true),
      () => (settled = true),
    );
    try {
      // The request's whole budget. Sign-in, payments, mail and storage calls have their own (shorter) deadlines
      // and name themselves; what is left that can stall is the database.
      return await withDeadline('database', work, requestBudgetMs());
    } catch (error) {
      return settled ? errorResponse(error, req) : answerAtBudget(error, req, context, budget, work);
    }
  };
}

/**
 * The budget ran out while the work goes on: answer now (the work's late answer if it named one, else the 503)
 * and follow the work to its end, so that what it did after the answer is in the log.
 */
function answerAtBudget(error: unknown, req: Request, context: Context, budget: RequestBudget, work: Promise<Response>): Response {
  const late = budget.runOut();
  const response = late === null ? errorResponse(error, req) : late instanceof Response ? late : json(late);
  const where = `${req.method} ${new URL(req.url).pathname}`;
  const answered = `its ${response.status} answer`;
  const answeredAt = Date.now();
  const followed = work.then(
    () => {
      // After a 503 that is worth knowing (the next call finds the work done); after a late answer it was expected.
      const log = late === null ? console.warn : console.info;
      log(`[api] ${where} finished ${Date.now() - answeredAt} ms after ${answered}`);
    },
    (lateError: unknown) => {
      if (lateError instanceof RequestAnsweredError) console.info(`[api] ${where} stopped after ${answered}, before committing anything`);
      else if (lateError instanceof HttpError && lateError.status < 500) {
        console.info(`[api] ${where} would have answered ${lateError.status} after ${answered}: ${lateError.message}`);
      } else console.error(`[api] ${where} failed after ${answered}:`, lateError);
    },
  );
  // Netlify keeps the function running for it; elsewhere (tests, scripts) the process simply goes on.
  (context as Partial<Context> | undefined)?.waitUntil?.(followed);
  return response;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type InputSchema<BodySchema, QuerySchema> = BodySchema extends z.ZodType ? BodySchema : QuerySchema;
/** A route's input as a query string carries it: no input is an empty query. */
type Sent<Input> = Input extends void ? Record<never, never> : Input;
/**
 * True when the schema that checks the input accepts exactly what the routes declare the client sends
 * (z.input of the body or query schema equals the route's input type, or the union of the routes' inputs).
 */
export type SchemaFitsRoute<R extends RouteDeclaration, BodySchema, QuerySchema> =
  InputSchema<BodySchema, QuerySchema> extends z.ZodType ? Same<z.input<InputSchema<BodySchema, QuerySchema>>, Sent<InputOf<R>>> : true;

/**
 * The handler of a declared route (src/api/contract.ts): answers the route's method, and the compiler checks
 * that the input schema fits the route's input type and that `handle` returns the route's response type.
 * Several routes of one method and path (a list, and one item by `?id=`) share a handler: it takes any of their
 * inputs and may give any of their answers. The caller check must match the routes' `auth` (a mismatch throws
 * when the function loads).
 */
export function handlerFor<Routes extends readonly [RouteDeclaration, ...RouteDeclaration[]]>(...routes: Routes) {
  type R = Routes[number];
  const [route] = routes;
  for (const other of routes) {
    if (other.method !== route.method || other.path !== route.path || other.auth !== route.auth) {
      throw new Error(
        `${other.method} ${other.path} (${other.auth}) cannot share a handler with ${route.method} ${route.path} (${route.auth})`,
      );
    }
  }
  return <
    BodySchema extends z.ZodType | undefined = undefined,
    QuerySchema extends z.ZodType | undefined = undefined,
    Auth extends Caller = 'user',
  >(
    options: Omit<HandlerOptions<BodySchema, QuerySchema, Auth, ResponseOf<R>>, 'methods'> &
      (SchemaFitsRoute<R, BodySchema, QuerySchema> extends true ? unknown : { schemaDoesNotFitRoute: never }),
  ): NetlifyHandler => {
    const auth = options.auth ?? 'user';
    if (auth !== route.auth) {
      throw new Error(`${route.method} ${route.path} is declared for '${route.auth}' callers but its handler checks '${auth}'`);
    }
    // The answer's type was checked above; defineHandler itself accepts any object.
    return defineHandler({ ...options, methods: [route.method] } as HandlerOptions<BodySchema, QuerySchema, Auth>);
  };
}
