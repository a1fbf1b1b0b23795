// The browser client of the course builder (PATCH/POST /api/admin/courses; the payloads are src/lib/admin/courseSchemas.ts).
// Errors arrive as ApiError carrying the server's words, which the form shows as they are.
import type { AdminData } from './adminClient';
import type { BuilderCourse, CourseChangeBody, CourseCreateBody, RebuildOutcome } from '../lib/admin/courseSchemas';
import { adminCourseChangeRoute, adminCourseCreateRoute } from './adminContract';
import { call } from './client';

export type CourseSaved = { course: BuilderCourse; rebuild: RebuildOutcome };

export const courseBuilderApi = {
  /** A new course: always a draft. */
  create: (body: CourseCreateBody) => call(adminCourseCreateRoute, body),
  /** Edit every field, publish or unpublish. */
  change: (body: CourseChangeBody): Promise<CourseSaved> => call(adminCourseChangeRoute, body),
};

/** GET /api/admin/courses answers BuilderCourse records (state and session count included). */
export const builderCourses = (data: AdminData): BuilderCourse[] => data.courses as BuilderCourse[];
