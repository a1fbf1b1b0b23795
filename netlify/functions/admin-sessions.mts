// /api/admin/sessions (spec 2.13 Sessions; the course builder), admins only:
// GET the list (or ?id= one session with its video address), POST add a session at the end of its course,
// PATCH edit one, PUT a course's whole new order in one transaction, DELETE ?id= (refused with 409 while
// learners have progress on it, unless &confirm=true; its audio, picture and written lesson go with it, and
// `leftBehind` says when some could not be removed yet). Every change writes the course's order onto its written
// lessons in Sanity for the Studio's list (`notice` says when that could not be done). Bodies are checked with src/lib/admin/sessionSchemas.ts, the
// schemas the form uses; bad input gets 400 with the reason, and nothing is stored or written.
import {
  adminSessionAddRoute,
  adminSessionDeleteRoute,
  adminSessionDetailsRoute,
  adminSessionEditRoute,
  adminSessionsReorderRoute,
  adminSessionsRoute,
} from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { HttpError } from '../../src/lib/http';
import {
  addSessionSchema,
  deleteSessionQuerySchema,
  editSessionSchema,
  learnersWithProgressMessage,
  MAX_SESSIONS_PER_COURSE,
  reorderSessionsSchema,
  sessionIdQuerySchema,
  type NewSession,
} from '../../src/lib/admin/sessionSchemas';
import { COURSE_NOT_FOUND, SESSION_NOT_FOUND } from '../lib/admin/notFound';
import { MAX_BODY_WITH_PICTURE } from '../lib/admin/picture';
import { handlerFor, json } from '../lib/handler';
import { leftBehindMessage } from '../lib/admin/sessionRemains';
import { LESSON_PLACES_NOT_SAVED, placeLessonsOfCourse } from '../lib/admin/lessonPlaces';
import { routeByMethod } from '../lib/methodRouter';
import {
  addSession,
  deleteSession,
  editSession,
  getAdminSessionDetails,
  listAdminSessions,
  listAdminSessionsOfCourse,
  reorderSessions,
  type SessionFields,
} from '../lib/admin/adminSessions';

export const LAST_SESSION_OF_PUBLISHED = 'This is the only session of a published course. Unpublish the course before deleting it.';
export const COURSE_FULL = `A course has at most ${MAX_SESSIONS_PER_COURSE} sessions`;
export const orderMismatch = (count: number) =>
  `The new order must list each of this course's ${count} sessions exactly once. The sessions may have changed: reload and try again.`;

/** `notice` when the Studio's list of written lessons could not follow the change (the change itself is saved). */
const lessonNotice = (placed: boolean): { notice?: string } => (placed ? {} : { notice: LESSON_PLACES_NOT_SAVED });

const fieldsOf = (
  body: Pick<NewSession, 'title' | 'description' | 'video_url' | 'duration_minutes' | 'opens_after_days'>,
): SessionFields => ({
  title: body.title,
  description: body.description,
  video_url: body.video_url,
  duration_minutes: body.duration_minutes,
  ...(body.opens_after_days !== undefined ? { opens_after_days: body.opens_after_days } : {}),
});

export default routeByMethod({
  GET: handlerFor(
    adminSessionsRoute,
    adminSessionDetailsRoute,
  )({
    auth: 'admin',
    query: sessionIdQuerySchema,
    handle: async ({ query }) => {
      if (!query.id) return { sessions: await listAdminSessions() };
      const session = await getAdminSessionDetails(query.id);
      if (!session) throw new HttpError(404, SESSION_NOT_FOUND);
      return { session };
    },
  }),
  POST: handlerFor(adminSessionAddRoute)({
    auth: 'admin',
    body: addSessionSchema,
    maxBodyBytes: MAX_BODY_WITH_PICTURE,
    handle: async ({ body }) => {
      const result = await addSession(body.courseId, fieldsOf(body), body);
      if ('refused' in result) {
        throw result.refused === 'course-full' ? new HttpError(400, COURSE_FULL) : new HttpError(404, COURSE_NOT_FOUND);
      }
      const placed = await placeLessonsOfCourse(body.courseId);
      return json({ session: result.added, ...lessonNotice(placed) }, { status: 201 });
    },
  }),
  PATCH: handlerFor(adminSessionEditRoute)({
    auth: 'admin',
    body: editSessionSchema,
    maxBodyBytes: MAX_BODY_WITH_PICTURE,
    handle: async ({ body }) => {
      if (!(await editSession(body.sessionId, body, fieldsOf(body)))) throw new HttpError(404, SESSION_NOT_FOUND);
      const session = (await getAdminSessionDetails(body.sessionId))!;
      return { session, ...lessonNotice(await placeLessonsOfCourse(session.course_id)) };
    },
  }),
  PUT: handlerFor(adminSessionsReorderRoute)({
    auth: 'admin',
    body: reorderSessionsSchema,
    handle: async ({ body }) => {
      const result = await reorderSessions(body.courseId, body.sessionIds);
      if (result === 'course-missing') throw new HttpError(404, COURSE_NOT_FOUND);
      if (result !== 'reordered') throw new HttpError(409, orderMismatch(result.mismatch));
      // The Studio lists written lessons in this order: their places are written in this same request.
      const placed = await placeLessonsOfCourse(body.courseId);
      return { sessions: await listAdminSessionsOfCourse(body.courseId), ...lessonNotice(placed) };
    },
  }),
  DELETE: handlerFor(adminSessionDeleteRoute)({
    auth: 'admin',
    query: deleteSessionQuerySchema,
    handle: async ({ query }) => {
      const result = await deleteSession(query.id, query.confirm === 'true');
      if (result === 'missing') throw new HttpError(404, SESSION_NOT_FOUND);
      if (result === 'last-of-published') throw new HttpError(409, LAST_SESSION_OF_PUBLISHED);
      if ('needsConfirmation' in result) {
        throw new HttpError(409, learnersWithProgressMessage(result.needsConfirmation), {
          code: 'needs_confirmation',
          details: { learnersWithProgress: result.needsConfirmation },
        });
      }
      const leftBehind = leftBehindMessage(result);
      const placed = await placeLessonsOfCourse(result.courseId);
      return { deleted: true, learnersWithProgress: result.deleted, ...(leftBehind ? { leftBehind } : {}), ...lessonNotice(placed) };
    },
  }),
});

export const config: Config = { path: '/api/admin/sessions' };
