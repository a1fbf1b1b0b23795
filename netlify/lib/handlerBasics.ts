// What every function answers the same way, whether it checks its caller (handler.ts) or not (publicHandler.ts):
// JSON that no cache keeps, the 405 naming the methods a path answers, the deploy guard, and errors that tell the
// caller what to fix without ever showing internals. Light on purpose (no firebase-admin, no sign-in), so that a
// public function built on these alone loads none of that.
import type { Context } from '@netlify/functions';
import { errorBody, HttpError } from '../../src/lib/http';
import { assertDeployable } from '../../src/lib/integrationModes';
import { BackendUnavailableError, isBackendFault } from './faults';

/** What a function module exports: it answers a request, given Netlify's context. */
export type NetlifyHandler = (req: Request, context: Context) => Promise<Response>;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** A JSON response that no browser or CDN may cache (API answers are per user) unless `headers` says otherwise. */
export function json(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(data), {
    status: init.status ?? 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...init.headers,
    },
  });
}

/** 405 with the methods this path answers (the `allow` header) and a sentence naming them. */
export function methodNotAllowed(method: string, allowed: readonly string[]): Response {
  return json(errorBody(405, `Method ${method} is not allowed here. Use ${allowed.join(' or ')}.`), {
    status: 405,
    headers: { allow: allowed.join(', ') },
  });
}

/** The generic 500: the real cause is already in the function log, never in the answer. */
function internalError(): Response {
  return json(errorBody(500, GENERIC_ERROR_MESSAGE), { status: 500 });
}

/**
 * The deploy context: CONTEXT when the process has it (builds, local scripts), otherwise the one Netlify passes
 * with each request (CONTEXT is a build-time variable that deployed functions do not receive).
 */
export function deployContext(context: Partial<Context> | undefined): string {
  return process.env.CONTEXT?.trim() || context?.deploy?.context || 'dev';
}

const deployChecks = new Map<string, Error | null>();

/** Runs the deploy guard (every Netlify context refuses local integrations) once per context; the reason to refuse, if any. */
function deployRefusal(context: string): Error | null {
  if (!deployChecks.has(context)) {
    try {
      assertDeployable({ ...process.env, CONTEXT: context });
      deployChecks.set(context, null);
    } catch (error) {
      deployChecks.set(context, error instanceof Error ? error : new Error(String(error)));
    }
  }
  return deployChecks.get(context)!;
}

/**
 * The answer a request gets before any work, or null to go on: the generic 500 when this deploy must not serve
 * (the reason goes to the log), then 405 when the method is not one of `accepted` (the answer names `allowed`).
 */
export function refusalBeforeWork(
  req: Request,
  context: Partial<Context> | undefined,
  accepted: readonly string[],
  allowed: readonly string[] = accepted,
): Response | null {
  const refusal = deployRefusal(deployContext(context));
  if (refusal) {
    console.error(`[api] ${refusal.message}`);
    return internalError();
  }
  if (!accepted.includes(req.method.toUpperCase())) return methodNotAllowed(req.method, allowed);
  return null;
}

/**
 * The answer to a failure: an HttpError's own status, words and headers; a backend fault as the 503 naming the
 * backend; anything else as the generic 500, its real cause in the function log only (stack traces and messages
 * can hold internals).
 */
export function errorResponse(error: unknown, req: Request): Response {
  if (error instanceof BackendUnavailableError) {
    console.error(`[api] ${req.method} ${new URL(req.url).pathname}: ${error.backend} unavailable:`, error.cause ?? error);
  }
  if (error instanceof HttpError) return json(error.toBody(), { status: error.status, headers: { ...error.headers } });
  // Firestore (gRPC) faults that escaped a narrower deadline: the database is the backend every endpoint uses.
  if (isBackendFault(error)) return errorResponse(new BackendUnavailableError('database', { cause: error }), req);
  console.error(`[api] ${req.method} ${new URL(req.url).pathname} failed:`, error);
  return internalError();
}
