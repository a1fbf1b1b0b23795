// The public course list (/courses, spec 2.4, 7): every published course (C1: drafts never) ordered by
// created_at ascending, with its coming-soon flag and its sessions' titles and descriptions ordered by
// session_order. No video addresses or other paid content.
import { textField as text } from '../../../src/lib/storedFields';
import type { PublicCourse } from '../../../src/lib/catalog/publicCourses';
import { sessionListingsOfCourses } from './courseSessions';
import { listPublishedCourses } from './courses';

/** Two reads with field masks: the published courses (drafts are never read), then their sessions' titles. */
export async function listPublicCourses(): Promise<PublicCourse[]> {
  const published = await listPublishedCourses(['sale_tag']);
  const sessions = await sessionListingsOfCourses(published.map(({ course }) => course.id));
  return published.map(({ course, data }) => ({
    id: course.id,
    title: course.title,
    description: course.description,
    image_url: course.image_url,
    price: course.price,
    original_price: course.original_price,
    sale_tag: text(data.sale_tag) || null,
    coming_soon: course.coming_soon,
    sessions: sessions.get(course.id) ?? [],
  }));
}
