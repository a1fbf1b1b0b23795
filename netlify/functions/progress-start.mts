// POST /api/progress/start: creates the progress row (watch time 0) unless it exists. Enrolled learners and admins only.
import { progressStartRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { progressStartSchema } from '../../src/lib/learning/learning';
import { handlerFor } from '../lib/handler';
import { requireSessionAccess } from '../lib/learning/access';
import { startProgress } from '../lib/learning/sessionProgress';

export default handlerFor(progressStartRoute)({
  // A write: a deleted or signed-out-everywhere user's open tab must not recreate their records.
  checkRevoked: true,
  body: progressStartSchema,
  maxBodyBytes: 1024,
  handle: async ({ body, user }) => {
    const { session } = await requireSessionAccess(user, body.courseId, body.sessionId);
    return { progress: await startProgress(user.uid, session.id) };
  },
});

export const config: Config = { path: '/api/progress/start' };
