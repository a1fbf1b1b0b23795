// Firestore `course_sessions`: the sessions of each course, with their (paid) video addresses.
import { collections, type CourseSessionDoc } from '../data/collections';
import { db } from '../firebase';

/** A stored session with its id (the stored created_at is not passed on). */
export type SessionRecord = { id: string } & Omit<CourseSessionDoc, 'created_at'>;

function toSession(id: string, data: Record<string, unknown>): SessionRecord {
  return {
    id,
    course_id: typeof data.course_id === 'string' ? data.course_id : '',
    title: typeof data.title === 'string' ? data.title : '',
    description: typeof data.description === 'string' ? data.description : '',
    image_url: typeof data.image_url === 'string' && data.image_url ? data.image_url : null,
    video_url: typeof data.video_url === 'string' && data.video_url ? data.video_url : null,
    duration_minutes: typeof data.duration_minutes === 'number' ? data.duration_minutes : 0,
    session_order: typeof data.session_order === 'number' ? data.session_order : 0,
  };
}

const byOrder = (a: SessionRecord, b: SessionRecord) => a.session_order - b.session_order || a.id.localeCompare(b.id);

/** A course's sessions ordered by session_order ascending. */
export async function listSessionsOfCourse(courseId: string): Promise<SessionRecord[]> {
  const snapshot = await collections(await db())
    .courseSessions.where('course_id', '==', courseId)
    .get();
  return snapshot.docs.map((doc) => toSession(doc.id, doc.data())).sort(byOrder);
}

/** What the dashboard needs of a session: no title, text or (paid) video address is even read. */
export type SessionOutline = Pick<SessionRecord, 'id' | 'course_id' | 'duration_minutes' | 'session_order'>;

/**
 * The outlines of the sessions of several courses, grouped by course id (each group ordered): one query per
 * 30 courses (Firestore's `in` limit), run in parallel, with a field mask.
 */
export async function sessionOutlinesOfCourses(courseIds: string[]): Promise<Map<string, SessionOutline[]>> {
  const groups = new Map<string, SessionOutline[]>(courseIds.map((id) => [id, []]));
  const firestore = await db();
  const chunks: string[][] = [];
  for (let i = 0; i < courseIds.length; i += 30) chunks.push(courseIds.slice(i, i + 30));
  const snapshots = await Promise.all(
    chunks.map((chunk) =>
      collections(firestore).courseSessions.where('course_id', 'in', chunk).select('course_id', 'duration_minutes', 'session_order').get(),
    ),
  );
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const { id, course_id, duration_minutes, session_order } = toSession(doc.id, doc.data());
    groups.get(course_id)?.push({ id, course_id, duration_minutes, session_order });
  }
  for (const list of groups.values()) list.sort((a, b) => a.session_order - b.session_order || a.id.localeCompare(b.id));
  return groups;
}
