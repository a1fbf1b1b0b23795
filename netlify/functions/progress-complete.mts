// POST /api/progress/complete: marks the session complete (never reversed) and saves watch time. Enrolled learners and admins only.
import { progressCompleteRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { progressCompleteSchema } from '../../src/lib/learning/learning';
import { handlerFor } from '../lib/handler';
import { requireSessionAccess } from '../lib/learning/access';
import { completeProgress } from '../lib/learning/sessionProgress';

export default handlerFor(progressCompleteRoute)({
  // A write: a deleted or signed-out-everywhere user's open tab must not recreate their records.
  checkRevoked: true,
  body: progressCompleteSchema,
  maxBodyBytes: 1024,
  handle: async ({ body, user }) => {
    const { session } = await requireSessionAccess(user, body.courseId, body.sessionId);
    return {
      progress: await completeProgress(user.uid, session.id, body.watchTimeSeconds, {
        audioPositionSeconds: body.audioPositionSeconds,
      }),
    };
  },
});

export const config: Config = { path: '/api/progress/complete' };
