// The JSON error contract between /api/* and the browser, shared by both sides.
// Pure: imports nothing at runtime (zod issues are described structurally so the browser bundle stays small).

/** A field path and what is wrong with it, e.g. { field: 'email', message: 'Invalid email address' }. */
export type FieldIssue = { field: string; message: string };

/** Every non-2xx JSON body from /api/* has this shape. */
export type ApiErrorBody = { error: string; details?: unknown };

/** An error that carries the HTTP status and the message safe to show to the person using the site. */
export class HttpError extends Error {
  readonly status: number;
  readonly details?: unknown;
  readonly headers?: Readonly<Record<string, string>>;

  constructor(status: number, message: string, options: { details?: unknown; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.details = options.details;
    this.headers = options.headers;
  }

  toBody(): ApiErrorBody {
    return this.details === undefined ? { error: this.message } : { error: this.message, details: this.details };
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
  const parts = [
    ...new Set(fieldIssues(error.issues).map(({ field, message }) => (field ? `${field}: ${message}` : message))),
  ];
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
  return { error: validationMessage(error), details: { issues: fieldIssues(error.issues) } };
}

/** Reads an error body from a parsed JSON response, falling back when the shape is not ours. */
export function errorMessageFrom(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string') {
    const message = (body as { error: string }).error.trim();
    if (message) return message;
  }
  return fallback;
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
