// The public course list (/courses, spec 2.4, 7): every published course (C1: drafts never) ordered by
// created_at ascending, with its coming-soon flag and its sessions' titles and descriptions ordered by
// session_order. No video addresses or other paid content.
import { textField as text } from '../../../src/lib/storedFields';
import type { PublicCourse } from '../../../src/lib/publicCourses';
import { collections } from '../data/collections';
import { db } from '../firebase';
import { listPublishedCourses } from './courses';

export async function listPublicCourses(): Promise<PublicCourse[]> {
  const firestore = await db();
  const [published, sessions] = await Promise.all([
    listPublishedCourses(),
    collections(firestore).courseSessions.orderBy('session_order', 'asc').get(),
  ]);
  const byCourse = new Map<string, Array<{ title: string; description: string }>>();
  for (const doc of sessions.docs) {
    const data = doc.data();
    const list = byCourse.get(text(data.course_id)) ?? [];
    list.push({ title: text(data.title), description: text(data.description) });
    byCourse.set(text(data.course_id), list);
  }
  return published.map(({ course, data }) => ({
    id: course.id,
    title: course.title,
    description: course.description,
    image_url: course.image_url,
    price: course.price,
    original_price: course.original_price,
    sale_tag: text(data.sale_tag) || null,
    coming_soon: course.coming_soon,
    sessions: byCourse.get(course.id) ?? [],
  }));
}
