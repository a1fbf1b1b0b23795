// GET /api/admin/overview (spec 2.13 Overview): the four totals and the latest 10 enrollments, in one call.
import type { Config } from '@netlify/functions';
import type { AdminOverview } from '../../src/lib/admin';
import { defineHandler } from '../lib/handler';
import { adminOverview } from '../lib/admin/adminStats';

export default defineHandler({
  methods: ['GET'],
  auth: 'admin',
  handle: (): Promise<AdminOverview> => adminOverview(),
});

export const config: Config = { path: '/api/admin/overview' };
