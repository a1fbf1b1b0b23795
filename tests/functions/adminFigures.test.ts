// The admin's figures against the emulators: after every write path they are exactly what a count of the
// collections finds (purchases, a duplicate purchase refunded automatically, refunds, manual enrollments and
// their removal, progress started, saved and completed, a learner's deletion), concurrent writers included;
// folded while writes go on they are still exact; learners never write the folded totals; the overview's Recent
// Enrollments stay the newest after deletions.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import './adminSupport';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { db } from '../../netlify/lib/firebase';
import adminOverview from '../../netlify/functions/admin-overview.mts';
import { fulfilCheckout } from '../../netlify/lib/purchase/fulfilment';
import { refundPayment } from '../../netlify/lib/purchase/refunds';
import { createManualEnrollment, deleteEnrollment } from '../../netlify/lib/admin/adminEnrollments';
import { completeProgress, saveProgress, startProgress } from '../../netlify/lib/learning/sessionProgress';
import { ensureProfile } from '../../netlify/lib/account/profiles';
import { deleteEnrollmentsOf, deleteProfileOf, deleteProgressOf } from '../../netlify/lib/account/learnerDeletion';
import { FOLD_AT, foldFigureChanges, readFigures, recountFigures, type Figures } from '../../netlify/lib/data/figures';
import type { Payments } from '../../netlify/lib/adapters/payments/payments';
import type { AdminOverview } from '../../src/lib/admin/admin';
import { context, request, signIn } from './learningSupport';
import { recordingMailer } from './purchaseSupport';
import { resetTestEmulators } from '../support/emulators';
import { adminOverviewRoute } from '../../src/api/contract';

const OPEN = 'summary-open-course';
const OTHER = 'summary-other-course';
const mailer = recordingMailer();
// The payment provider's refund and expiry only (a refund here is recorded by our own code).
const payments = {
  mode: 'local',
  refund: async () => ({ refundId: `re_${randomUUID()}` }),
  expireCheckout: async () => {},
} as unknown as Payments;
const deps = { mailer, siteOrigin: 'http://localhost', source: 'local-checkout' as const, failOnMailError: false, payments };
let admin: string;

/** The figures, without build times and zero entries (a count that went up and down again is 0, not absent). */
function figures(summary: Figures) {
  const nonZero = (map: Record<string, number>) => Object.fromEntries(Object.entries(map).filter(([, value]) => value !== 0));
  return {
    users: summary.users,
    enrollments: summary.enrollments,
    manual_enrollments: summary.manual_enrollments,
    money: summary.paid_pence - summary.refunded_pence,
    month_pence: nonZero(summary.month_pence),
    course_enrollments: nonZero(summary.course_enrollments),
    session_started: nonZero(summary.session_started),
    session_completed: nonZero(summary.session_completed),
    recent: summary.recent.slice(0, 10).map((entry) => entry.id),
  };
}

const read = async () => readFigures(await db());
const recount = async () => recountFigures(await db());

async function expectKeptAsCounted() {
  const kept = figures(await read());
  const counted = figures(await recount());
  expect(kept).toEqual(counted);
  return counted;
}

const paid = (checkoutId: string, userId: string, courseId: string, pence: number) => ({
  checkoutId,
  paid: true,
  status: 'complete',
  userId,
  courseId,
  amountTotal: pence,
  currency: 'gbp',
  paymentIntentId: `pi_${checkoutId}`,
  customerEmail: `${userId}@example.com`,
});

beforeAll(async () => {
  await resetTestEmulators();
  await seedDemoData(process.env);
  const firestore = await db();
  const course = (title: string, state: Record<string, boolean>) => ({
    title,
    description: 'd',
    price: 40,
    created_at: '2026-01-01T00:00:00.000Z',
    ...state,
  });
  await firestore
    .collection('courses')
    .doc(OPEN)
    .set(course('Open Course', { published: true, coming_soon: false }));
  await firestore
    .collection('courses')
    .doc(OTHER)
    .set(course('Other Course', { published: true, coming_soon: false }));
  for (const n of [1, 2])
    await firestore
      .collection('course_sessions')
      .doc(`${OPEN}-${n}`)
      .set({ course_id: OPEN, title: `Part ${n}`, session_order: n });
  admin = await signIn('admin@example.com', 'local-admin-pass');
});

