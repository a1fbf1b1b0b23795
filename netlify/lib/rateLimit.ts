// Fixed-window counters in Firestore (`rate_limits/{scope:sha256(key):window}`): each use is one conflict-free
// increment, so a burst never contends on a transaction. A caller is refused (429 with Retry-After until the
// window ends) once its count for the window passes the allowance; refused attempts count too.
import { createHash } from 'node:crypto';
import { HttpError } from '../../src/lib/http';
import { collections, rateLimitId } from './data/collections';
import { db } from './firebase';

export type RateLimit = {
  /** What is limited, e.g. 'contact-address'; part of the record id. */
  scope: string;
  max: number;
  windowMs: number;
  /** Shown to the caller when refused. */
  message: string;
};

/** Counts one use of `limit` for `key` (only its hash is stored); throws 429 once the window's allowance is spent. */
export async function takeRateLimit(limit: RateLimit, key: string, now = Date.now()): Promise<void> {
  const window = Math.floor(now / limit.windowMs);
  const windowEnd = (window + 1) * limit.windowMs;
  const hashed = createHash('sha256').update(`${limit.scope}:${key}`).digest('hex');
  const [{ FieldValue }, firestore] = await Promise.all([import('firebase-admin/firestore'), db()]);
  const ref = collections(firestore).rateLimits.doc(rateLimitId(limit.scope, hashed, window));
  await ref.set(
    // expires_at is for a Firestore TTL policy: old counters delete themselves.
    { scope: limit.scope, count: FieldValue.increment(1), expires_at: new Date(windowEnd) },
    { merge: true },
  );
  // Reading after our own increment: the count includes us and everyone before us, so at most `max` pass.
  const count = Number((await ref.get()).get('count') ?? 0);
  if (count > limit.max) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd - now) / 1000));
    throw new HttpError(429, limit.message, { headers: { 'retry-after': String(retryAfterSeconds) } });
  }
}

/** Each admin may send at most this many e-mails an hour (general messages and enrollment notices together). */
export const ADMIN_MAIL_LIMIT: RateLimit = {
  scope: 'admin-mail',
  max: 100,
  windowMs: 60 * 60 * 1000,
  message: 'You have sent a lot of e-mails in the last hour. Please wait a while before sending more.',
};
