// The practice's running figures (issue #13): one small document, `practice_summary/practice`, that the admin
// overview and Insight tab read instead of counting collections on every request. Every write that changes a
// figure changes the summary IN THE SAME COMMIT (fulfilment, refunds, manual enrollment, enrollment removal,
// progress start/complete, profile creation, a learner's deletion), with increments, so concurrent writers never
// read-modify-write one another's work.
//
// Correct from any starting state: when the document is absent, the first reader builds it exactly:
//  1. it creates the document empty, in state 'building', at commit time T (writers that commit after T add
//     their changes to it; a writer that finds it absent writes without it and, being earlier than T, is counted
//     in step 2, because the fallback transaction reads the summary and so is serialised with the creation);
//  2. it counts every collection AS OF T (a read-only transaction at read time T) and adds those counts.
// `rebuildPracticeSummary` drops and rebuilds it (the seed, or after data was changed by hand).
import { numberOrZero as pence } from '../../../src/lib/storedFields';
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { MANUAL_ENROLLMENT_REFERENCE } from '../../../src/lib/admin';
import { HttpError } from '../../../src/lib/http';
import { profileSearchFields } from '../../../src/lib/userSearch';
import { collections, practiceSummaryRef, type PracticeSummaryDoc, type RecentEnrollmentRef } from './collections';
import { db } from '../firebase';

/** How many of the newest enrollments the summary remembers (the overview shows 10). */
export const RECENT_KEPT = 20;
/** A build that has not finished after this long is taken to have died and is started again. */
export const BUILD_STALE_MS = 3 * 60 * 1000;
/** How long a reader waits for someone else's build before answering 503. */
const BUILD_WAIT_MS = 6000;
export const SUMMARY_BUILDING = 'The practice figures are being counted. Please try again in a minute.';

const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;
const code = (error: unknown) => (error as { code?: unknown } | null)?.code;

export type { RecentEnrollmentRef };
/** The summary document; its `recent` is always the top of ALL enrollments (possibly fewer than RECENT_KEPT). */
export type PracticeSummary = PracticeSummaryDoc;

/** A change of the figures, by how much each moves. */
export type SummaryDelta = {
  users?: number;
  enrollments?: number;
  manual_enrollments?: number;
  paid_pence?: number;
  refunded_pence?: number;
  month_pence?: Record<string, number>;
  course_enrollments?: Record<string, number>;
  session_started?: Record<string, number>;
  session_completed?: Record<string, number>;
};

const COUNTERS = ['users', 'enrollments', 'manual_enrollments', 'paid_pence', 'refunded_pence'] as const;
const MAPS = ['month_pence', 'course_enrollments', 'session_started', 'session_completed'] as const;

/** The payment month of an ISO time, or null when it is not one. */
export function paymentMonth(fulfilledAt: unknown): string | null {
  return typeof fulfilledAt === 'string' && /^\d{4}-\d{2}/.test(fulfilledAt) ? fulfilledAt.slice(0, 7) : null;
}

/** The field paths and increments of a delta (FieldPath: ids may hold dots or dashes). */
function incrementsOf(delta: SummaryDelta): Array<FieldPath | FieldValue> {
  const pairs: Array<FieldPath | FieldValue> = [];
  for (const key of COUNTERS) if (delta[key]) pairs.push(new FieldPath(key), FieldValue.increment(delta[key]!));
  for (const key of MAPS) {
    for (const [name, by] of Object.entries(delta[key] ?? {})) if (by) pairs.push(new FieldPath(key, name), FieldValue.increment(by));
  }
  return pairs;
}

function addDelta(target: SummaryDelta, delta: SummaryDelta) {
  for (const key of COUNTERS) if (delta[key]) target[key] = (target[key] ?? 0) + delta[key]!;
  for (const key of MAPS) {
    for (const [name, by] of Object.entries(delta[key] ?? {})) {
      const map = (target[key] ??= {});
      map[name] = (map[name] ?? 0) + by;
    }
  }
}

