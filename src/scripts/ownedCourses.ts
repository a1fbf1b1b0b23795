// 'Go to Course' for someone who owns a course: loaded by the course pages and /courses only when the sign-in hint
// says someone is signed in, it asks GET /api/owned-courses (with her ID token: Firebase's client loads with it, as
// the sign-out button and the purchase dialog load it) which courses are hers. A visitor signed out, or a failed
// answer, leaves the page as it is (the purchase dialog also says when a course is owned).
import { ownedCoursesRoute, type OwnedCoursesResponse } from '../api/publicRoutes';
import { getIdToken } from '../stores/auth';
import { GO_TO_COURSE } from '../lib/catalog/courseWords';

export async function fetchOwnedCourseIds(): Promise<Set<string>> {
  const token = await getIdToken();
  if (!token) return new Set();
  const response = await fetch(ownedCoursesRoute.path, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
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
