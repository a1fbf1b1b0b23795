// POST /api/admin/session-image (spec 2.13 'Edit Session'): a session's image, either an uploaded file
// (a data URL whose bytes must really be a JPEG, PNG, WebP, GIF or AVIF image of at most 5 MB, stored
// through the storage interface and served by /api/storage-image) or an http(s) URL or site path.
import { adminSessionImageRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { sessionImageSchema } from '../../src/lib/admin/admin';
import { HttpError } from '../../src/lib/http';
import { handlerFor } from '../lib/handler';
import { editSession, getAdminSession } from '../lib/admin/adminSessions';
import { SESSION_NOT_FOUND } from '../lib/admin/notFound';
import { MAX_BODY_WITH_PICTURE } from '../lib/admin/picture';

export default handlerFor(adminSessionImageRoute)({
  auth: 'admin',
  body: sessionImageSchema,
  maxBodyBytes: MAX_BODY_WITH_PICTURE,
  handle: async ({ body }) => {
    // The schema takes exactly one of the upload and the address, so the picture always changes.
    if (!(await editSession(body.sessionId, body))) throw new HttpError(404, SESSION_NOT_FOUND);
    return { session: (await getAdminSession(body.sessionId))! };
  },
});

export const config: Config = { path: '/api/admin/session-image' };