function toSummary(snapshot: DocumentSnapshot): PracticeSummary {
  const data = snapshot.data() ?? {};
  const map = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, number>) : {});
  return {
    state: data.state === 'ready' ? 'ready' : 'building',
    started_at: String(data.started_at ?? ''),
    built_at: typeof data.built_at === 'string' ? data.built_at : null,
    users: pence(data.users),
    enrollments: pence(data.enrollments),
    manual_enrollments: pence(data.manual_enrollments),
    paid_pence: pence(data.paid_pence),
    refunded_pence: pence(data.refunded_pence),
    month_pence: map(data.month_pence),
    course_enrollments: map(data.course_enrollments),
    session_started: map(data.session_started),
    session_completed: map(data.session_completed),
    recent: Array.isArray(data.recent) ? (data.recent as RecentEnrollmentRef[]) : [],
  };
}

const newestFirst = (a: RecentEnrollmentRef, b: RecentEnrollmentRef) =>
  b.enrolled_at.localeCompare(a.enrolled_at) || b.id.localeCompare(a.id);

/** What a write transaction tells the summary: figures that move, and enrollments that come or go. */
export type SummaryWriter = {
  add(delta: SummaryDelta): void;
  enrollmentAdded(entry: RecentEnrollmentRef): void;
  enrollmentRemoved(id: string): void;
};

/**
 * Runs a write transaction whose changes to the figures go into the summary in the same commit. Without
 * `tracksEnrollments` the summary is not read (no lock, so writers never queue on it): its increments are
 * written blind, and if it turns out to be absent the transaction runs again asserting that it is still absent
 * (a delete with the precondition "does not exist"), so the write is either counted by the summary or made
 * before the summary's builder counts the collections. With `tracksEnrollments` (enrollments created or
 * removed) the summary is read, to keep its list of the newest.
 */
export async function runWithSummary<T>(
  firestore: Firestore,
  body: (tx: Transaction, summary: SummaryWriter) => Promise<T>,
  options: { tracksEnrollments?: boolean } = {},
): Promise<T> {
  const attempt = (mode: 'blind' | 'absent' | 'read') =>
    firestore.runTransaction(async (tx) => {
      const ref = practiceSummaryRef(firestore);
      const current = mode === 'read' ? await tx.get(ref) : null;
      const delta: SummaryDelta = {};
      const added: RecentEnrollmentRef[] = [];
      const removed = new Set<string>();
      const result = await body(tx, {
        add: (change) => addDelta(delta, change),
        enrollmentAdded: (entry) => added.push(entry),
        enrollmentRemoved: (id) => removed.add(id),
      });
      const fields: Array<FieldPath | FieldValue | RecentEnrollmentRef[]> = incrementsOf(delta);
      if (current && (added.length || removed.size)) fields.push(new FieldPath('recent'), nextRecent(toSummary(current), added, removed));
      if (fields.length === 0) return result;
      if (mode === 'absent' || (current && !current.exists)) {
        // The builder will count this write: it commits only while there is no summary.
        if (mode === 'absent') tx.delete(ref, { exists: false });
        return result;
      }
      tx.update(ref, fields[0] as FieldPath, fields[1], ...fields.slice(2));
      return result;
    });
  if (options.tracksEnrollments) return attempt('read');
  for (let tries = 1; ; tries++) {
    try {
      return await attempt('blind');
    } catch (error) {
      if (code(error) !== NOT_FOUND) throw error;
    }
    try {
      return await attempt('absent');
    } catch (error) {
      // The summary appeared meanwhile (its builder started): count this write in it after all.
      if (code(error) !== FAILED_PRECONDITION || tries >= 5) throw error;
    }
  }
}

/**
 * The list of newest enrollments after some come and go. It stays "the top N of all enrollments": a new one
 * joins when it is newer than the last one listed, or when the list holds every enrollment; while the summary
 * is being built every new one joins (the builder merges the list with what it counted).
 */
