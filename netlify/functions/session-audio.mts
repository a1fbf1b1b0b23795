// GET /api/session-audio?courseId=&sessionId=: the session's bonus hypnosis audio as a download, only for admins
// and enrolled learners (the same access check as /api/session), read through the file storage interface.
import { sessionAudioRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { HttpError } from '../../src/lib/http';
import { sessionQuerySchema } from '../../src/lib/learning/learning';
import { AUDIO_NOT_AVAILABLE, sessionAudioDisposition, sessionAudioPath } from '../../src/lib/learning/lessons';
import { handlerFor } from '../lib/handler';
import { requireSessionAccess } from '../lib/learning/access';
import { services } from '../lib/compose';

export default handlerFor(sessionAudioRoute)({
  query: sessionQuerySchema,
  handle: async ({ query, user }): Promise<Response> => {
    const { session } = await requireSessionAccess(user, query.courseId, query.sessionId);
    const file = await services().storage.get(sessionAudioPath(session.id));
    if (!file) throw new HttpError(404, AUDIO_NOT_AVAILABLE);
    return new Response(new Uint8Array(file.bytes), {
      status: 200,
      headers: {
        'content-type': 'audio/mpeg',
        'content-length': String(file.bytes.byteLength),
        'content-disposition': sessionAudioDisposition(session.title),
        // Paid content for one signed-in person: never kept by a shared cache.
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
});

export const config: Config = { path: '/api/session-audio' };
