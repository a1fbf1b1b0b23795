// 'Go to Course' for someone who owns a course: loaded by the course pages and /courses only when the sign-in hint
// says someone is signed in, it asks GET /api/owned-courses (with the session cookie) which courses are hers. A
// visitor signed out, or a failed answer, leaves the page as it is (the purchase dialog also says when a course is
// owned).
import { ownedCoursesRoute, type OwnedCoursesResponse } from '../api/publicRoutes';
import { GO_TO_COURSE } from '../lib/catalog/courseWords';

export async function fetchOwnedCourseIds(): Promise<Set<string>> {
  const response = await fetch(ownedCoursesRoute.path, { headers: { accept: 'application/json' } });
  if (!response.ok) return new Set();
  return new Set(((await response.json()) as OwnedCoursesResponse).courseIds);
}

/** The course page: each purchase button of an owned course becomes a link into the course. */
export async function showOwnedOnCoursePage(root: ParentNode = document): Promise<void> {
  const owned = await fetchOwnedCourseIds();
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-purchase-course]')) {
    const courseId = button.dataset.purchaseCourse!;
    if (!owned.has(courseId)) continue;
    const link = document.createElement('a');
    link.className = button.className;
    link.href = `/course/${encodeURIComponent(courseId)}`;
    link.textContent = GO_TO_COURSE;
    link.dataset.ownedCourse = courseId;
    button.replaceWith(link);
  }
}
