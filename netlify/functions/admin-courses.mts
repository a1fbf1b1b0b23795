// /api/admin/courses (spec 2.13 Courses, 7; the course builder), admins only:
//   GET                      every course, drafts included, newest first, with enrollment and session counts
//   POST   courseCreateSchema a new course, always a draft (invisible to learners until published)
//   PATCH  courseChangeSchema { action: 'edit', id, ...fields } | { action: 'publish' | 'unpublish', id }
//   DELETE ?id=              a course with its sessions and their audio, pictures and written lessons (enrollments stay)
// The picture is an uploaded file (a data URL whose bytes must really be an image of at most 5 MB, stored like
// session pictures and served by /api/storage-image) or an address. Every rule is checked before anything is
// stored or written; a refusal is a 4xx with the words to show. A change the live pages show (publishing,
// unpublishing, or an edit of a published course) asks for one site rebuild when NETLIFY_BUILD_HOOK_URL is set.
import { adminCourseChangeRoute, adminCourseCreateRoute, adminCourseDeleteRoute, adminCoursesRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { courseIdQuerySchema } from '../../src/lib/admin/admin';
import {
  courseChangeSchema,
  courseCreateSchema,
  needsRebuild,
  type CourseFields,
  type RebuildOutcome,
} from '../../src/lib/admin/courseSchemas';
import { HttpError } from '../../src/lib/http';
import { requestRebuild } from '../lib/admin/buildHook';
import { COURSE_NOT_FOUND } from '../lib/admin/notFound';
import { checkPicture, MAX_BODY_WITH_PICTURE, storePicture, type CheckedPicture } from '../lib/admin/picture';
import { handlerFor } from '../lib/handler';
import { routeByMethod } from '../lib/methodRouter';
import {
  courseSlug,
  createCourse,
  deleteCourse,
  editCourse,
  getAdminCourse,
  listAdminCourses,
  setPublished,
  type ChangeResult,
} from '../lib/admin/adminCourses';
import { leftBehindMessage } from '../lib/admin/sessionRemains';

/** An uploaded picture, checked (400 when its bytes are not a usable image); the form's address is the schema's to check. */
const checkUpload = (fields: CourseFields): CheckedPicture => checkPicture({ imageDataUrl: fields.imageDataUrl });

/** Stores an upload beside the session pictures and gives its address; without one, the form's address (null: none). */
async function savedPicture(fields: CourseFields, upload: CheckedPicture, nameForFile: string): Promise<string | null> {
  return (await storePicture(`course-${nameForFile.slice(0, 150)}`, upload)) ?? fields.image_url;
}

/** 404 for an unknown course, 409 with the rule's words for a refused change; otherwise what the public saw and sees. */
function applied(result: ChangeResult) {
  if (result === 'missing') throw new HttpError(404, COURSE_NOT_FOUND);
  if ('refused' in result) throw new HttpError(409, result.refused);
  return result;
}

export default routeByMethod({
  GET: handlerFor(adminCoursesRoute)({
    auth: 'admin',
    handle: async () => ({ courses: await listAdminCourses() }),
  }),
  POST: handlerFor(adminCourseCreateRoute)({
    auth: 'admin',
    body: courseCreateSchema,
    maxBodyBytes: MAX_BODY_WITH_PICTURE,
    handle: async ({ body }) => {
      const imageUrl = await savedPicture(body, checkUpload(body), courseSlug(body.title));
      // A draft: nothing public changes, so no rebuild.
      return { course: await createCourse(body, imageUrl) };
    },
  }),
  PATCH: handlerFor(adminCourseChangeRoute)({
    auth: 'admin',
    body: courseChangeSchema,
    maxBodyBytes: MAX_BODY_WITH_PICTURE,
    handle: async ({ body }) => {
      let change: { before: Parameters<typeof needsRebuild>[0]; after: Parameters<typeof needsRebuild>[1] };
      if (body.action === 'edit') {
        const upload = checkUpload(body);
        if (upload.kind === 'upload' && !(await getAdminCourse(body.id))) throw new HttpError(404, COURSE_NOT_FOUND);
        change = applied(await editCourse(body.id, body, await savedPicture(body, upload, body.id)));
      } else {
        change = applied(await setPublished(body.id, body.action === 'publish'));
      }
      const rebuild: RebuildOutcome = needsRebuild(change.before, change.after)
        ? await requestRebuild(`Course ${body.action}: ${change.after.title}`)
        : 'not-needed';
      return { course: (await getAdminCourse(body.id))!, rebuild };
    },
  }),
  DELETE: handlerFor(adminCourseDeleteRoute)({
    auth: 'admin',
    query: courseIdQuerySchema,
    handle: async ({ query }) => {
      const deleted = await deleteCourse(query.id);
      if (!deleted) throw new HttpError(404, COURSE_NOT_FOUND);
      const rebuild: RebuildOutcome = deleted.wasPublished ? await requestRebuild(`Course deleted: ${query.id}`) : 'not-needed';
      const leftBehind = leftBehindMessage(deleted);
      return { deleted: true, rebuild, ...(leftBehind ? { leftBehind } : {}) };
    },
  }),
});

export const config: Config = { path: '/api/admin/courses' };
