// The practitioner's figures (accounts, enrollments, money received in total, per month and per course, each
// session's funnel, the newest enrollments) without a document that every learner writes.
//
// A write that moves a figure records how much it moves, IN THE SAME COMMIT, as a document of its own in
// `figure_changes` (a fresh random id: two learners never write the same document, so a launch never queues).
// The admin's reads add those changes to one folded total, `figure_totals/practice`, which only they write: when
// enough changes have piled up, a read folds a slice of them into the total and deletes them in one transaction.
// A read takes the total and the changes not yet folded from one snapshot, so the figures are exact at any
// moment, however many writers run and whoever folds.
//
// Why this design (measured with `npm run bench:admin` at 10,000 learners / 30,000 enrollments / 200,000
// progress rows, see the README): count()/sum() aggregations are exact but grow with the data (the emulator
// takes ~0.7 s per count over 30,000 enrollments and ~5 s per session over 200,000 progress rows, and Insight
// needs two per session); sharded counters would still make every learner write a shared document. Recording a
// change beside each write costs the learner one small create and no lock, and the admin's reads stay a few
// small documents at any scale.
//
// Data written around the product (an import, the demo seed, a test fixture) is counted by `recountFigures`.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { numberOrZero } from '../../../src/lib/storedFields';
import { MANUAL_ENROLLMENT_REFERENCE } from '../../../src/lib/admin/admin';
import { collections, FIGURE_TOTALS_ID, type FigureChangeDoc, type FigureTotalsDoc, type RecentEnrollmentRef } from './collections';

/** How many of the newest enrollments the totals remember (the overview shows 10; removals may thin the list). */
export const RECENT_KEPT = 20;
/** A read folds when more changes than this wait; each fold takes at most FOLD_SLICE of them. */
export const FOLD_AT = 200;
export const FOLD_SLICE = 400;
/** At most this many folds in one read (a backlog after a launch goes down over the next reads). */
const MAX_FOLDS_PER_READ = 5;

export type { RecentEnrollmentRef };

/** A change of the figures, by how much each moves. */
export type FigureDelta = {
  users?: number;
  enrollments?: number;
  manual_enrollments?: number;
  paid_pence?: number;
  refunded_pence?: number;
  /** Money received per payment month (YYYY-MM, UTC): paid minus refunded, pence. */
  month_pence?: Record<string, number>;
  course_enrollments?: Record<string, number>;
  session_started?: Record<string, number>;
  session_completed?: Record<string, number>;
};

/** The figures at one moment. `recent` names newest enrollments (newest first); a reader checks they still exist. */
export type Figures = Required<FigureDelta> & { recent: RecentEnrollmentRef[] };

const COUNTERS = ['users', 'enrollments', 'manual_enrollments', 'paid_pence', 'refunded_pence'] as const;
const MAPS = ['month_pence', 'course_enrollments', 'session_started', 'session_completed'] as const;

/** The payment month of an ISO time, or null when it is not one. */
export function paymentMonth(fulfilledAt: unknown): string | null {
  return typeof fulfilledAt === 'string' && /^\d{4}-\d{2}/.test(fulfilledAt) ? fulfilledAt.slice(0, 7) : null;
}

export function emptyFigures(): Figures {
  return {
    users: 0,
    enrollments: 0,
    manual_enrollments: 0,
    paid_pence: 0,
    refunded_pence: 0,
    month_pence: {},
    course_enrollments: {},
    session_started: {},
    session_completed: {},
    recent: [],
  };
}

/** Adds `delta` into `target` (in place). */
export function addDelta(target: FigureDelta, delta: FigureDelta): void {
  for (const key of COUNTERS) if (delta[key]) target[key] = (target[key] ?? 0) + delta[key]!;
  for (const key of MAPS) {
    for (const [name, by] of Object.entries(delta[key] ?? {})) {
      if (!by) continue;
      const map = (target[key] ??= {});
      map[name] = (map[name] ?? 0) + by;
      if (map[name] === 0) delete map[name];
    }
  }
}

