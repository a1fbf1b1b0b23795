// The one browser fetch helper for /api/*: builds the address from the route's declaration, sends the input
// where the route says (query, path or JSON body) with the session cookie and the caller's ID token, and returns
// the typed answer.
// A failure becomes an ApiError with the status, the stable code and words from src/api/failureWords.ts.
// No Firebase here (the token is passed in), so a page without sign-in can use it too.
import { errorCodeFrom, errorMessageFrom, type ErrorCode } from '../lib/http';
import type { AnyRoute, Args, InputOf, ResponseOf, RouteDeclaration } from './route';
import { SITE_NOT_RESPONDING } from '../lib/serviceWords';
import { failureFallback, failureWords, GENERIC_FAILURE } from './failureWords';

/** A file answer (e.g. an export) with the name the server gave it, when it gave a plain one. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/** What a route's client receives: JSON answers as declared, file answers as a DownloadedFile. */
export type Answer<R extends AnyRoute> = ResponseOf<R> extends Blob ? DownloadedFile : ResponseOf<R>;

export class ApiError extends Error {
  readonly status: number;
  /** The error body's code; null when the answer was not ours (an empty 500, a proxy page) or never came. */
  readonly code: ErrorCode | null;
  /** The server's own words, when it sent some. */
  readonly serverMessage: string | null;
  readonly route: Pick<RouteDeclaration, 'method' | 'path'>;

  constructor(route: Pick<RouteDeclaration, 'method' | 'path'>, status: number, body: unknown) {
    const serverMessage = errorMessageFrom(body, '') || null;
    const code = errorCodeFrom(body);
    super(failureWords(route, { code, serverMessage }));
    this.name = 'ApiError';
    this.route = { method: route.method, path: route.path };
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
  }
}

/**
 * What to tell the person after a failed call: the spec's words for the route and code, else the server's
 * words, else `fallback` (by default the route's own from failureWords.ts). A network failure or any other
 * error gets the fallback.
 */
export function failureMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return failureWords(error.route, error, fallback ?? failureFallback(error.route));
  return fallback ?? GENERIC_FAILURE;
}

function queryString(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The address of a call: `:name` path parts filled from the input, or the input as the query string. */
export function routeUrl(route: RouteDeclaration, input?: unknown): string {
  if (route.input === 'query') return route.path + queryString(input);
  if (route.input === 'path') {
    const values = (input ?? {}) as Record<string, unknown>;
    return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
  }
  return route.path;
}

function attachmentName(header: string | null): string | null {
  const name = /filename="([^"]+)"/.exec(header ?? '')?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : null;
}

export type RequestOptions = {
  /** The signed-in person's Firebase ID token (sent as a Bearer token), if any. */
  token?: string | null;
  /** Let the request outlive the page (a save on pagehide). */
  keepalive?: boolean;
};

/**
 * How long a read (GET) waits for its answer to begin. The server answers every call within its own budget (at
 * most 9 s: a 503 naming the backend that stalled), so this only ends a wait on a site that does not answer at
 * all, with room for a function's cold start. Writes are never abandoned: their outcome is unknown until the
 * server answers, and 'try again' must mean nothing happened.
 */
export const READ_ANSWER_WAIT_MS = 15_000;

/** Calls a declared route with its input; resolves to the typed answer or rejects with an ApiError. */
export async function request<R extends AnyRoute>(
  route: R,
  input: InputOf<R> | undefined,
  options: RequestOptions = {},
): Promise<Answer<R>> {
  const headers: Record<string, string> = { accept: route.answer === 'json' ? 'application/json' : '*/*' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const sendsBody = route.input === 'body' && input !== undefined;
  if (sendsBody) headers['content-type'] = 'application/json';
  const bounded = route.method === 'GET' && !options.keepalive;
  const answerWait = new AbortController();
  const timer = bounded ? setTimeout(() => answerWait.abort(), READ_ANSWER_WAIT_MS) : undefined;
  let response: Response;
  try {
    response = await fetch(routeUrl(route, input), {
      method: route.method,
      headers,
      body: sendsBody ? JSON.stringify(input) : undefined,
      keepalive: options.keepalive,
      // The session cookie goes with every call to the site itself (never to another site).
      credentials: 'same-origin',
      signal: answerWait.signal,
    });
  } catch (error) {
    if (answerWait.signal.aborted) throw new ApiError(route, 504, { error: SITE_NOT_RESPONDING, code: 'unavailable' });
    throw error;
  } finally {
    clearTimeout(timer); // the answer has begun: reading its body (a large file) is not cut short
  }
  if (!response.ok) throw new ApiError(route, response.status, await response.json().catch(() => null));
  if (route.answer === 'file') {
    const file: DownloadedFile = { blob: await response.blob(), fileName: attachmentName(response.headers.get('content-disposition')) };
    return file as Answer<R>;
  }
  return (await response.json()) as Answer<R>;
}

export type { Args };
