// Admin view of every course session (spec 2.13, 7) and the session image update. Video addresses are not read.
import type { AdminSession } from '../../../src/lib/admin';
import { db } from '../firebase';
import { UNKNOWN_COURSE } from './adminStats';

const SESSION_FIELDS = ['course_id', 'title', 'description', 'image_url', 'duration_minutes', 'session_order'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

type CourseInfo = { title: string; image_url: string | null; created_at: string };

function toAdminSession(id: string, data: Record<string, unknown>, course: CourseInfo | undefined): AdminSession {
  return {
    id,
    course_id: text(data.course_id),
    courseTitle: course?.title || UNKNOWN_COURSE,
    title: text(data.title),
    description: text(data.description),
    image_url: textOrNull(data.image_url),
    courseImageUrl: course?.image_url ?? null,
    duration_minutes: typeof data.duration_minutes === 'number' && Number.isFinite(data.duration_minutes) ? data.duration_minutes : null,
    session_order: typeof data.session_order === 'number' ? data.session_order : 0,
  };
}

async function courseInfo(): Promise<Map<string, CourseInfo>> {
  const snapshot = await (await db()).collection('courses').select('title', 'image_url', 'created_at').get();
  return new Map(
    snapshot.docs.map((doc) => [
      doc.id,
      { title: text(doc.get('title')), image_url: textOrNull(doc.get('image_url')), created_at: text(doc.get('created_at')) },
    ]),
  );
}

/** All sessions, grouped by course (courses oldest first, as on the learner pages), each by session_order. */
export async function listAdminSessions(): Promise<AdminSession[]> {
  const firestore = await db();
  const [courses, snapshot] = await Promise.all([courseInfo(), firestore.collection('course_sessions').select(...SESSION_FIELDS).get()]);
  const courseRank = (courseId: string) => courses.get(courseId)?.created_at ?? '\uffff';
  return snapshot.docs
    .map((doc) => toAdminSession(doc.id, doc.data(), courses.get(text(doc.get('course_id')))))
    .sort(
      (a, b) =>
        courseRank(a.course_id).localeCompare(courseRank(b.course_id)) ||
        a.course_id.localeCompare(b.course_id) ||
        a.session_order - b.session_order ||
        a.id.localeCompare(b.id),
    );
}

export async function getAdminSession(id: string): Promise<AdminSession | null> {
  const firestore = await db();
  const doc = await firestore.collection('course_sessions').doc(id).get();
  if (!doc.exists) return null;
  const courseId = text(doc.get('course_id'));
  const course = courseId ? await firestore.collection('courses').doc(courseId).get() : null;
  const info = course?.exists
    ? { title: text(course.get('title')), image_url: textOrNull(course.get('image_url')), created_at: text(course.get('created_at')) }
    : undefined;
  return toAdminSession(doc.id, doc.data()!, info);
}

/** Sets the session's image address; false when the session does not exist (nothing is written then). */
export async function setSessionImage(id: string, imageUrl: string): Promise<boolean> {
  try {
    await (await db()).collection('course_sessions').doc(id).update({ image_url: imageUrl });
    return true;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 5 /* NOT_FOUND */) return false;
    throw error;
  }
}
