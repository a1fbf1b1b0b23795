// GET /api/dashboard: everything the learner dashboard shows, in one call (netlify/lib/learning/dashboard.ts).
import { dashboardRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { handlerFor } from '../lib/handler';
import { learnerDashboard } from '../lib/learning/dashboard';

export default handlerFor(dashboardRoute)({
  handle: ({ user }) => learnerDashboard(user),
});

export const config: Config = { path: '/api/dashboard' };
