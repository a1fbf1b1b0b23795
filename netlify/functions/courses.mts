// GET /api/courses: the public course list for /courses (spec 2.4, 7): every published course (C1: drafts never)
// ordered by created_at ascending, with its coming-soon flag and its sessions' titles and descriptions ordered by
// session_order. No video addresses or other paid content. Public and briefly cacheable.
import { publicCoursesRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import type { PublicCoursesResponse } from '../../src/lib/catalog/publicCourses';
import { handlerFor, json } from '../lib/handler';
import { listPublicCourses } from '../lib/catalog/publicCourses';

export default handlerFor(publicCoursesRoute)({
  auth: 'public',
  handle: async () => {
    const body: PublicCoursesResponse = { courses: await listPublicCourses() };
    return json(body, { headers: { 'cache-control': 'public, max-age=60' } });
  },
});

export const config: Config = { path: '/api/courses' };
