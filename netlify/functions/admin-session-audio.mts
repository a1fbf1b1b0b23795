// /api/admin/session-audio (the course builder), admins only, after the browser's upload to the signed address of
// admin-session-audio-upload: PATCH {sessionId, durationSeconds, contentType} records the track's length the browser
// read and where it is stored by its type (409
// while no track is stored), DELETE ?sessionId= removes the track (the session page stops offering a player).
import { adminSessionAudioDurationRoute, adminSessionAudioRemoveRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { AUDIO_NOT_UPLOADED, sessionAudioDurationSchema, sessionAudioQuerySchema } from '../../src/lib/admin/sessionAudio';
import { HttpError } from '../../src/lib/http';
import { handlerFor } from '../lib/handler';
import { routeByMethod } from '../lib/methodRouter';
import { recordSessionAudioDuration, removeSessionAudio } from '../lib/admin/adminSessionAudio';
import { getAdminSession } from '../lib/admin/adminSessions';
import { SESSION_NOT_FOUND } from '../lib/admin/notFound';

export default routeByMethod({
  PATCH: handlerFor(adminSessionAudioDurationRoute)({
    auth: 'admin',
    body: sessionAudioDurationSchema,
    handle: async ({ body }) => {
      const result = await recordSessionAudioDuration(body.sessionId, body.durationSeconds, body.contentType);
      if (result === 'missing') throw new HttpError(404, SESSION_NOT_FOUND);
      if (result === 'no-audio') throw new HttpError(409, AUDIO_NOT_UPLOADED);
      return { session: (await getAdminSession(body.sessionId))! };
    },
  }),
  DELETE: handlerFor(adminSessionAudioRemoveRoute)({
    auth: 'admin',
    query: sessionAudioQuerySchema,
    handle: async ({ query }) => {
      if (!(await removeSessionAudio(query.sessionId))) throw new HttpError(404, SESSION_NOT_FOUND);
      return { session: (await getAdminSession(query.sessionId))! };
    },
  }),
});

export const config: Config = { path: '/api/admin/session-audio' };
