// POST /api/account/email { newEmail }: sends a confirmation link (Firebase's verify-and-change code, on this
// site's /account page) to the new address through the site's mailer; the sign-in e-mail changes when it is
// opened. Needs a recent sign-in (the page asks for the current password first); rate limited.
import { accountEmailRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { accountEmailSchema, type AccountEmailResult } from '../../src/lib/account/schemas';
import { handlerFor } from '../lib/handler';
import { requestEmailChange } from '../lib/account/account';
import { services } from '../lib/compose';
import { siteOrigin } from '../lib/siteOrigin';

export default handlerFor(accountEmailRoute)({
  body: accountEmailSchema,
  maxBodyBytes: 2048,
  handle: ({ body, user }): Promise<AccountEmailResult> =>
    requestEmailChange(user, body.newEmail, { mailer: services().mailer, siteOrigin: siteOrigin() }),
});

export const config: Config = { path: '/api/account/email' };
