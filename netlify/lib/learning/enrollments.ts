// Firestore `user_enrollments` (id `${uid}_${courseId}`): who may open which course.
import { collections, enrollmentId } from '../data/collections';
import { db } from '../firebase';

export async function isEnrolled(uid: string, courseId: string): Promise<boolean> {
  const doc = await collections(await db())
    .enrollments.doc(enrollmentId(uid, courseId))
    .get();
  return doc.exists && doc.get('user_id') === uid;
}

/** The course ids a user is enrolled in. */
export async function enrolledCourseIds(uid: string): Promise<Set<string>> {
  const snapshot = await collections(await db())
    .enrollments.where('user_id', '==', uid)
    .get();
  return new Set(snapshot.docs.map((doc) => doc.get('course_id')).filter((id): id is string => typeof id === 'string'));
}

/** Course access (spec 4): an admin, or a user with an enrollment in that course. */
export async function canAccessCourse(user: { uid: string; isAdmin: boolean }, courseId: string): Promise<boolean> {
  return user.isAdmin || isEnrolled(user.uid, courseId);
}
