// Each written lesson's place in the course builder (its course and session order), copied onto the lesson in
// Sanity so the Studio lists lessons in the builder's order. The order itself lives in Firestore; the copy is written
// in the same request as every change of it (a reorder, a session added or deleted). Writing the copy never undoes
// or fails the change: when Sanity does not take it, the request says so and the next change writes it again.
import { textField as text } from '../../../src/lib/storedFields';
import { lessonWriter, type LessonPlace } from '../adapters/content/lessonWriter';
import { collections } from '../data/collections';
import { db } from '../firebase';

/** The words the builder shows when the Studio's list could not follow a change of the order. */
export const LESSON_PLACES_NOT_SAVED =
  "The Studio's list of written lessons could not follow this change yet: it will at the next change of this course's sessions.";

/** The places of a course's sessions as stored now (none for a course that is gone). */
async function placesOfCourse(courseId: string): Promise<LessonPlace[]> {
  const firestore = await db();
  const [course, sessions] = await Promise.all([
    collections(firestore).courses.doc(courseId).get(),
    collections(firestore).courseSessions.where('course_id', '==', courseId).select('session_order').get(),
  ]);
  if (!course.exists) return [];
  const courseCreatedAt = text(course.get('created_at'));
  return sessions.docs.map((doc) => ({
    sessionId: doc.id,
    courseId,
    courseCreatedAt,
    sessionOrder: typeof doc.get('session_order') === 'number' ? (doc.get('session_order') as number) : 0,
  }));
}

/** Writes the places of a course's lessons where they changed; false (logged) when it could not. Never throws. */
export async function placeLessonsOfCourse(courseId: string): Promise<boolean> {
  try {
    const written = await lessonWriter().placeLessons(await placesOfCourse(courseId));
    if (written.length > 0) console.info(`[lesson-places] ${courseId}: placed ${written.join(', ')}`);
    return true;
  } catch (error) {
    console.error(`[lesson-places] ${courseId}: the lessons' places were not written: ${(error as Error).message}`);
    return false;
  }
}
