// The Insight tab's data: money received per month, enrollments per course and each course's completion funnel
// come from the admin's figures (the folded totals plus the changes recorded beside every payment, refund,
// enrollment and progress write: data/figures.ts); the learners gone quiet from one indexed range query with a
// limit on the small learner_activity documents, and how many they are from a count() aggregation, kept briefly.
import { textField as text } from '../../../src/lib/storedFields';
import type { Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import { INACTIVE_DAYS, type CourseFunnel, type MonthRevenue, type QuietLearner } from '../../../src/lib/admin/admin';
import { lastMonths, type AdminInsightData } from '../../../src/lib/admin/insight';
import { collections } from '../data/collections';
import { db } from '../firebase';
import { courseBriefs } from './adminStats';
import { readFigures, type Figures } from '../data/figures';

export const QUIET_LEARNERS_SHOWN = 50;
/**
 * How long one instance keeps the quiet learners it found. "No activity for 30 days" moves in days, and the list
 * costs three of Insight's database calls (a range query, its count() and the names): kept 10 minutes, the
 * tab's later visits read only the figures and the course outline (bench:admin, README).
 */
export const QUIET_KEPT_MS = 10 * 60 * 1000;
let quietKept: { at: number; found: Promise<{ shown: QuietLearner[]; count: number }> } | null = null;

export function revenueByMonth(summary: Figures, now: Date): MonthRevenue[] {
  return lastMonths(now).map((month) => ({ month, pence: Math.round(summary.month_pence[month] ?? 0) }));
}

function funnels(sessions: QuerySnapshot, courses: Map<string, { title: string }>, summary: Figures): CourseFunnel[] {
  const { session_started: started, session_completed: completed } = summary;
  const steps = sessions.docs.map((doc) => ({
    courseId: text(doc.get('course_id')),
    step: {
      sessionId: doc.id,
      title: text(doc.get('title')),
      order: typeof doc.get('session_order') === 'number' ? doc.get('session_order') : 0,
      started: started[doc.id] ?? 0,
      completed: completed[doc.id] ?? 0,
    },
  }));
  return [...courses]
    .map(([courseId, course]) => ({
      courseId,
      title: course.title,
      steps: steps
        .filter((entry) => entry.courseId === courseId)
        .map((entry) => entry.step)
        .sort((a, b) => a.order - b.order),
    }))
    .filter((funnel) => funnel.steps.length > 0);
}

async function quietLearners(firestore: Firestore, now: Date): Promise<{ shown: QuietLearner[]; count: number }> {
  const cutoff = new Date(now.getTime() - INACTIVE_DAYS * 24 * 3600 * 1000).toISOString();
  const quietQuery = collections(firestore).learnerActivity.where('last_active_at', '<', cutoff);
  const [quiet, count] = await Promise.all([
    quietQuery.orderBy('last_active_at').limit(QUIET_LEARNERS_SHOWN).get(),
    quietQuery.count().get(),
  ]);
  if (quiet.empty) return { shown: [], count: 0 };
  const profiles = await firestore.getAll(...quiet.docs.map((doc) => collections(firestore).profiles.doc(doc.id)), {
    fieldMask: ['email', 'full_name'],
  });
  return {
    shown: quiet.docs.map((doc, index) => ({
      uid: doc.id,
      email: text(profiles[index]?.get('email')),
      full_name: text(profiles[index]?.get('full_name')),
      last_active_at: text(doc.get('last_active_at')),
    })),
    count: count.data().count,
  };
}

/** The quiet learners as of `now`: those found within QUIET_KEPT_MS of it, or found afresh. A failed search is not kept. */
function quietLearnersKept(firestore: Firestore, now: Date): Promise<{ shown: QuietLearner[]; count: number }> {
  if (quietKept && Math.abs(now.getTime() - quietKept.at) < QUIET_KEPT_MS) return quietKept.found;
  const kept = { at: now.getTime(), found: quietLearners(firestore, now) };
  quietKept = kept;
  kept.found.catch(() => {
    if (quietKept === kept) quietKept = null;
  });
  return kept.found;
}

export async function adminInsight(now: Date = new Date()): Promise<AdminInsightData> {
  const firestore = await db();
  // Everything at once: the figures (a few small reads), the course and session lists and the quiet learners (kept).
  const [figures, courses, sessions, quiet] = await Promise.all([
    readFigures(firestore),
    courseBriefs(firestore),
    collections(firestore).courseSessions.select('course_id', 'title', 'session_order').get(),
    quietLearnersKept(firestore, now),
  ]);
  return {
    revenueByMonth: revenueByMonth(figures, now),
    enrollmentsByCourse: [...courses.values()].map((course) => ({
      courseId: course.id,
      title: course.title,
      enrollments: figures.course_enrollments[course.id] ?? 0,
    })),
    funnels: funnels(sessions, courses, figures),
    quietLearners: quiet.shown,
    quietLearnerCount: quiet.count,
  };
}
