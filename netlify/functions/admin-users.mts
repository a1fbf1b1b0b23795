// GET /api/admin/users (spec 2.13 Users, issue #13): one page of 50 users (search by the start of a name or
// e-mail, newest or oldest first) with admin flag and enrollment count; ?id= gives one user's details with
// the enrolled courses, loaded when the panel opens.
import type { Config } from '@netlify/functions';
import { adminUsersQuerySchema } from '../../src/lib/admin';
import { HttpError } from '../../src/lib/http';
import { defineHandler } from '../lib/handler';
import { adminUserDetails, adminUsersPage } from '../lib/repositories/adminUserList';

export const USER_NOT_FOUND = 'User not found';

export default defineHandler({
  methods: ['GET'],
  auth: 'admin',
  query: adminUsersQuerySchema,
  handle: async ({ query }) => {
    if (query.id) {
      const user = await adminUserDetails(query.id);
      if (!user) throw new HttpError(404, USER_NOT_FOUND);
      return { user };
    }
    return adminUsersPage(query);
  },
});

export const config: Config = { path: '/api/admin/users' };