function nextRecent(summary: PracticeSummary, added: RecentEnrollmentRef[], removed: Set<string>): RecentEnrollmentRef[] {
  let list = summary.recent.filter((entry) => !removed.has(entry.id));
  const holdsAll = summary.state === 'ready' && summary.recent.length >= summary.enrollments;
  for (const entry of added) {
    const last = list.at(-1);
    if (summary.state === 'building' || holdsAll || !last || newestFirst(entry, last) < 0) list.push(entry);
  }
  list = list.filter((entry, index, all) => all.findIndex((other) => other.id === entry.id) === index).sort(newestFirst);
  return summary.state === 'building' ? list : list.slice(0, RECENT_KEPT);
}

/** The figures counted from the collections themselves, as of `readTime`. */
async function countEverything(firestore: Firestore, readTime: Timestamp) {
  const [profiles, enrollments, payments, progress] = await firestore.runTransaction(
    (tx) =>
      Promise.all([
        tx.get(collections(firestore).profiles.count()),
        tx.get(collections(firestore).enrollments.select('course_id', 'payment_intent_id', 'enrolled_at')),
        tx.get(collections(firestore).payments.select('fulfilled_at', 'amount_total', 'amount_refunded')),
        tx.get(collections(firestore).progress.select('session_id', 'completed_at')),
      ]),
    { readOnly: true, readTime },
  );
  const delta: SummaryDelta = { users: profiles.data().count, enrollments: enrollments.size };
  const recent: RecentEnrollmentRef[] = [];
  for (const doc of enrollments.docs) {
    const courseId = doc.get('course_id');
    if (doc.get('payment_intent_id') === MANUAL_ENROLLMENT_REFERENCE) addDelta(delta, { manual_enrollments: 1 });
    if (typeof courseId === 'string') addDelta(delta, { course_enrollments: { [courseId]: 1 } });
    recent.push({ id: doc.id, enrolled_at: typeof doc.get('enrolled_at') === 'string' ? doc.get('enrolled_at') : '' });
  }
  for (const doc of payments.docs) {
    const paid = pence(doc.get('amount_total'));
    const refunded = pence(doc.get('amount_refunded'));
    const month = paymentMonth(doc.get('fulfilled_at'));
    addDelta(delta, { paid_pence: paid, refunded_pence: refunded, ...(month ? { month_pence: { [month]: paid - refunded } } : {}) });
  }
  for (const doc of progress.docs) {
    const sessionId = doc.get('session_id');
    if (typeof sessionId !== 'string') continue;
    addDelta(delta, {
      session_started: { [sessionId]: 1 },
      ...(doc.get('completed_at') != null ? { session_completed: { [sessionId]: 1 } } : {}),
    });
  }
  return { delta, recent: recent.sort(newestFirst).slice(0, RECENT_KEPT) };
}

/** Builds the summary when it is absent (see the top of this file); false when another caller is building it. */
async function buildSummary(firestore: Firestore, now: () => Date): Promise<boolean> {
  const ref = practiceSummaryRef(firestore);
  const empty: PracticeSummaryDoc = {
    state: 'building',
    started_at: now().toISOString(),
    built_at: null,
    recent: [],
    ...(Object.fromEntries(COUNTERS.map((key) => [key, 0])) as Record<(typeof COUNTERS)[number], number>),
    ...(Object.fromEntries(MAPS.map((key) => [key, {}])) as Record<(typeof MAPS)[number], Record<string, number>>),
  };
  let createdAt: Timestamp;
  try {
    createdAt = (await ref.create(empty)).writeTime;
  } catch (error) {
    if (code(error) === ALREADY_EXISTS) return false;
    throw error;
  }
  try {
    const [counted] = await Promise.all([countEverything(firestore, createdAt), refreshSearchFields(firestore)]);
    await firestore.runTransaction(async (tx) => {
      const current = toSummary(await tx.get(ref));
      // Enrollments made while counting joined the list; with the counted newest they give the newest of all.
      const recent = [...counted.recent, ...current.recent]
        .filter((entry, index, all) => all.findIndex((other) => other.id === entry.id) === index)
        .sort(newestFirst)
        .slice(0, RECENT_KEPT);
      const fields = [
        ...incrementsOf(counted.delta),
        new FieldPath('recent'),
        recent,
        new FieldPath('state'),
        'ready',
        new FieldPath('built_at'),
        now().toISOString(),
      ];
      tx.update(ref, fields[0] as FieldPath, fields[1], ...fields.slice(2));
    });
    return true;
  } catch (error) {
    // Start again from nothing next time (the changes recorded since creation are counted again then).
    await ref.delete().catch(() => {});
    throw error;
  }
}

