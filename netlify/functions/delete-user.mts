// POST /api/delete-user { userId } (spec 2.13, 7): removes the sign-in account, profile, roles, enrollments
// and progress. Safe to retry: a delete that stopped half-way finishes, and an already deleted user is fine.
import type { Config } from '@netlify/functions';
import { deleteUserRoute } from '../../src/api/contract';
import { userIdSchema } from '../../src/lib/admin/admin';
import { HttpError } from '../../src/lib/http';
import { handlerFor } from '../lib/handler';
import { deleteUserCompletely } from '../lib/account/users';

export const CANNOT_DELETE_SELF = 'You cannot delete your own account from the admin dashboard.';

export default handlerFor(deleteUserRoute)({
  auth: 'admin',
  body: userIdSchema,
  handle: async ({ body, user }) => {
    if (body.userId === user.uid) throw new HttpError(400, CANNOT_DELETE_SELF);
    await deleteUserCompletely(body.userId);
    return { success: true };
  },
});

export const config: Config = { path: '/api/delete-user' };
