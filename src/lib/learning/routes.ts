// The client-routed course area (spec 2.1): /course/{courseId} and /course/{courseId}/session/{sessionId}. Pure.

export type CourseRoute =
  { view: 'course'; courseId: string } | { view: 'session'; courseId: string; sessionId: string } | { view: 'unknown' };

const SEGMENT = '([A-Za-z0-9_-]{1,200})';

export function parseCourseRoute(pathname: string): CourseRoute {
  const path = pathname.replace(/\/+$/, '');
  let match = new RegExp(`^/course/${SEGMENT}$`).exec(path);
  if (match) return { view: 'course', courseId: match[1]! };
  match = new RegExp(`^/course/${SEGMENT}/session/${SEGMENT}$`).exec(path);
  if (match) return { view: 'session', courseId: match[1]!, sessionId: match[2]! };
  return { view: 'unknown' };
}

export const coursePath = (courseId: string) => `/course/${encodeURIComponent(courseId)}`;
export const sessionPath = (courseId: string, sessionId: string) =>
  `/course/${encodeURIComponent(courseId)}/session/${encodeURIComponent(sessionId)}`;

/** Shown when a session or course picture is missing or fails to load (public/images/fallback-session.svg). */
export const FALLBACK_IMAGE = '/images/fallback-session.svg';
