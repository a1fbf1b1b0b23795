// The gRPC status codes that Firestore's errors carry in `code`, by name, and the small questions asked of an error.
// Node scripts import this file directly (Node 24 strips the types), so it imports nothing.

/** The codes this project acts on, by their gRPC names. */
export const FIRESTORE_CODE = {
  DEADLINE_EXCEEDED: 4,
  /** update() of a document that does not exist. */
  NOT_FOUND: 5,
  /** create() of a document that exists already. */
  ALREADY_EXISTS: 6,
  RESOURCE_EXHAUSTED: 8,
  /** A write whose precondition (e.g. the update time it read) no longer holds. */
  FAILED_PRECONDITION: 9,
  /** A transaction that lost to a concurrent one (contention). */
  ABORTED: 10,
  UNAVAILABLE: 14,
} as const;

/** The codes that mean "the database could not do it now" rather than "the request was wrong". */
export const TRANSIENT_FIRESTORE_CODES: ReadonlySet<number> = new Set([
  FIRESTORE_CODE.DEADLINE_EXCEEDED,
  FIRESTORE_CODE.RESOURCE_EXHAUSTED,
  FIRESTORE_CODE.ABORTED,
  FIRESTORE_CODE.UNAVAILABLE,
]);

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null | undefined)?.code;

/** A create() found the document already there. */
export const isAlreadyExists = (error: unknown): boolean => codeOf(error) === FIRESTORE_CODE.ALREADY_EXISTS;

/** An update() found no document to update. */
export const isNotFound = (error: unknown): boolean => codeOf(error) === FIRESTORE_CODE.NOT_FOUND;

/** A write's precondition failed: the document changed since it was read. */
export const isFailedPrecondition = (error: unknown): boolean => codeOf(error) === FIRESTORE_CODE.FAILED_PRECONDITION;
