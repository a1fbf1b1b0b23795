// POST /api/account/name { fullName }: the signed-in person changes their full name (profile and sign-in
// display name), which every screen and e-mail reads from the profile. An empty name removes it.
import { accountNameRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { accountNameSchema } from '../../src/lib/account/schemas';
import { handlerFor } from '../lib/handler';
import { renameAccount } from '../lib/account/account';

export default handlerFor(accountNameRoute)({
  body: accountNameSchema,
  maxBodyBytes: 2048,
  handle: async ({ body, user }) => ({ profile: await renameAccount(user, body.fullName) }),
});

export const config: Config = { path: '/api/account/name' };