const newestFirst = (a: RecentEnrollmentRef, b: RecentEnrollmentRef) =>
  b.enrolled_at.localeCompare(a.enrolled_at) || b.id.localeCompare(a.id);

/**
 * The newest enrollments after changes came and went, in any order: an id stays while it was added more often
 * than removed (a refunded course bought again keeps its id), with its latest enrollment time.
 */
function mergeRecent(base: RecentEnrollmentRef[], changes: Array<Pick<FigureChangeDoc, 'added' | 'removed'>>): RecentEnrollmentRef[] {
  const net = new Map<string, { count: number; enrolled_at: string }>();
  const add = (entry: RecentEnrollmentRef, by: number) => {
    const current = net.get(entry.id) ?? { count: 0, enrolled_at: '' };
    current.count += by;
    if (entry.enrolled_at > current.enrolled_at) current.enrolled_at = entry.enrolled_at;
    net.set(entry.id, current);
  };
  for (const entry of base) add(entry, 1);
  for (const change of changes) {
    for (const entry of change.added ?? []) add(entry, 1);
    for (const id of change.removed ?? []) add({ id, enrolled_at: '' }, -1);
  }
  return [...net]
    .filter(([, entry]) => entry.count > 0)
    .map(([id, entry]) => ({ id, enrolled_at: entry.enrolled_at }))
    .sort(newestFirst)
    .slice(0, RECENT_KEPT);
}

function totalsFrom(data: Partial<FigureTotalsDoc> | undefined): Figures {
  const figures = emptyFigures();
  if (!data) return figures;
  for (const key of COUNTERS) figures[key] = numberOrZero(data[key]);
  for (const key of MAPS) {
    const map = data[key];
    if (map && typeof map === 'object') addDelta(figures, { [key]: map });
  }
  figures.recent = Array.isArray(data.recent) ? data.recent.filter((entry) => typeof entry?.id === 'string') : [];
  return figures;
}

/** The totals plus the changes not folded into them yet. */
function combine(totals: Figures, changes: FigureChangeDoc[]): Figures {
  const figures: Figures = { ...totals, recent: [] };
  for (const key of MAPS) figures[key] = { ...totals[key] };
  for (const change of changes) addDelta(figures, change.delta ?? {});
  figures.recent = mergeRecent(totals.recent, changes);
  return figures;
}

/** What a write tells the figures: how they move, and which enrollments come or go. */
export type FigureRecorder = {
  add(delta: FigureDelta): void;
  enrollmentAdded(entry: RecentEnrollmentRef): void;
  enrollmentRemoved(id: string): void;
};

/**
 * Runs a write transaction and records its figure changes in the same commit, as a new document of its own
 * (no read of, and no write to, any document another learner writes). The body may run more than once
 * (Firestore retries contended transactions); each attempt starts from no changes.
 */
export async function runWithFigures<T>(firestore: Firestore, body: (tx: Transaction, figures: FigureRecorder) => Promise<T>): Promise<T> {
  return firestore.runTransaction(async (tx) => {
    const delta: FigureDelta = {};
    const added: RecentEnrollmentRef[] = [];
    const removed: string[] = [];
    const result = await body(tx, {
      add: (change) => addDelta(delta, change),
      enrollmentAdded: (entry) => added.push(entry),
      enrollmentRemoved: (id) => removed.push(id),
    });
    if (Object.keys(delta).length || added.length || removed.length) {
      const change: FigureChangeDoc = { at: new Date().toISOString(), delta };
      if (added.length) change.added = added;
      if (removed.length) change.removed = removed;
      tx.create(collections(firestore).figureChanges.doc(), change);
    }
    return result;
  });
}

const totalsRef = (firestore: Firestore) => collections(firestore).figureTotals.doc(FIGURE_TOTALS_ID);

