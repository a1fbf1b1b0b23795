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
    opens_after_days: typeof data.opens_after_days === 'number' && data.opens_after_days > 0 ? data.opens_after_days : 0,
    audio_path: typeof data.audio_path === 'string' && data.audio_path ? data.audio_path : null,
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

/**
 * The sessions of several courses, grouped by course id (each group ordered by session_order), with only the given
 * fields read: one query per 30 courses (Firestore's `in` limit), run in parallel.
 */
async function sessionsOfCourses(courseIds: readonly string[], fields: readonly string[]): Promise<Map<string, SessionRecord[]>> {
  const groups = new Map<string, SessionRecord[]>(courseIds.map((id) => [id, []]));
  const firestore = await db();
  const chunks: string[][] = [];
  for (let i = 0; i < courseIds.length; i += 30) chunks.push(courseIds.slice(i, i + 30));
  const snapshots = await Promise.all(
    chunks.map((chunk) =>
      collections(firestore)
        .courseSessions.where('course_id', 'in', chunk)
        .select('course_id', 'session_order', ...fields)
        .get(),
    ),
  );
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const session = toSession(doc.id, doc.data());
    groups.get(session.course_id)?.push(session);
  }
  for (const list of groups.values()) list.sort(byOrder);
  return groups;
}

/** What the dashboard needs of a session: no title, text or (paid) video address is even read. */
export type SessionOutline = Pick<SessionRecord, 'id' | 'course_id' | 'duration_minutes' | 'session_order'>;

/** The outlines of the sessions of several courses, grouped by course id (each group ordered). */
export async function sessionOutlinesOfCourses(courseIds: string[]): Promise<Map<string, SessionOutline[]>> {
  const groups = await sessionsOfCourses(courseIds, ['duration_minutes']);
  return new Map(
    [...groups].map(([courseId, list]) => [
      courseId,
      list.map(({ id, course_id, duration_minutes, session_order }) => ({ id, course_id, duration_minutes, session_order })),
    ]),
  );
}

/** What the public course list shows of a session: its title and description (never the video address). */
export type SessionListing = { title: string; description: string };

/** The titles and descriptions of the sessions of several courses, grouped by course id (each group ordered). */
export async function sessionListingsOfCourses(courseIds: string[]): Promise<Map<string, SessionListing[]>> {
  const groups = await sessionsOfCourses(courseIds, ['title', 'description']);
  return new Map([...groups].map(([courseId, list]) => [courseId, list.map(({ title, description }) => ({ title, description }))]));
}
