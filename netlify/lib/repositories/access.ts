// The one access check of the learning functions: the course exists, the session belongs to it, and the
// caller is an admin or enrolled. Unknown ids answer 404, a locked course 403, before anything is read or written.
import { HttpError } from '../../../src/lib/http';
import type { SignedInUser } from '../auth';
import { listSessionsOfCourse, type SessionRecord } from './courseSessions';
import { getCourse } from './courses';
import { canAccessCourse } from './enrollments';
import type { CourseSummary } from '../../../src/lib/learning';

export const COURSE_NOT_FOUND = 'Course not found.';
export const SESSION_NOT_FOUND = 'Session not found.';
export const COURSE_NOT_ACCESSIBLE = 'Course Not Accessible';

export async function requireSessionAccess(
  user: SignedInUser,
  courseId: string,
  sessionId: string,
): Promise<{ course: CourseSummary; sessions: SessionRecord[]; session: SessionRecord }> {
  const course = await getCourse(courseId);
  if (!course) throw new HttpError(404, COURSE_NOT_FOUND);
  if (!(await canAccessCourse(user, course.id))) throw new HttpError(403, COURSE_NOT_ACCESSIBLE);
  const sessions = await listSessionsOfCourse(course.id);
  const session = sessions.find((s) => s.id === sessionId);
  if (!session) throw new HttpError(404, SESSION_NOT_FOUND);
  return { course, sessions, session };
}
