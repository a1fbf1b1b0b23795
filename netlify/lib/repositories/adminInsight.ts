// The Insight tab's data (issue #13), from aggregation queries only: money received per month (sums of the
// payment records in each month's range), enrollments per course (count()), each course's completion funnel
// (count() of started and completed progress rows per session) and the learners gone quiet (one range query
// on the small learner_activity documents). No request reads a whole collection.
import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { INACTIVE_DAYS, type AdminInsight, type CourseFunnel, type MonthRevenue, type QuietLearner } from '../../../src/lib/admin';
import { lastMonths, monthRange } from '../../../src/lib/insight';
import { db } from '../firebase';
import { courseBriefs, enrollmentCounts } from './adminStats';
import { PAYMENTS } from './fulfilment';
import { LEARNER_ACTIVITY } from './learnerActivity';

export const QUIET_LEARNERS_SHOWN = 50;
const PROGRESS = 'user_session_progress';
const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function sumOf(firestore: Firestore, field: string, start: string, end: string): Promise<number> {
  const result = await firestore
    .collection(PAYMENTS)
    .where('fulfilled_at', '>=', start)
    .where('fulfilled_at', '<', end)
    .aggregate({ pence: AggregateField.sum(field) })
    .get();
  return Math.round(Number(result.data().pence ?? 0));
}

export async function revenueByMonth(firestore: Firestore, now: Date): Promise<MonthRevenue[]> {
  return Promise.all(
    lastMonths(now).map(async (month) => {
      const { start, end } = monthRange(month);
      // Separate sums: one aggregation with both would skip records missing either field.
      const [paid, refunded] = await Promise.all([sumOf(firestore, 'amount_total', start, end), sumOf(firestore, 'amount_refunded', start, end)]);
      return { month, pence: paid - refunded };
    }),
  );
}

async function funnels(firestore: Firestore, courses: Map<string, { title: string }>): Promise<CourseFunnel[]> {
  const sessions = await firestore.collection('course_sessions').select('course_id', 'title', 'session_order').get();
  const progress = firestore.collection(PROGRESS);
  const steps = await Promise.all(
    sessions.docs.map(async (doc) => {
      const [started, completed] = await Promise.all([
        progress.where('session_id', '==', doc.id).count().get(),
        progress.where('session_id', '==', doc.id).where('completed_at', '!=', null).count().get(),
      ]);
      return {
        courseId: text(doc.get('course_id')),
        step: {
          sessionId: doc.id,
          title: text(doc.get('title')),
          order: typeof doc.get('session_order') === 'number' ? doc.get('session_order') : 0,
          started: started.data().count,
          completed: completed.data().count,
        },
      };
    }),
  );
  return [...courses]
    .map(([courseId, course]) => ({
      courseId,
      title: course.title,
      steps: steps.filter((entry) => entry.courseId === courseId).map((entry) => entry.step).sort((a, b) => a.order - b.order),
    }))
    .filter((funnel) => funnel.steps.length > 0);
}

async function quietLearners(firestore: Firestore, now: Date): Promise<QuietLearner[]> {
  const cutoff = new Date(now.getTime() - INACTIVE_DAYS * 24 * 3600 * 1000).toISOString();
  const quiet = await firestore
    .collection(LEARNER_ACTIVITY)
    .where('last_active_at', '<', cutoff)
    .orderBy('last_active_at')
    .limit(QUIET_LEARNERS_SHOWN)
    .get();
  if (quiet.empty) return [];
  const profiles = await firestore.getAll(...quiet.docs.map((doc) => firestore.collection('profiles').doc(doc.id)), { fieldMask: ['email', 'full_name'] });
  return quiet.docs.map((doc, index) => ({
    uid: doc.id,
    email: text(profiles[index]?.get('email')),
    full_name: text(profiles[index]?.get('full_name')),
    last_active_at: text(doc.get('last_active_at')),
  }));
}

export async function adminInsight(now: Date = new Date()): Promise<AdminInsight> {
  const firestore = await db();
  const courses = await courseBriefs(firestore);
  const [revenue, counts, courseFunnels, quiet] = await Promise.all([
    revenueByMonth(firestore, now),
    enrollmentCounts(courses.keys(), firestore),
    funnels(firestore, courses),
    quietLearners(firestore, now),
  ]);
  return {
    revenueByMonth: revenue,
    enrollmentsByCourse: [...courses.values()].map((course) => ({ courseId: course.id, title: course.title, enrollments: counts.get(course.id) ?? 0 })),
    funnels: courseFunnels,
    quietLearners: quiet,
  };
}
