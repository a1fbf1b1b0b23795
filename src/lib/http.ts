// The JSON error contract between /api/* and the browser, shared by both sides.
// Pure: imports nothing at runtime (zod issues are described structurally so the browser bundle stays small).

/** A field path and what is wrong with it, e.g. { field: 'email', message: 'Invalid email address' }. */
export type FieldIssue = { field: string; message: string };

/**
 * The stable codes an error body carries: clients switch on these, never on the words (which may change).
 * The first group is the default for a status; the rest name a refusal a client treats on its own.
 */
export const ERROR_CODES = [
  'invalid_input',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'too_large',
  'rate_limited',
  'unavailable',
  'internal',
  // specific refusals
  'already_enrolled',
  'image_rejected',
  'needs_confirmation',
  'recent_sign_in_required',
  'promotion_refused',
  'not_yet_available',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code an error of this status carries unless its thrower names a more specific one. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'invalid_input';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 429:
      return 'rate_limited';
    case 502:
    case 503:
    case 504:
      return 'unavailable';
    default:
      return status >= 400 && status < 500 ? 'invalid_input' : 'internal';
  }
}

/** Every non-2xx JSON body from /api/* has this shape: words for people, a code for programs. */
export type ApiErrorBody = { error: string; code: ErrorCode; details?: unknown };

/** The body of an error the caller did not cause or name (e.g. a 405 or the generic 500). */
export function errorBody(status: number, message: string, code: ErrorCode = defaultErrorCode(status)): ApiErrorBody {
  return { error: message, code };
}

/** An error that carries the HTTP status, a stable code and the message safe to show to the person using the site. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details?: unknown;
  readonly headers?: Readonly<Record<string, string>>;

  constructor(status: number, message: string, options: { code?: ErrorCode; details?: unknown; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = options.code ?? defaultErrorCode(status);
    this.details = options.details;
    this.headers = options.headers;
  }

  toBody(): ApiErrorBody {
    const body = errorBody(this.status, this.message, this.code);
    return this.details === undefined ? body : { ...body, details: this.details };
  }
}

/** The parts of a zod issue this module reads (zod 4's `$ZodIssue` satisfies it). */
export type ValidationIssueLike = { readonly path: ReadonlyArray<PropertyKey>; readonly message: string };

/** Turns a path like ['items', 0, 'name'] into 'items[0].name'. */
export function formatIssuePath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    const name = typeof key === 'symbol' ? (key.description ?? 'symbol') : key;
    return text ? `${text}.${name}` : name;
  }, '');
}

export function fieldIssues(issues: ReadonlyArray<ValidationIssueLike>): FieldIssue[] {
  return issues.map((issue) => ({ field: formatIssuePath(issue.path), message: issue.message }));
}

const MAX_ISSUES_IN_SENTENCE = 5;

/**
 * One readable sentence naming each bad field: "email: Invalid email address; name: Required".
 * Issues without a path (the whole value is wrong) contribute their message alone.
 */
export function validationMessage(error: { readonly issues: ReadonlyArray<ValidationIssueLike> }): string {
  const parts = [...new Set(fieldIssues(error.issues).map(({ field, message }) => (field ? `${field}: ${message}` : message)))];
  if (parts.length === 0) return 'Invalid input';
  const shown = parts.slice(0, MAX_ISSUES_IN_SENTENCE).join('; ');
  const hidden = parts.length - MAX_ISSUES_IN_SENTENCE;
  return hidden > 0 ? `${shown} (and ${hidden} more)` : shown;
}

/**
 * Pass as zod's per-parse `error` option (`schema.safeParse(data, { error: requiredFieldMessage })`) so an
 * absent field reads "Required" instead of "Invalid input: expected string, received undefined".
 * Messages set on the schema itself still win.
 */
export function requiredFieldMessage(issue: { readonly code?: string; readonly input?: unknown }): string | undefined {
  return issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined;
}

/** The body to send for a validation failure: the sentence plus per-field details a form can show. */
export function validationErrorBody(error: { readonly issues: ReadonlyArray<ValidationIssueLike> }): ApiErrorBody {
  return { error: validationMessage(error), code: 'invalid_input', details: { issues: fieldIssues(error.issues) } };
}

/** Reads an error body from a parsed JSON response, falling back when the shape is not ours. */
export function errorMessageFrom(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string') {
    const message = (body as { error: string }).error.trim();
    if (message) return message;
  }
  return fallback;
}

/** The code of a parsed error body when it names one of ours; null for any other shape (an empty 500, a proxy page). */
export function errorCodeFrom(body: unknown): ErrorCode | null {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code) ? (code as ErrorCode) : null;
}

/** Statuses that mean "a service is down, slow or busy: try again later" (the server's message says which). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/**
 * The server's own words for a retryable failure (e.g. 'Our database is not responding right now...'), to show
 * under the spec's message beside a 'Try again' button; null for any other error. Structural: any error with a
 * numeric `status` and a `message` (the browser client's ApiError) qualifies.
 */
export function unavailableReason(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const { status, message } = error as { status?: unknown; message?: unknown };
  if (typeof status !== 'number' || !RETRYABLE_STATUSES.has(status)) return null;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}
