// GET /api/admin/insight (issue #13): revenue per month (last 12), enrollments per course, each course's
// completion funnel and the learners gone quiet, for the Insight tab.
import type { Config } from '@netlify/functions';
import type { AdminInsightData } from '../../src/lib/insight';
import { defineHandler } from '../lib/handler';
import { adminInsight } from '../lib/admin/adminInsight';

export default defineHandler({
  methods: ['GET'],
  auth: 'admin',
  handle: (): Promise<AdminInsightData> => adminInsight(),
});

export const config: Config = { path: '/api/admin/insight' };
