// Backend faults: every call to Firestore, Auth, Stripe, Mailgun and storage has a deadline (one setting,
// BACKEND_TIMEOUT_MS), and a backend that is down, slow or overloaded becomes a 503 with Retry-After and
// words that say which service is failing: never a hang, never a generic 500. Nothing is cached about a
// failure, so the next request after the backend returns simply works.
import { readVariable, type EnvSource } from '../../src/lib/environment';
import { HttpError } from '../../src/lib/http';
import { unavailableMessage, type Backend } from '../../src/lib/serviceWords';
import { TRANSIENT_FIRESTORE_CODES } from './data/firestoreCodes';

export { unavailableMessage, type Backend };

/** Seconds a caller is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 15;

/** The deadline of one backend call: BACKEND_TIMEOUT_MS of the environment schema (read on each call). */
export function backendTimeoutMs(env: EnvSource = process.env): number {
  return readVariable('BACKEND_TIMEOUT_MS', env);
}

/**
 * The longest a whole request may take before it answers 503: two backend deadlines (a request makes a few
 * calls in sequence), and always under 10 seconds.
 */
export function requestBudgetMs(env: EnvSource = process.env): number {
  return Math.min(2 * backendTimeoutMs(env), 9000);
}

/** A 503 naming the backend, with Retry-After; the original error stays in the log. */
export class BackendUnavailableError extends HttpError {
  readonly backend: Backend;
  constructor(backend: Backend, options: { cause?: unknown } = {}) {
    super(503, unavailableMessage(backend), { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
    this.name = 'BackendUnavailableError';
    this.backend = backend;
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ABORT_ERR',
]);
const FIREBASE_FAULT_CODES = new Set(['app/network-error', 'app/network-timeout', 'auth/internal-error', 'app/internal-error']);

type ErrorLike = {
  code?: unknown;
  type?: unknown;
  status?: unknown;
  statusCode?: unknown;
  name?: unknown;
  cause?: unknown;
  message?: unknown;
};

/** True when `error` says a backend is unreachable, timed out or overloaded (not that the request was wrong). */
export function isBackendFault(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  if (error instanceof BackendUnavailableError) return true;
  if (error instanceof HttpError) return false; // already a deliberate answer
  const e = error as ErrorLike;
  // Firestore (gRPC): the database could not do it now.
  if (typeof e.code === 'number' && TRANSIENT_FIRESTORE_CODES.has(e.code) && typeof e.message === 'string') return true;
  if (typeof e.code === 'string' && (NETWORK_ERROR_CODES.has(e.code) || FIREBASE_FAULT_CODES.has(e.code))) return true;
  // Stripe: no connection, or Stripe itself failing / limiting.
  if (e.type === 'StripeConnectionError' || e.type === 'StripeRateLimitError') return true;
  if (e.type === 'StripeAPIError' && typeof e.statusCode === 'number' && e.statusCode >= 500) return true;
  // HTTP clients (mailgun.js, storage): a 5xx, 429 or a timeout from the service.
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : null;
  if (status !== null && (status >= 500 || status === 429 || status === 408)) return true;
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
  if (e.name === 'TypeError' && e.message === 'fetch failed') return true;
  return isBackendFault(e.cause, depth + 1);
}

/**
 * Runs `work` with the backend's deadline. A timeout or a backend fault becomes BackendUnavailableError; any
 * other error (a bad request, a declined card) passes through unchanged.
 */
export async function withDeadline<T>(backend: Backend, work: Promise<T> | (() => Promise<T>), ms = backendTimeoutMs()): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BackendUnavailableError(backend, { cause: new Error(`${backend} call exceeded ${ms} ms`) })), ms);
  });
  try {
    const running = typeof work === 'function' ? work() : work;
    running.catch(() => {}); // a late failure after the deadline must not become an unhandled rejection
    return await Promise.race([running, deadline]);
  } catch (error) {
    if (error instanceof BackendUnavailableError) throw error;
    if (isBackendFault(error)) throw new BackendUnavailableError(backend, { cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Every method of `service` that returns a promise, run under `withDeadline(backend, ...)`. */
export function withDeadlines<T extends object>(backend: Backend, service: T): T {
  return new Proxy(service, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        return result instanceof Promise ? withDeadline(backend, result) : result;
      };
    },
  });
}
