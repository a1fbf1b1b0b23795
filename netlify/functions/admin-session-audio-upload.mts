// POST /api/admin/session-audio-upload {courseId, sessionId, contentType, sizeBytes} (the course builder), admins
// only: a short-lived signed address the browser PUTs the session's audio track to, straight into file storage (up to
// 200 MB, never through a function). A type other than MP3 or M4A/AAC, an empty file or one over 200 MB gets 400;
// a session not in that course 404. Nothing is stored or written here.
import { adminSessionAudioUploadRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { sessionAudioUploadSchema } from '../../src/lib/admin/sessionAudio';
import { HttpError } from '../../src/lib/http';
import { handlerFor } from '../lib/handler';
import { signSessionAudioUpload } from '../lib/admin/adminSessionAudio';
import { SESSION_NOT_FOUND } from '../lib/admin/notFound';

export default handlerFor(adminSessionAudioUploadRoute)({
  auth: 'admin',
  body: sessionAudioUploadSchema,
  handle: async ({ body }) => {
    const signed = await signSessionAudioUpload(body.courseId, body.sessionId, body.contentType, body.sizeBytes);
    if (!signed) throw new HttpError(404, SESSION_NOT_FOUND);
    return { ...signed, expiresAt: signed.expiresAt.toISOString() };
  },
});

export const config: Config = { path: '/api/admin/session-audio-upload' };
