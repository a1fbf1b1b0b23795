// The live course records (GET /api/courses: Firestore's prices and sessions) for page scripts and the
// purchase dialog: a plain fetch, no Firebase and no React, asked once per page. The function answers with
// a short public cache; `no-cache` makes the browser check back on every visit, so a price the admin has
// just changed shows on the next page load.
import { publicCoursesRoute } from '../api/publicRoutes';
import type { PublicCourse, PublicCoursesResponse } from '../lib/catalog/publicCourses';

let pending: Promise<PublicCourse[]> | null = null;

export function fetchLiveCourses(): Promise<PublicCourse[]> {
  pending ??= fetch(publicCoursesRoute.path, { headers: { accept: 'application/json' }, cache: 'no-cache' }).then(async (response) => {
    if (!response.ok) throw new Error(`GET ${publicCoursesRoute.path} answered ${response.status}`);
    return ((await response.json()) as PublicCoursesResponse).courses;
  });
  // A failed load is asked again next time rather than remembered.
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

/** One course's live record, or undefined when it is not listed (a draft, or gone). */
export async function fetchLiveCourse(courseId: string): Promise<PublicCourse | undefined> {
  return (await fetchLiveCourses()).find((course) => course.id === courseId);
}
