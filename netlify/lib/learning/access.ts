// The one access check of the learning functions: the course exists, the session belongs to it, and the
// caller is an admin or enrolled. Unknown ids answer 404, a locked course 403, before anything is read or written.
// A draft (C1) is unknown to everyone but admins and the learners already enrolled in it (it was unpublished
// after they bought it: what they paid for stays theirs), so a locked draft answers 404, never 403.
import { HttpError } from '../../../src/lib/http';
import type { SignedInUser } from '../auth';
import { listSessionsOfCourse, type SessionRecord } from '../catalog/courseSessions';
import { getCourse, type CourseRecord } from '../catalog/courses';
import { canAccessCourse } from './enrollments';

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
): Promise<{ course: CourseRecord; sessions: SessionRecord[]; session: SessionRecord }> {
  const course = await requireCourseAccess(user, courseId);
  const sessions = await listSessionsOfCourse(course.id);
  const session = sessions.find((s) => s.id === sessionId);
  if (!session) throw new HttpError(404, SESSION_NOT_FOUND);
  return { course, sessions, session };
}
