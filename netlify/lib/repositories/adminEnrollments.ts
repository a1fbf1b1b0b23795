// Enrollments an admin makes or removes by hand (spec 2.13, 3, 7). The purchase flow's enrollments live in
// enrollments.ts; these use its deterministic id `${uid}_${courseId}`, so either path enrolls once.
import { MANUAL_ENROLLMENT_REFERENCE } from '../../../src/lib/admin';
import { db } from '../firebase';
import { ENROLLMENTS, enrollmentId as idOf } from './enrollments';

const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

/** Enrolls the user with the manual-enrollment marker; `created` is false when they were already enrolled (nothing changes). */
export async function createManualEnrollment(
  uid: string,
  courseId: string,
  now: Date = new Date(),
): Promise<{ enrollmentId: string; created: boolean }> {
  const enrollmentId = idOf(uid, courseId);
  try {
    await (await db()).collection(ENROLLMENTS).doc(enrollmentId).create({
      user_id: uid,
      course_id: courseId,
      enrolled_at: now.toISOString(),
      payment_intent_id: MANUAL_ENROLLMENT_REFERENCE,
    });
    return { enrollmentId, created: true };
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== ALREADY_EXISTS) throw error;
    return { enrollmentId, created: false };
  }
}

/** Deletes one enrollment; false when there was none with that id. */
export async function deleteEnrollment(id: string): Promise<boolean> {
  try {
    await (await db()).collection(ENROLLMENTS).doc(id).delete({ exists: true });
    return true;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === NOT_FOUND) return false;
    throw error;
  }
}
