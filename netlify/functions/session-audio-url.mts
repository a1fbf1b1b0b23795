// GET /api/session-audio-url?courseId=&sessionId=[&download=1]: a short-lived signed address of the session's audio
// in file storage (Cloud Storage's V4 signed URL, or the local server's HMAC-signed one), only for admins and the
// learners who may open the session (the check of /api/session: a refund, a removed enrollment or a deleted account
// stops new addresses). The browser reads the bytes from there, with Range requests: none pass through a function.
import { sessionAudioUrlRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { HttpError } from '../../src/lib/http';
import { sessionAudioUrlQuerySchema } from '../../src/lib/learning/learning';
import { AUDIO_NOT_AVAILABLE, bonusAudioFileName, SESSION_AUDIO_URL_SECONDS, storedAudioOf } from '../../src/lib/learning/lessons';
import { handlerFor } from '../lib/handler';
import { requireSessionAccess } from '../lib/learning/access';
import { services } from '../lib/compose';

export default handlerFor(sessionAudioUrlRoute)({
  query: sessionAudioUrlQuerySchema,
  handle: async ({ query, user }) => {
    const { session } = await requireSessionAccess(user, query.courseId, query.sessionId);
    const stored = storedAudioOf(session);
    const signed = await services().storage.signedReadUrl(stored.path, {
      expiresInSeconds: SESSION_AUDIO_URL_SECONDS,
      ...(query.download ? { downloadName: bonusAudioFileName(session.title, stored.extension) } : {}),
    });
    if (!signed) throw new HttpError(404, AUDIO_NOT_AVAILABLE);
    return { url: signed.url, expiresAt: signed.expiresAt.toISOString() };
  },
});

export const config: Config = { path: '/api/session-audio-url' };
