// GET /api/owned-courses: the ids of the courses the signed-in visitor (her ID token) is enrolled in, so the course pages and /courses
// show 'Go to Course' instead of 'Enroll Now' and 'Learn More' (one query over her own enrollments).
import { ownedCoursesRoute, type OwnedCoursesResponse } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { handlerFor, json } from '../lib/handler';
import { enrolledCourseIds } from '../lib/learning/enrollments';

export default handlerFor(ownedCoursesRoute)({
  handle: async ({ user }) => {
    const body: OwnedCoursesResponse = { courseIds: [...(await enrolledCourseIds(user.uid))].sort() };
    // Hers alone: never kept by a shared cache, and asked afresh after she buys.
    return json(body, { headers: { 'cache-control': 'private, no-store' } });
  },
});

export const config: Config = { path: '/api/owned-courses' };
