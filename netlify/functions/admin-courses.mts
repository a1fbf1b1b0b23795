// /api/admin/courses (spec 2.13 Courses, 7; issue #11 course builder), admins only:
//   GET                      every course, drafts included, newest first, with enrollment and session counts
//   POST   courseCreateSchema a new course, always a draft (invisible to learners until published)
//   PATCH  courseChangeSchema { action: 'edit', id, ...fields } | { action: 'publish' | 'unpublish', id }
//   DELETE ?id=              a course with its sessions (enrollments stay)
// The picture is an uploaded file (a data URL whose bytes must really be an image of at most 5 MB, stored like
// session pictures and served by /api/storage-image) or an address. Every rule is checked before anything is
// stored or written; a refusal is a 4xx with the words to show. A change the live pages show (publishing,
// unpublishing, or an edit of a published course) asks for one site rebuild when NETLIFY_BUILD_HOOK_URL is set.
import { adminCourseChangeRoute, adminCourseCreateRoute, adminCourseDeleteRoute, adminCoursesRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { courseIdQuerySchema, MAX_SESSION_IMAGE_BYTES } from '../../src/lib/admin/admin';
import {
  courseChangeSchema,
  courseCreateSchema,
  needsRebuild,
  type CourseFields,
  type RebuildOutcome,
} from '../../src/lib/admin/courseSchemas';
import { HttpError } from '../../src/lib/http';
import { decodeImageDataUrl } from '../../src/lib/admin/imageUpload';
import { publicImagePath, storageImageUrl } from '../../src/lib/site/storageImage';
import { requestRebuild } from '../lib/admin/buildHook';
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
import { services } from '../lib/compose';

export const COURSE_NOT_FOUND = 'Course not found';

// A 5 MB picture as base64 text, plus the JSON around it.
const MAX_BODY_BYTES = Math.ceil((MAX_SESSION_IMAGE_BYTES * 4) / 3) + 32 * 1024;

type PictureChoice = { imageUrl: string | null; upload: { path: string; bytes: Uint8Array; contentType: string } | null };

/** The picture address to store, and the file to put in storage first when one was uploaded (checked here). */
function choosePicture(fields: CourseFields, nameForFile: string, now = Date.now()): PictureChoice {
  if (!fields.imageDataUrl) return { imageUrl: fields.image_url, upload: null };
  const image = decodeImageDataUrl(fields.imageDataUrl);
  if ('error' in image) throw new HttpError(400, image.error, { code: 'image_rejected' });
  // The public image folder of the storage interface (src/lib/site/storageImage.ts): course pictures sit beside session ones.
  const path = publicImagePath(`course-${nameForFile.slice(0, 150)}`, now, image.extension);
  return { imageUrl: storageImageUrl(path), upload: { path, bytes: image.bytes, contentType: image.contentType } };
}

async function storePicture(picture: PictureChoice): Promise<void> {
  if (picture.upload) await services().storage.put(picture.upload.path, picture.upload.bytes, picture.upload.contentType);
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
    maxBodyBytes: MAX_BODY_BYTES,
    handle: async ({ body }) => {
      const picture = choosePicture(body, courseSlug(body.title));
      await storePicture(picture);
      // A draft: nothing public changes, so no rebuild.
      return { course: await createCourse(body, picture.imageUrl) };
    },
  }),
  PATCH: handlerFor(adminCourseChangeRoute)({
    auth: 'admin',
    body: courseChangeSchema,
    maxBodyBytes: MAX_BODY_BYTES,
    handle: async ({ body }) => {
      let change: { before: Parameters<typeof needsRebuild>[0]; after: Parameters<typeof needsRebuild>[1] };
      if (body.action === 'edit') {
        const picture = choosePicture(body, body.id);
        if (picture.upload && !(await getAdminCourse(body.id))) throw new HttpError(404, COURSE_NOT_FOUND);
        await storePicture(picture);
        change = applied(await editCourse(body.id, body, picture.imageUrl));
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
      return { deleted: true, rebuild };
    },
  }),
});

export const config: Config = { path: '/api/admin/courses' };