/** Folds up to FOLD_SLICE waiting changes into the totals and deletes them, in one transaction; how many it folded. */
export async function foldFigureChanges(firestore: Firestore): Promise<number> {
  return firestore.runTransaction(async (tx) => {
    const [totals, changes] = await Promise.all([
      tx.get(totalsRef(firestore)),
      tx.get(collections(firestore).figureChanges.limit(FOLD_SLICE)),
    ]);
    if (changes.empty) return 0;
    const folded = combine(
      totalsFrom(totals.data()),
      changes.docs.map((doc) => doc.data()),
    );
    tx.set(totalsRef(firestore), { ...folded, folded_at: new Date().toISOString() });
    for (const doc of changes.docs) tx.delete(doc.ref);
    return changes.size;
  });
}

/** The figures now: the totals and every change not folded yet, read from one snapshot. */
export async function readFigures(firestore: Firestore): Promise<Figures> {
  for (let folds = 0; ; folds++) {
    const mayFold = folds < MAX_FOLDS_PER_READ;
    const { totals, changes } = await firestore.runTransaction(
      async (tx) => {
        const query = collections(firestore).figureChanges;
        const [totalsSnapshot, changesSnapshot] = await Promise.all([
          tx.get(totalsRef(firestore)),
          tx.get(mayFold ? query.limit(FOLD_AT + 1) : query),
        ]);
        return { totals: totalsSnapshot.data(), changes: changesSnapshot.docs.map((doc) => doc.data()) };
      },
      { readOnly: true },
    );
    if (mayFold && changes.length > FOLD_AT) {
      await foldFigureChanges(firestore);
      continue;
    }
    return combine(totalsFrom(totals), changes);
  }
}

/**
 * Counts the figures again from the records themselves and makes that the folded total (for data written around
 * the product: the demo seed, an import, a test fixture). The records and the waiting changes are read from one
 * snapshot: the changes in it are replaced by the count, later ones stay. Reads whole collections: a script's job,
 * never a request's.
 */
export async function recountFigures(firestore: Firestore): Promise<Figures> {
  const store = collections(firestore);
  const [profiles, enrollments, payments, progress, changes] = await firestore.runTransaction(
    (tx) =>
      Promise.all([
        tx.get(store.profiles.count()),
        tx.get(store.enrollments.select('course_id', 'payment_intent_id', 'enrolled_at')),
        tx.get(store.payments.select('fulfilled_at', 'amount_total', 'amount_refunded')),
        tx.get(store.progress.select('session_id', 'completed_at')),
        tx.get(store.figureChanges.select()),
      ]),
    { readOnly: true },
  );
  const figures = emptyFigures();
  addDelta(figures, { users: profiles.data().count, enrollments: enrollments.size });
  const recent: RecentEnrollmentRef[] = [];
  for (const doc of enrollments.docs) {
    const courseId = doc.get('course_id');
    if (doc.get('payment_intent_id') === MANUAL_ENROLLMENT_REFERENCE) addDelta(figures, { manual_enrollments: 1 });
    if (typeof courseId === 'string') addDelta(figures, { course_enrollments: { [courseId]: 1 } });
    recent.push({ id: doc.id, enrolled_at: typeof doc.get('enrolled_at') === 'string' ? doc.get('enrolled_at') : '' });
  }
  for (const doc of payments.docs) {
    const paid = numberOrZero(doc.get('amount_total'));
    const refunded = numberOrZero(doc.get('amount_refunded'));
    const month = paymentMonth(doc.get('fulfilled_at'));
    addDelta(figures, { paid_pence: paid, refunded_pence: refunded, ...(month ? { month_pence: { [month]: paid - refunded } } : {}) });
  }
  for (const doc of progress.docs) {
    const sessionId = doc.get('session_id');
    if (typeof sessionId !== 'string') continue;
    addDelta(figures, {
      session_started: { [sessionId]: 1 },
      ...(doc.get('completed_at') != null ? { session_completed: { [sessionId]: 1 } } : {}),
    });
  }
  figures.recent = recent.sort(newestFirst).slice(0, RECENT_KEPT);
  await totalsRef(firestore).set({ ...figures, folded_at: new Date().toISOString() });
  const writer = firestore.bulkWriter({ throttling: false });
  for (const doc of changes.docs) writer.delete(doc.ref).catch(() => {}); // a failed delete fails close() below
  await writer.close();
  return figures;
}