describe("the admin's figures", () => {
  it('after every write they are what a count of the collections finds, concurrent writes included', async () => {
    const before = figures(await read());
    const [ann, bob] = [`ann-${randomUUID().slice(0, 6)}`, `bob-${randomUUID().slice(0, 6)}`];
    for (const uid of [ann, bob]) {
      await Promise.all(
        [1, 2].map(() =>
          ensureProfile({ user_id: uid, email: `${uid}@example.com`, full_name: 'Summary Person', created_at: new Date().toISOString() }),
        ),
      );
    }
    // A purchase reported three times at once; another; a second payment for a course already owned (refunded).
    await Promise.all([1, 2, 3].map(() => fulfilCheckout(paid(`cs_${ann}_1`, ann, OPEN, 4000), deps)));
    await fulfilCheckout(paid(`cs_${bob}_1`, bob, OPEN, 2500), deps);
    await fulfilCheckout(paid(`cs_${ann}_2`, ann, OPEN, 4000), deps);
    await fulfilCheckout(paid(`cs_${bob}_2`, bob, OTHER, 1999), deps);
    await refundPayment(`cs_${bob}_2`, 'admin', { mailer, payments });
    // By hand: twice (the second changes nothing), and removed again.
    expect((await createManualEnrollment(ann, OTHER)).created).toBe(true);
    expect((await createManualEnrollment(ann, OTHER)).created).toBe(false);
    expect((await createManualEnrollment(bob, OTHER)).created).toBe(true); // his refunded purchase's enrollment went
    expect(await deleteEnrollment(`${ann}_${OTHER}`)).toBe(true);
    expect(await deleteEnrollment(`${ann}_${OTHER}`)).toBe(false);
    // Progress: opened in two tabs at once, saved before being opened, completed twice.
    await Promise.all([1, 2, 3].map(() => startProgress(ann, `${OPEN}-1`)));
    await saveProgress(bob, `${OPEN}-1`, 30);
    await Promise.all([1, 2].map(() => completeProgress(ann, `${OPEN}-1`, 60)));
    await completeProgress(ann, `${OPEN}-2`, 60);

    const after = await expectKeptAsCounted();
    expect(after.users).toBe(before.users + 2);
    expect(after.money - before.money).toBe(4000 + 2500); // the duplicate and bob's second went back
    expect(after.session_started[`${OPEN}-1`]).toBe(2);
    expect(after.session_completed[`${OPEN}-1`]).toBe(1);
    expect(after.session_completed[`${OPEN}-2`]).toBe(1);

    // A learner's deletion takes their records out of the figures too.
    await Promise.all([deleteEnrollmentsOf(bob), deleteProgressOf(bob)]);
    expect(await deleteProfileOf(bob)).toBe(true);
    expect(await deleteProfileOf(bob)).toBe(false);
    const deleted = await expectKeptAsCounted();
    expect(deleted.users).toBe(before.users + 1);
    expect(deleted.session_started[`${OPEN}-1`]).toBe(1);
  });

  it('folded while purchases, enrollments and progress go on, they are still exact', async () => {
    const startedBefore = (await recount()).session_started[`${OPEN}-2`] ?? 0;
    const uid = `busy-${randomUUID().slice(0, 6)}`;
    // More changes than one read leaves unfolded, so the reads below fold while the writers write.
    await Promise.all(Array.from({ length: FOLD_AT + 20 }, (_, i) => startProgress(`${uid}-early-${i}`, `${OPEN}-1`)));
    await Promise.all([
      read(),
      ...Array.from({ length: 6 }, (_, i) => fulfilCheckout(paid(`cs_${uid}_${i}`, `${uid}${i}`, OPEN, 1000 + i), deps)),
      ...Array.from({ length: 6 }, (_, i) => startProgress(`${uid}${i}`, `${OPEN}-2`)),
      foldFigureChanges(await db()),
      ...Array.from({ length: 3 }, (_, i) => createManualEnrollment(`${uid}${i}`, OTHER)),
      read(),
    ]);
    const folded = figures(await read());
    expect(folded.session_started[`${OPEN}-2`]).toBe(startedBefore + 6);
    await expectKeptAsCounted();
  });

  it("a learner's purchase, sign-up and progress never write the folded totals", async () => {
    const firestore = await db();
    await read();
    const totalsBefore = await firestore.collection('figure_totals').doc('practice').get();
    const uid = `quiet-${randomUUID().slice(0, 6)}`;
    await ensureProfile({ user_id: uid, email: `${uid}@example.com`, full_name: 'Quiet', created_at: new Date().toISOString() });
    await fulfilCheckout(paid(`cs_${uid}`, uid, OPEN, 4000), deps);
    await startProgress(uid, `${OPEN}-1`);
    await completeProgress(uid, `${OPEN}-1`, 60);
    const totalsAfter = await firestore.collection('figure_totals').doc('practice').get();
    expect(totalsAfter.updateTime?.isEqual(totalsBefore.updateTime!)).toBe(true);
    const now = figures(await read());
    expect(now.users).toBe(figures(await recount()).users);
  });

  it('the overview shows the money received and the ten newest enrollments, also after some are removed', async () => {
    const uid = `recent-${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 14; i++)
      await createManualEnrollment(`${uid}${String(i).padStart(2, '0')}`, OTHER, new Date(Date.UTC(2040, 0, 1 + i)));
    const overview = async () => {
      const response = await adminOverview(request(adminOverviewRoute.path, { token: admin }), context());
      expect(response.status).toBe(200);
      return (await response.json()) as AdminOverview;
    };
    const newest = (await overview()).recentEnrollments.map((row) => row.user_id);
    expect(newest).toEqual(Array.from({ length: 10 }, (_, i) => `${uid}${String(13 - i).padStart(2, '0')}`));
    // Remove the four newest, and two more by a path that records no change (the overview reads them by id).
    for (let i = 13; i >= 10; i--) await deleteEnrollment(`${uid}${i}_${OTHER}`);
    const firestore = await db();
    for (const i of ['09', '08']) await firestore.collection('user_enrollments').doc(`${uid}${i}_${OTHER}`).delete();
    const after = (await overview()).recentEnrollments.map((row) => row.id);
    const newestByQuery = await firestore.collection('user_enrollments').orderBy('enrolled_at', 'desc').limit(10).select().get();
    expect(after).toEqual(newestByQuery.docs.map((doc) => doc.id));
    expect(after.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => `${uid}${String(7 - i).padStart(2, '0')}_${OTHER}`));
    const totals = (await overview()).totals;
    const counted = await recount();
    expect(totals.totalRevenue).toBe((counted.paid_pence - counted.refunded_pence) / 100);
  });
});
