// GET /api/dashboard: everything the learner dashboard shows, in one call (netlify/lib/learning/dashboard.ts).
import type { Config } from '@netlify/functions';
import type { DashboardData } from '../../src/lib/learning';
import { defineHandler } from '../lib/handler';
import { learnerDashboard } from '../lib/learning/dashboard';

export default defineHandler({
  methods: ['GET'],
  handle: ({ user }): Promise<DashboardData> => learnerDashboard(user),
});

export const config: Config = { path: '/api/dashboard' };
