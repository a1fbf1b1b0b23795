// Admin statistics (spec 2.13, 3): totals and the latest enrollments, from the admin's figures (the folded totals
// plus the changes recorded beside every write: data/figures.ts) and reads by id with field masks; never by
// reading or counting whole collections per request.
import { numberOrZero as price, textField as text } from '../../../src/lib/storedFields';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { MANUAL_ENROLLMENT_REFERENCE, type AdminEnrollmentRow, type AdminOverview } from '../../../src/lib/admin/admin';
import { collections } from '../data/collections';
import { db } from '../firebase';
import { readFigures, type Figures } from '../data/figures';

export const RECENT_ENROLLMENTS = 10;
export const UNKNOWN_USER = 'Unknown';
export const UNKNOWN_COURSE = 'Unknown Course';

export type CourseBrief = { id: string; title: string; price: number };

/** Id, title and price of every course (a field mask: descriptions and the rest stay on the server). */
export async function courseBriefs(firestore?: Firestore): Promise<Map<string, CourseBrief>> {
  const snapshot = await collections(firestore ?? (await db()))
    .courses.select('title', 'price')
    .get();
  return new Map(snapshot.docs.map((doc) => [doc.id, { id: doc.id, title: text(doc.get('title')), price: price(doc.get('price')) }]));
}

/** Enrollments per course, from the admin's figures. */
export async function enrollmentCounts(courseIds: Iterable<string>, firestore?: Firestore): Promise<Map<string, number>> {
  const figures = await readFigures(firestore ?? (await db()));
  return new Map([...courseIds].map((id) => [id, figures.course_enrollments[id] ?? 0]));
}

/**
 * Money received, in pounds: the paid amounts of the payment records (pence) minus what was refunded. Manual
 * enrollments have no payment record, so they never count as money.
 */
export function revenueReceived(figures: Figures): number {
  return Math.max(0, Math.round(figures.paid_pence) - Math.round(figures.refunded_pence)) / 100;
}

const ENROLLMENT_FIELDS = ['user_id', 'course_id', 'enrolled_at', 'payment_intent_id'];

/**
 * The latest enrollments: the figures name the newest ones; they are read by id (one removed by a path that
 * recorded no change simply drops out). When too few are left they are found by one ordered query.
 */
async function latestEnrollments(firestore: Firestore, figures: Figures): Promise<DocumentSnapshot[]> {
  const ids = figures.recent.map((entry) => entry.id);
  const listed = ids.length
    ? (await firestore.getAll(...ids.map((id) => collections(firestore).enrollments.doc(id)), { fieldMask: ENROLLMENT_FIELDS })).filter(
        (doc) => doc.exists,
      )
    : [];
  if (listed.length >= Math.min(RECENT_ENROLLMENTS, figures.enrollments)) {
    return listed.sort(byEnrolledAtNewestFirst).slice(0, RECENT_ENROLLMENTS);
  }
  const newest = await collections(firestore)
    .enrollments.orderBy('enrolled_at', 'desc')
    .limit(RECENT_ENROLLMENTS)
    .select(...ENROLLMENT_FIELDS)
    .get();
  return newest.docs;
}

const byEnrolledAtNewestFirst = (a: DocumentSnapshot, b: DocumentSnapshot) =>
  text(b.get('enrolled_at')).localeCompare(text(a.get('enrolled_at'))) || b.id.localeCompare(a.id);

export async function adminOverview(): Promise<AdminOverview> {
  const firestore = await db();
  // The figures, the latest enrollments and their profiles form one chain of small reads; the (small, masked)
  // course list is the one query, beside it.
  const latest = (async () => {
    const summary = await readFigures(firestore);
    const recent = await latestEnrollments(firestore, summary);
    const userIds = [...new Set(recent.map((doc) => text(doc.get('user_id'))).filter(Boolean))];
    const profiles = userIds.length
      ? await firestore.getAll(...userIds.map((uid) => collections(firestore).profiles.doc(uid)), { fieldMask: ['full_name', 'email'] })
      : [];
    return { summary, recent, profiles };
  })();
  latest.catch(() => {}); // awaited below; until then a failure must not count as unhandled
  const courses = await courseBriefs(firestore);
  const { summary, recent, profiles } = await latest;
  const profileById = new Map(profiles.filter((doc) => doc.exists).map((doc) => [doc.id, doc]));

  const recentEnrollments: AdminEnrollmentRow[] = recent.map((doc) => {
    const userId = text(doc.get('user_id'));
    const courseId = text(doc.get('course_id'));
    const profile = profileById.get(userId);
    const email = text(profile?.get('email'));
    const fullName = text(profile?.get('full_name')).trim();
    const course = courses.get(courseId);
    return {
      id: doc.id,
      user_id: userId,
      course_id: courseId,
      enrolled_at: text(doc.get('enrolled_at')),
      userName: fullName || email || UNKNOWN_USER,
      userEmail: email || UNKNOWN_USER,
      courseTitle: course?.title || UNKNOWN_COURSE,
      coursePrice: course?.price ?? 0,
      isManual: doc.get('payment_intent_id') === MANUAL_ENROLLMENT_REFERENCE,
    };
  });

  return {
    totals: {
      totalUsers: summary.users,
      totalRevenue: revenueReceived(summary),
      totalCourses: courses.size,
      totalEnrollments: summary.enrollments,
      manualEnrollments: summary.manual_enrollments,
    },
    recentEnrollments,
  };
}
