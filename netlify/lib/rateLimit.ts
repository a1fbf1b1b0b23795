// Fixed-window counters in Firestore (`rate_limits/{scope}_{sha256(key)}_{window}`): a caller is refused (429 with
// Retry-After until the window ends) once the window's allowance is used up.
//
// What counts: a use is taken before the work and given back when the work did not happen (a later limit refused
// it, or the mail could not be sent), so refused attempts never use up an allowance; only what was done counts.
// A spent allowance is refused after one plain read, without a write: a flood costs reads, not writes.
// Callers check the per-caller and per-address limits first, one after another, and the limits everyone shares
// last, so one caller's flood is stopped by its own limit before it can touch what others count on.
//
// A use is one conflict-free increment (no transaction, so no lock for a burst to queue on), then a read of the
// count: it includes us and everyone before us, so at most `max` pass. Requests that overlap right at the cap may
// all be refused (each counts the others) and give their uses back, so what is left stays for the next ones.
// A limit everyone shares (all contact messages an hour) is split over `shards` documents: a use increments one
// at random and the count is their sum (one batched read), so at a launch no single document takes every
// request's write (Firestore sustains about one write per second per document).
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
  /** Documents the window's count is spread over (1 unless many callers share the limit). */
  shards?: number;
};

/** Shards of a limit that every caller shares: a burst's writes are spread over this many documents. */
export const SHARED_LIMIT_SHARDS = 10;

/** A use taken from an allowance; `release` gives it back (once) when what it allowed did not happen. */
export type Reservation = { release: () => Promise<void> };

function refusal(limit: RateLimit, windowEnd: number, now: number): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd - now) / 1000));
  return new HttpError(429, limit.message, { headers: { 'retry-after': String(retryAfterSeconds) } });
}

/** Takes one use of `limit` for `key` (only its hash is stored); throws 429 when the window's allowance is spent. */
export async function reserveRateLimit(limit: RateLimit, key: string, now = Date.now()): Promise<Reservation> {
  const window = Math.floor(now / limit.windowMs);
  const windowEnd = (window + 1) * limit.windowMs;
  const hashed = createHash('sha256').update(`${limit.scope}:${key}`).digest('hex');
  const [{ FieldValue }, firestore] = await Promise.all([import('firebase-admin/firestore'), db()]);
  const shards = Math.max(1, Math.floor(limit.shards ?? 1));
  const refs = Array.from({ length: shards }, (_, shard) =>
    collections(firestore).rateLimits.doc(rateLimitId(limit.scope, shards === 1 ? hashed : `${hashed}-${shard}`, window)),
  );
  const count = async () => (await firestore.getAll(...refs)).reduce((sum, doc) => sum + Number(doc.get('count') ?? 0), 0);

  // Spent: refused on a read alone.
  if ((await count()) >= limit.max) throw refusal(limit, windowEnd, now);
  const mine = refs[Math.floor(Math.random() * shards)]!;
  // expires_at is for a Firestore TTL policy: old counters delete themselves.
  const add = (delta: number) =>
    mine.set({ scope: limit.scope, count: FieldValue.increment(delta), expires_at: new Date(windowEnd) }, { merge: true });
  await add(1);
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await add(-1);
  };
  if ((await count()) > limit.max) {
    await release();
    throw refusal(limit, windowEnd, now);
  }
  return { release };
}

/** Counts one use of `limit` for `key` and keeps it (a lookup that is the work itself); throws 429 once spent. */
export async function takeRateLimit(limit: RateLimit, key: string, now = Date.now()): Promise<void> {
  await reserveRateLimit(limit, key, now);
}

/** A limit and whom it counts for. */
export type Allowance = { limit: RateLimit; key: string };

/**
 * Does `work` (typically sending one e-mail) within every allowance, checked one after another in the order given:
 * the caller's own first, the address's next, the ones everyone shares last, so that a caller refused by its own
 * limit never writes to the others (a flood cannot crowd them). The uses are kept only when `work` succeeds: a
 * refusal or a failure gives every use back, so only what was done counts.
 */
export async function withinAllowances<T>(allowances: readonly Allowance[], work: () => Promise<T>, now = Date.now()): Promise<T> {
  const taken: Reservation[] = [];
  try {
    for (const { limit, key } of allowances) taken.push(await reserveRateLimit(limit, key, now));
    return await work();
  } catch (error) {
    await Promise.all(
      taken.map((reservation) =>
        reservation.release().catch((releaseError: unknown) => {
          // The use stays counted until the window ends: the caller is limited a little early, nothing worse.
          console.error('[rate-limit] could not give back a use', releaseError);
        }),
      ),
    );
    throw error;
  }
}

/** Each admin may send at most this many e-mails an hour (general messages and enrollment notices together). */
export const ADMIN_MAIL_LIMIT: RateLimit = {
  scope: 'admin-mail',
  max: 100,
  windowMs: 60 * 60 * 1000,
  message: 'You have sent a lot of e-mails in the last hour. Please wait a while before sending more.',
};
