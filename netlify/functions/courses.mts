// GET /api/courses: the public course list for /courses (spec 2.4, 7): every course ordered by created_at
// ascending, with its sessions' titles and descriptions ordered by session_order. No video addresses or
// other paid content. Public and briefly cacheable.
import type { Config } from '@netlify/functions';
import type { PublicCourse, PublicCoursesResponse } from '../../src/lib/publicCourses';
import { db } from '../lib/firebase';
import { defineHandler, json } from '../lib/handler';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const money = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export async function listPublicCourses(): Promise<PublicCourse[]> {
  const firestore = await db();
  const [courses, sessions] = await Promise.all([
    firestore.collection('courses').orderBy('created_at', 'asc').get(),
    firestore.collection('course_sessions').orderBy('session_order', 'asc').get(),
  ]);
  const byCourse = new Map<string, Array<{ title: string; description: string }>>();
  for (const doc of sessions.docs) {
    const data = doc.data();
    const list = byCourse.get(text(data.course_id)) ?? [];
    list.push({ title: text(data.title), description: text(data.description) });
    byCourse.set(text(data.course_id), list);
  }
  return courses.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      title: text(data.title),
      description: text(data.description),
      image_url: text(data.image_url) || null,
      price: money(data.price) ?? 0,
      original_price: money(data.original_price),
      sale_tag: text(data.sale_tag) || null,
      sessions: byCourse.get(doc.id) ?? [],
    };
  });
}

export default defineHandler({
  methods: ['GET'],
  auth: 'public',
  handle: async () => {
    const body: PublicCoursesResponse = { courses: await listPublicCourses() };
    return json(body, { headers: { 'cache-control': 'public, max-age=60' } });
  },
});

export const config: Config = { path: '/api/courses' };
