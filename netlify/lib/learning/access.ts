// The one access check of the learning functions: the course exists, the session belongs to it, and the
// caller is an admin or enrolled. Unknown ids answer 404, a locked course 403, before anything is read or written.
// A draft (C1) is unknown to everyone but admins and the learners already enrolled in it (it was unpublished
// after they bought it: what they paid for stays theirs), so a locked draft answers 404, never 403.
// A dripped session (opens N days after the learner's enrollment) answers 403 `not_yet_available` before its day.
import { HttpError } from '../../../src/lib/http';
import type { SignedInUser } from '../auth';
import { listSessionsOfCourse, type SessionRecord } from '../catalog/courseSessions';
import { getCourse, type CourseRecord } from '../catalog/courses';
import { canAccessCourse } from './enrollments';
import { isNotYetOpen, notYetAvailableMessage, sessionOpensAt } from '../../../src/lib/learning/drip';
import { collections, enrollmentId } from '../data/collections';
import { db } from '../firebase';

export const COURSE_NOT_FOUND = 'Course not found.';
export const SESSION_NOT_FOUND = 'Session not found.';
export const COURSE_NOT_ACCESSIBLE = 'Course Not Accessible';

/** The course when the caller may open it; 404 when it is unknown (or a draft they may not open), 403 when locked. */
export async function requireCourseAccess(user: SignedInUser, courseId: string): Promise<CourseRecord> {
  const course = await getCourse(courseId);
  if (!course) throw new HttpError(404, COURSE_NOT_FOUND);
  if (!(await canAccessCourse(user, course.id)))
    throw new HttpError(course.published ? 403 : 404, course.published ? COURSE_NOT_ACCESSIBLE : COURSE_NOT_FOUND);
  return course;
}

export async function requireSessionAccess(
  user: SignedInUser,
  courseId: string,
  sessionId: string,
  now: number = Date.now(),
): Promise<{ course: CourseRecord; sessions: SessionRecord[]; session: SessionRecord }> {
  const course = await requireCourseAccess(user, courseId);
  const sessions = await listSessionsOfCourse(course.id);
  const session = sessions.find((s) => s.id === sessionId);
  if (!session) throw new HttpError(404, SESSION_NOT_FOUND);
  // Drip: a session that opens days after enrollment keeps its content (video, lesson, audio, progress) closed
  // until then; an admin sees everything.
  const opensAt = user.isAdmin ? null : (await sessionOpenings(user.uid, course.id, [session])).get(session.id);
  if (opensAt && isNotYetOpen(opensAt, now)) {
    throw new HttpError(403, notYetAvailableMessage(opensAt), { code: 'not_yet_available' });
  }
  return { course, sessions, session };
}

/** When the learner's enrollment in the course was made (ISO), or null (an admin without one, or unknown). */
async function enrolledAt(uid: string, courseId: string): Promise<string | null> {
  const doc = await collections(await db())
    .enrollments.doc(enrollmentId(uid, courseId))
    .get();
  const at = doc.exists ? doc.get('enrolled_at') : null;
  return typeof at === 'string' ? at : null;
}

/**
 * When each dripped session opens for the learner (sessions open from the start are left out). One read of the
 * enrollment, and only when the course has a dripped session.
 */
export async function sessionOpenings(
  uid: string,
  courseId: string,
  sessions: ReadonlyArray<Pick<SessionRecord, 'id' | 'opens_after_days'>>,
): Promise<Map<string, string>> {
  const openings = new Map<string, string>();
  if (!sessions.some((session) => (session.opens_after_days ?? 0) > 0)) return openings;
  const since = await enrolledAt(uid, courseId);
  if (!since) return openings;
  for (const session of sessions) {
    const opensAt = sessionOpensAt(since, session.opens_after_days);
    if (opensAt) openings.set(session.id, opensAt);
  }
  return openings;
}
