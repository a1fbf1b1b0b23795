// The public course list (/courses, spec 2.4, 7): every published course (C1: drafts never) ordered by
// created_at ascending, with its coming-soon flag, the price in force now (a sale past its end is over) and its
// sessions' titles and descriptions ordered by session_order. No video addresses or other paid content.
import { publicCourseOf, type PublicCourse } from '../../../src/lib/catalog/publicCourses';
import { sessionListingsOfCourses } from './courseSessions';
import { listPublishedCourses } from './courses';

/** Two reads with field masks: the published courses (drafts are never read), then their sessions' titles. */
export async function listPublicCourses(now: number = Date.now()): Promise<PublicCourse[]> {
  const published = await listPublishedCourses(['sale_tag']);
  const sessions = await sessionListingsOfCourses(published.map(({ course }) => course.id));
  return published.map(({ course, data }) => publicCourseOf(course.id, data, sessions.get(course.id) ?? [], now));
}
