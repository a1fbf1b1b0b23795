// GET /api/admin/users (spec 2.13 Users): one page of 50 users with admin flag and enrollment count:
// a search by the start of any word of a name or e-mail address; newest or oldest first; `after` (the previous
// page's last row) pages by cursor, for page 2 and later. ?id= gives one user's details with the enrolled
// courses, loaded when the panel opens.
import { adminUserDetailsRoute, adminUsersRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { adminUsersPageQuerySchema } from '../../src/lib/admin/usersPaging';
import { HttpError } from '../../src/lib/http';
import { handlerFor } from '../lib/handler';
import { adminUserDetails, adminUsersPage } from '../lib/admin/adminUserList';
import { USER_NOT_FOUND } from '../lib/admin/notFound';

export default handlerFor(
  adminUsersRoute,
  adminUserDetailsRoute,
)({
  auth: 'admin',
  query: adminUsersPageQuerySchema,
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
