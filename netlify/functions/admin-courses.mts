// /api/admin/courses (spec 2.13 Courses, 7): GET the list (newest first, with enrollment counts),
// POST a new course (createCourseSchema), DELETE ?id= a course with its sessions (enrollments stay).
import type { Config } from '@netlify/functions';
import { courseIdQuerySchema, createCourseSchema } from '../../src/lib/admin';
import { HttpError } from '../../src/lib/http';
import { BAD_IMAGE_URL, isAllowedImageUrl } from '../../src/lib/imageUpload';
import { defineHandler } from '../lib/handler';
import { routeByMethod } from '../lib/methodRouter';
import { createCourse, deleteCourse, listAdminCourses } from '../lib/repositories/adminCourses';

export const COURSE_NOT_FOUND = 'Course not found';

export default routeByMethod({
  GET: defineHandler({
    methods: ['GET'],
    auth: 'admin',
    handle: async () => ({ courses: await listAdminCourses() }),
  }),
  POST: defineHandler({
    methods: ['POST'],
    auth: 'admin',
    body: createCourseSchema,
    handle: async ({ body }) => {
      // The same rule as session images: a web address or a path on this site, nothing else.
      if (body.image_url && !isAllowedImageUrl(body.image_url)) throw new HttpError(400, BAD_IMAGE_URL);
      return { course: await createCourse(body) };
    },
  }),
  DELETE: defineHandler({
    methods: ['DELETE'],
    auth: 'admin',
    query: courseIdQuerySchema,
    handle: async ({ query }) => {
      if (!(await deleteCourse(query.id))) throw new HttpError(404, COURSE_NOT_FOUND);
      return { deleted: true };
    },
  }),
});

export const config: Config = { path: '/api/admin/courses' };
