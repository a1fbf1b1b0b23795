// Firestore `user_enrollments` (id `${uid}_${courseId}`): who may open which course.
import { db } from '../firebase';

export const ENROLLMENTS = 'user_enrollments';

export const enrollmentId = (uid: string, courseId: string) => `${uid}_${courseId}`;

/** One enrollment document (spec 3); `checkout_session_id` is kept beside the payment reference when paid. */
export type EnrollmentRecord = {
  user_id: string;
  course_id: string;
  enrolled_at: string;
  /** The payment reference: the payment intent (or Checkout Session) id, or a special value for manual ones. */
  payment_intent_id: string;
  checkout_session_id?: string;
};

export async function isEnrolled(uid: string, courseId: string): Promise<boolean> {
  const doc = await (await db()).collection(ENROLLMENTS).doc(enrollmentId(uid, courseId)).get();
  return doc.exists && doc.get('user_id') === uid;
}

/** The course ids a user is enrolled in. */
export async function enrolledCourseIds(uid: string): Promise<Set<string>> {
  const snapshot = await (await db()).collection(ENROLLMENTS).where('user_id', '==', uid).get();
  return new Set(snapshot.docs.map((doc) => doc.get('course_id')).filter((id): id is string => typeof id === 'string'));
}

/** Course access (spec 4): an admin, or a user with an enrollment in that course. */
export async function canAccessCourse(user: { uid: string; isAdmin: boolean }, courseId: string): Promise<boolean> {
  return user.isAdmin || isEnrolled(user.uid, courseId);
}
