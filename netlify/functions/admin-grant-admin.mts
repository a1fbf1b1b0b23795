// POST /api/admin/grant-admin { userId } (spec 2.13 'Grant Admin', 5): the admin claim and the user_roles
// record; a second grant changes nothing. The user's next token refresh carries the claim.
import { adminGrantAdminRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { userIdSchema } from '../../src/lib/admin/admin';
import { HttpError } from '../../src/lib/http';
import { handlerFor } from '../lib/handler';
import { grantAdmin } from '../lib/account/users';
import { USER_NOT_FOUND } from '../lib/admin/notFound';

export default handlerFor(adminGrantAdminRoute)({
  auth: 'admin',
  body: userIdSchema,
  handle: async ({ body }) => {
    if (!(await grantAdmin(body.userId))) throw new HttpError(404, USER_NOT_FOUND);
    return { granted: true };
  },
});

export const config: Config = { path: '/api/admin/grant-admin' };
