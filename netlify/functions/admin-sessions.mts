// GET /api/admin/sessions (spec 2.13 Sessions): every session with its course's title and image.
import type { Config } from '@netlify/functions';
import { defineHandler } from '../lib/handler';
import { listAdminSessions } from '../lib/repositories/adminSessions';

export default defineHandler({
  methods: ['GET'],
  auth: 'admin',
  handle: async () => ({ sessions: await listAdminSessions() }),
});

export const config: Config = { path: '/api/admin/sessions' };
