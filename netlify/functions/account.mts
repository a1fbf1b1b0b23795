// GET /api/account: the signed-in person's own account page: profile, purchases and enrollments.
// The profile's e-mail catches up here with a confirmed e-mail change.
import { accountRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import type { AccountOverview } from '../../src/lib/account/schemas';
import { handlerFor } from '../lib/handler';
import { accountOverview } from '../lib/account/account';

export default handlerFor(accountRoute)({
  handle: ({ user }): Promise<AccountOverview> => accountOverview(user),
});

export const config: Config = { path: '/api/account' };
