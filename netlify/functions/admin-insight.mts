// GET /api/admin/insight: revenue per month (last 12), enrollments per course, each course's
// completion funnel and the learners gone quiet, for the Insight tab.
import { adminInsightRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import type { AdminInsightData } from '../../src/lib/admin/insight';
import { handlerFor } from '../lib/handler';
import { adminInsight } from '../lib/admin/adminInsight';

export default handlerFor(adminInsightRoute)({
  auth: 'admin',
  handle: (): Promise<AdminInsightData> => adminInsight(),
});

export const config: Config = { path: '/api/admin/insight' };
