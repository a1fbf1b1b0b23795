// GET /api/session-audio?courseId=&sessionId=: the session's bonus hypnosis audio as a download, only for admins
// and the learners who may open the session (the check of /api/session). It answers 303 to the file's short-lived
// signed address in storage, where the bytes come from (a long recording cannot pass through a function's body).
import { sessionAudioRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { HttpError } from '../../src/lib/http';
import { sessionQuerySchema } from '../../src/lib/learning/learning';
import { AUDIO_NOT_AVAILABLE, bonusAudioFileName, SESSION_AUDIO_URL_SECONDS, storedAudioOf } from '../../src/lib/learning/lessons';
import { handlerFor } from '../lib/handler';
import { requireSessionAccess } from '../lib/learning/access';
import { services } from '../lib/compose';

export default handlerFor(sessionAudioRoute)({
  query: sessionQuerySchema,
  handle: async ({ query, user }): Promise<Response> => {
    const { session } = await requireSessionAccess(user, query.courseId, query.sessionId);
    const stored = storedAudioOf(session);
    const signed = await services().storage.signedReadUrl(stored.path, {
      expiresInSeconds: SESSION_AUDIO_URL_SECONDS,
      downloadName: bonusAudioFileName(session.title, stored.extension),
    });
    if (!signed) throw new HttpError(404, AUDIO_NOT_AVAILABLE);
    return new Response(null, {
      status: 303,
      // An address for one signed-in person, valid for minutes: never kept by any cache.
      headers: { location: signed.url, 'cache-control': 'private, no-store' },
    });
  },
});

export const config: Config = { path: '/api/session-audio' };
