// The Insight data against the emulators: revenue per month (payments minus refunds, last 12 months only),
// enrollments per course, the completion funnel of a course in session order, and the learners gone quiet.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { db } from '../../netlify/lib/firebase';
import adminInsightFunction from '../../netlify/functions/admin-insight.mts';
import { adminInsight } from '../../netlify/lib/admin/adminInsight';
import { recordLearnerActivity } from '../../netlify/lib/learning/learnerActivity';
import { recountFigures } from '../../netlify/lib/data/figures';
import type { AdminInsight } from '../../src/lib/admin/admin';
import { context, request, signIn } from './learningSupport';
import { resetTestEmulators } from '../support/emulators';
import { adminInsightRoute } from '../../src/api/contract';

const NOW = new Date('2031-06-15T12:00:00.000Z');
const QAB = 'quantum-alchemy-breathwork';

beforeAll(async () => {
  await resetTestEmulators();
  await seedDemoData(process.env);
  const firestore = await db();
  const pay = (id: string, at: string, pence: number, refunded?: number) =>
    firestore
      .collection('payments')
      .doc(id)
      .set({ user_id: 'u', course_id: QAB, amount_total: pence, fulfilled_at: at, ...(refunded ? { amount_refunded: refunded } : {}) });
  await Promise.all([
    pay('p1', '2031-06-01T00:00:00.000Z', 2500),
    pay('p2', '2031-06-14T23:59:59.000Z', 1000),
    pay('p3', '2031-03-10T00:00:00.000Z', 5000, 5000), // refunded
    pay('p4', '2030-07-01T00:00:00.000Z', 700), // the oldest month shown
    pay('p5', '2030-06-30T23:59:59.000Z', 9999), // 13 months ago: not shown
  ]);
  const progress = (uid: string, session: number, completed: boolean) =>
    firestore
      .collection('user_session_progress')
      .doc(`${uid}_${QAB}-${session}`)
      .set({
        user_id: uid,
        session_id: `${QAB}-${session}`,
        watch_time_seconds: 10,
        completed_at: completed ? '2031-06-01T00:00:00.000Z' : null,
      });
  await Promise.all([
    progress('a', 1, true),
    progress('a', 2, true),
    progress('a', 3, false),
    progress('b', 1, true),
    progress('b', 2, false),
    progress('c', 1, false),
  ]);
  await firestore
    .collection('profiles')
    .doc('quiet')
    .set({ user_id: 'quiet', email: 'quiet@example.com', full_name: 'Quiet One', created_at: '2030-01-01T00:00:00.000Z' });
  await recordLearnerActivity('quiet', new Date('2031-05-01T00:00:00.000Z'));
  await recordLearnerActivity('busy', new Date('2031-06-10T00:00:00.000Z'));
  // Written around the product's writers (as an import would): the admin's figures are counted from them.
  await recountFigures(firestore);
});

describe('insight', () => {
  it('revenue per month for the last 12 months: money received minus refunds', async () => {
    const insight = await adminInsight(NOW);
    expect(insight.revenueByMonth.map((m) => m.month)).toEqual([
      '2030-07',
      '2030-08',
      '2030-09',
      '2030-10',
      '2030-11',
      '2030-12',
      '2031-01',
      '2031-02',
      '2031-03',
      '2031-04',
      '2031-05',
      '2031-06',
    ]);
    expect(Object.fromEntries(insight.revenueByMonth.filter((m) => m.pence !== 0).map((m) => [m.month, m.pence]))).toEqual({
      '2030-07': 700,
      '2031-06': 3500,
    });
  });

  it('enrollments per course and the funnel of a course in session order', async () => {
    const insight = await adminInsight(NOW);
    expect(insight.enrollmentsByCourse.find((c) => c.courseId === QAB)).toEqual({
      courseId: QAB,
      title: 'Quantum Alchemy Breathwork',
      enrollments: 1,
    });
    const funnel = insight.funnels.find((f) => f.courseId === QAB)!;
    expect(funnel.steps.map((s) => [s.order, s.started, s.completed])).toEqual([
      [1, 3, 2],
      [2, 2, 1],
      [3, 1, 0],
      [4, 0, 0],
      [5, 0, 0],
    ]);
  });

  it('learners with no activity for 30 days, with their names', async () => {
    const insight = await adminInsight(NOW);
    expect(insight.quietLearners).toEqual([
      { uid: 'quiet', email: 'quiet@example.com', full_name: 'Quiet One', last_active_at: '2031-05-01T00:00:00.000Z' },
    ]);
  });

  it('keeps the quiet learners it found for 10 minutes; the figures are read afresh every time', async () => {
    const first = await adminInsight(NOW);
    const firestore = await db();
    await firestore
      .collection('profiles')
      .doc('quiet-later')
      .set({ user_id: 'quiet-later', email: 'later@example.com', full_name: 'Quiet Later', created_at: '2030-01-01T00:00:00.000Z' });
    await recordLearnerActivity('quiet-later', new Date('2031-04-01T00:00:00.000Z'));
    await firestore
      .collection('payments')
      .doc('p-later')
      .set({ user_id: 'u', course_id: QAB, amount_total: 700, fulfilled_at: '2031-06-15T00:00:00.000Z' });
    await recountFigures(firestore);
    const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    const soon = await adminInsight(minutesLater(9));
    expect(soon.quietLearners).toEqual(first.quietLearners);
    expect(soon.revenueByMonth.at(-1)!.pence).toBe(first.revenueByMonth.at(-1)!.pence + 700);
    const later = await adminInsight(minutesLater(11));
    expect(later.quietLearners.map((learner) => learner.uid)).toEqual(['quiet-later', 'quiet']);
    expect(later.quietLearnerCount).toBe(2);
  });

  it('is served to the admin at GET /api/admin/insight', async () => {
    const admin = await signIn('admin@example.com', 'local-admin-pass');
    const response = await adminInsightFunction(request(adminInsightRoute.path, { token: admin }), context());
    expect(response.status).toBe(200);
    const body = (await response.json()) as AdminInsight;
    expect(body.revenueByMonth).toHaveLength(12);
  });
});
