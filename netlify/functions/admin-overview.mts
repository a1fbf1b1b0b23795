// GET /api/admin/overview (spec 2.13 Overview): the four totals and the latest 10 enrollments, in one call.
import { adminOverviewRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import type { AdminOverview } from '../../src/lib/admin/admin';
import { handlerFor } from '../lib/handler';
import { adminOverview } from '../lib/admin/adminStats';

export default handlerFor(adminOverviewRoute)({
  auth: 'admin',
  handle: (): Promise<AdminOverview> => adminOverview(),
});

export const config: Config = { path: '/api/admin/overview' };
