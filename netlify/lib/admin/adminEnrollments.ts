// Enrollments an admin makes or removes by hand (spec 2.13, 3, 7). The purchase flow's enrollments live in
// enrollments.ts; these use its deterministic id `${uid}_${courseId}`, so either path enrolls once. Each one
// records how the admin's figures move (enrollments, manual ones, per course, the newest) in the same commit.
import type { DocumentData } from 'firebase-admin/firestore';
import { courseState, saleRefusal } from '../../../src/lib/admin/courseSchemas';
import { MANUAL_ENROLLMENT_REFERENCE } from '../../../src/lib/admin/admin';
import { HttpError } from '../../../src/lib/http';
import { collections, enrollmentId } from '../data/collections';
import { db } from '../firebase';
import { runWithFigures } from '../data/figures';
import { COURSE_NOT_FOUND } from './notFound';

/**
 * Refuses a course nobody may be enrolled into by hand (checked before any account is made): 404 for no such
 * course, 409 with the reason for a draft or a coming-soon one.
 */
export async function requireOfferedCourse(courseId: string): Promise<void> {
  const course = await collections(await db())
    .courses.doc(courseId)
    .get();
  if (!course.exists) throw new HttpError(404, COURSE_NOT_FOUND);
  const refusal = saleRefusal(courseState(course.data()!));
  if (refusal) throw new HttpError(409, refusal);
}

/**
 * Enrolls the user with the manual-enrollment marker; `created` is false when they were already enrolled (nothing
 * changes). Only a course open for enrollment (published, not coming soon: contract C1) is accepted: 404 for no
 * such course, 409 with the reason for a draft or a coming-soon one.
 */
export async function createManualEnrollment(
  uid: string,
  courseId: string,
  now: Date = new Date(),
): Promise<{ enrollmentId: string; created: boolean }> {
  const firestore = await db();
  const enrollmentRef = collections(firestore).enrollments.doc(enrollmentId(uid, courseId));
  const courseRef = collections(firestore).courses.doc(courseId);
  return runWithFigures(firestore, async (tx, figures) => {
    const [course, enrollment] = await tx.getAll<DocumentData, DocumentData>(courseRef, enrollmentRef);
    if (!course!.exists) throw new HttpError(404, COURSE_NOT_FOUND);
    const refusal = saleRefusal(courseState(course!.data()!));
    if (refusal) throw new HttpError(409, refusal);
    if (enrollment!.exists) return { enrollmentId: enrollmentRef.id, created: false };
    const enrolledAt = now.toISOString();
    tx.create(enrollmentRef, {
      user_id: uid,
      course_id: courseId,
      enrolled_at: enrolledAt,
      payment_intent_id: MANUAL_ENROLLMENT_REFERENCE,
    });
    figures.add({ enrollments: 1, manual_enrollments: 1, course_enrollments: { [courseId]: 1 } });
    figures.enrollmentAdded({ id: enrollmentRef.id, enrolled_at: enrolledAt });
    return { enrollmentId: enrollmentRef.id, created: true };
  });
}

/** Deletes one enrollment; false when there was none with that id. */
export async function deleteEnrollment(id: string): Promise<boolean> {
  const firestore = await db();
  const ref = collections(firestore).enrollments.doc(id);
  return runWithFigures(firestore, async (tx, figures) => {
    const enrollment = await tx.get(ref);
    if (!enrollment.exists) return false;
    tx.delete(ref);
    const courseId = enrollment.get('course_id');
    figures.add({
      enrollments: -1,
      ...(enrollment.get('payment_intent_id') === MANUAL_ENROLLMENT_REFERENCE ? { manual_enrollments: -1 } : {}),
      ...(typeof courseId === 'string' ? { course_enrollments: { [courseId]: -1 } } : {}),
    });
    figures.enrollmentRemoved(id);
    return true;
  });
}
