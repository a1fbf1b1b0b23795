// POST /api/progress/save: records watch time (it only ever grows) and the audio player's latest position. Enrolled learners and admins only.
import { progressSaveRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { progressSaveSchema } from '../../src/lib/learning/learning';
import { handlerFor } from '../lib/handler';
import { requireSessionAccess } from '../lib/learning/access';
import { saveProgress } from '../lib/learning/sessionProgress';

export default handlerFor(progressSaveRoute)({
  // A write: a deleted or signed-out-everywhere user's open tab must not recreate their records.
  checkRevoked: true,
  body: progressSaveSchema,
  maxBodyBytes: 1024,
  handle: async ({ body, user }) => {
    const { session } = await requireSessionAccess(user, body.courseId, body.sessionId);
    return { progress: await saveProgress(user.uid, session.id, body.watchTimeSeconds, body.audioPositionSeconds) };
  },
});

export const config: Config = { path: '/api/progress/save' };
