// Admin statistics (spec 2.13, 3): totals and the latest enrollments, from Firestore aggregation queries
// (count()) and field masks (select()), never by reading whole collections for a number.
import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { MANUAL_ENROLLMENT_REFERENCE, type AdminEnrollmentRow, type AdminOverview } from '../../../src/lib/admin';
import { db } from '../firebase';
import { PAYMENTS } from './fulfilment';

export const RECENT_ENROLLMENTS = 10;
export const UNKNOWN_USER = 'Unknown';
export const UNKNOWN_COURSE = 'Unknown Course';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const price = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export type CourseBrief = { id: string; title: string; price: number };

/** Id, title and price of every course (a field mask: descriptions and the rest stay on the server). */
export async function courseBriefs(firestore?: Firestore): Promise<Map<string, CourseBrief>> {
  const snapshot = await (firestore ?? (await db())).collection('courses').select('title', 'price').get();
  return new Map(snapshot.docs.map((doc) => [doc.id, { id: doc.id, title: text(doc.get('title')), price: price(doc.get('price')) }]));
}

/** Enrollments per course, one count() aggregation per course, run in parallel. */
export async function enrollmentCounts(courseIds: Iterable<string>, firestore?: Firestore): Promise<Map<string, number>> {
  const store = firestore ?? (await db());
  const ids = [...courseIds];
  const counts = await Promise.all(
    ids.map(async (id) => (await store.collection('user_enrollments').where('course_id', '==', id).count().get()).data().count),
  );
  return new Map(ids.map((id, index) => [id, counts[index]!]));
}

/**
 * Money received, in pounds: the paid amounts of the payment records (pence) minus what was refunded, summed by
 * one aggregation query. Manual enrollments have no payment record, so they never count as money.
 */
export async function revenueReceived(firestore?: Firestore): Promise<number> {
  const store = firestore ?? (await db());
  // Two queries: one aggregation with both sums would skip every record missing either field.
  const [paid, refunded] = await Promise.all(
    ['amount_total', 'amount_refunded'].map(async (field) => {
      const sum = (await store.collection(PAYMENTS).aggregate({ pence: AggregateField.sum(field) }).get()).data().pence;
      return Math.round(Number(sum ?? 0));
    }),
  );
  const pence = paid! - refunded!;
  return Math.max(0, pence) / 100;
}

export async function adminOverview(): Promise<AdminOverview> {
  const firestore = await db();
  // The latest enrollments and their profiles form one chain; every count runs beside it once the
  // (small, masked) course list is known.
  const latest = (async () => {
    const recent = await firestore
      .collection('user_enrollments')
      .orderBy('enrolled_at', 'desc')
      .limit(RECENT_ENROLLMENTS)
      .select('user_id', 'course_id', 'enrolled_at', 'payment_intent_id')
      .get();
    const userIds = [...new Set(recent.docs.map((doc) => text(doc.get('user_id'))).filter(Boolean))];
    const profiles = userIds.length
      ? await firestore.getAll(...userIds.map((uid) => firestore.collection('profiles').doc(uid)), { fieldMask: ['full_name', 'email'] })
      : [];
    return { recent, profiles };
  })();
  const totals = Promise.all([
    firestore.collection('profiles').count().get(),
    firestore.collection('user_enrollments').count().get(),
    firestore.collection('user_enrollments').where('payment_intent_id', '==', MANUAL_ENROLLMENT_REFERENCE).count().get(),
    revenueReceived(firestore),
  ]);
  // Awaited below; until then a failure must not count as unhandled.
  latest.catch(() => {});
  totals.catch(() => {});
  const courses = await courseBriefs(firestore);
  const [[users, enrollments, manual, revenue], { recent, profiles }] = await Promise.all([totals, latest]);
  const profileById = new Map(profiles.filter((doc) => doc.exists).map((doc) => [doc.id, doc]));

  const recentEnrollments: AdminEnrollmentRow[] = recent.docs.map((doc) => {
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
      totalUsers: users.data().count,
      totalRevenue: revenue,
      totalCourses: courses.size,
      totalEnrollments: enrollments.data().count,
      manualEnrollments: manual.data().count,
    },
    recentEnrollments,
  };
}
