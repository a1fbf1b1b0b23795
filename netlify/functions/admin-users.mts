// GET /api/admin/users (spec 2.13 Users): every user, newest first, with admin flag and enrollments.
import type { Config } from '@netlify/functions';
import { defineHandler } from '../lib/handler';
import { listAdminUsers } from '../lib/repositories/users';

export default defineHandler({
  methods: ['GET'],
  auth: 'admin',
  handle: async () => ({ users: await listAdminUsers() }),
});

export const config: Config = { path: '/api/admin/users' };