/**
 * The summary, built first when absent. Waits a little for another caller's build; a build that has run too
 * long (its caller died) is dropped and started again.
 */
export async function readPracticeSummary(options: { firestore?: Firestore; now?: () => Date } = {}): Promise<PracticeSummary> {
  const firestore = options.firestore ?? (await db());
  const now = options.now ?? (() => new Date());
  const ref = practiceSummaryRef(firestore);
  const waitUntil = Date.now() + BUILD_WAIT_MS;
  for (;;) {
    const snapshot = await ref.get();
    if (snapshot.exists) {
      const summary = toSummary(snapshot);
      if (summary.state === 'ready') return summary;
      if (Date.now() - Date.parse(summary.started_at) > BUILD_STALE_MS) {
        await firestore.runTransaction(async (tx) => {
          const again = await tx.get(ref);
          if (again.exists && again.get('state') === 'building' && again.get('started_at') === summary.started_at) tx.delete(ref);
        });
        continue;
      }
      if (Date.now() > waitUntil) throw new HttpError(503, SUMMARY_BUILDING, { headers: { 'retry-after': '30' } });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    await buildSummary(firestore, now);
  }
}

/**
 * Makes the list of newest enrollments again from the enrollments themselves (when deletions left too few
 * listed): one ordered query, in a transaction with the summary so that no enrollment made meanwhile is missed.
 */
export async function refreshRecentEnrollments(firestore: Firestore): Promise<RecentEnrollmentRef[]> {
  const ref = practiceSummaryRef(firestore);
  return firestore.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    const newest = await tx.get(collections(firestore).enrollments.orderBy('enrolled_at', 'desc').limit(RECENT_KEPT).select('enrolled_at'));
    const recent = newest.docs.map((doc) => ({ id: doc.id, enrolled_at: String(doc.get('enrolled_at') ?? '') })).sort(newestFirst);
    if (current.exists && current.get('state') === 'ready') tx.update(ref, { recent });
    return recent;
  });
}

/**
 * Gives every profile the search fields of its name and e-mail (profiles written before they existed, or by
 * hand). Each write is conditional on the profile being unchanged since it was read, so a concurrent rename
 * (which writes its own fields) is never overwritten with old ones.
 */
export async function refreshSearchFields(firestore: Firestore): Promise<number> {
  const profiles = await collections(firestore).profiles.select('email', 'full_name', 'search_name', 'search_email').get();
  const writer = firestore.bulkWriter({ throttling: false });
  writer.onWriteError(() => false); // changed meanwhile: its writer set the fields
  let changed = 0;
  for (const doc of profiles.docs) {
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const fields = profileSearchFields(text(doc.get('email')), text(doc.get('full_name')));
    if (doc.get('search_name') === fields.search_name && doc.get('search_email') === fields.search_email) continue;
    changed++;
    writer.update(doc.ref, fields, { lastUpdateTime: doc.updateTime }).catch(() => {});
  }
  await writer.close();
  return changed;
}

/** Drops the summary and builds it again from the collections (the seed; data changed by hand). */
export async function rebuildPracticeSummary(firestore?: Firestore): Promise<PracticeSummary> {
  const store = firestore ?? (await db());
  await practiceSummaryRef(store).delete();
  return readPracticeSummary({ firestore: store });
}

/** Drops the summary; the next reader builds it again (tests that write collections directly). */
export async function forgetPracticeSummary(firestore?: Firestore): Promise<void> {
  await practiceSummaryRef(firestore ?? (await db())).delete();
}
