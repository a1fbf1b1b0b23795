// POST /api/admin/session-image (spec 2.13 'Edit Session'): a session's image, either an uploaded file
// (a data URL whose bytes must really be a JPEG, PNG, WebP, GIF or AVIF image of at most 5 MB, stored
// through the storage interface and served by /api/storage-image) or an http(s) URL or site path.
import { adminSessionImageRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { sessionImageSchema } from '../../src/lib/admin/admin';
import { HttpError } from '../../src/lib/http';
import { handlerFor } from '../lib/handler';
import { getAdminSession, setSessionImage } from '../lib/admin/adminSessions';
import { checkPicture, MAX_BODY_WITH_PICTURE, storePicture } from '../lib/admin/sessionPicture';

export const SESSION_NOT_FOUND = 'Session not found';

export default handlerFor(adminSessionImageRoute)({
  auth: 'admin',
  body: sessionImageSchema,
  maxBodyBytes: MAX_BODY_WITH_PICTURE,
  handle: async ({ body }) => {
    // Everything is checked before anything is stored or written.
    const picture = checkPicture(body);
    if (!(await getAdminSession(body.sessionId))) throw new HttpError(404, SESSION_NOT_FOUND);
    // The schema takes exactly one of the upload and the address, so there is always an address to save.
    const imageUrl = (await storePicture(body.sessionId, picture))!;
    if (!(await setSessionImage(body.sessionId, imageUrl))) throw new HttpError(404, SESSION_NOT_FOUND);
    return { session: (await getAdminSession(body.sessionId))! };
  },
});

export const config: Config = { path: '/api/admin/session-image' };
