// POST /api/account/email-confirmation: sends the signed-in learner the link that confirms their own e-mail address
// (after sign-up, and 'Resend' on /account), or answers that it is confirmed already; rate limited.
import type { Config } from '@netlify/functions';
import { accountEmailConfirmationRoute } from '../../src/api/contract';
import { handlerFor } from '../lib/handler';
import { sendEmailConfirmation } from '../lib/account/emailConfirmation';
import { services } from '../lib/compose';
import { siteOrigin } from '../lib/siteOrigin';

export default handlerFor(accountEmailConfirmationRoute)({
  handle: ({ user }) => sendEmailConfirmation(user, { mailer: services().mailer, siteOrigin: siteOrigin() }),
});

export const config: Config = { path: '/api/account/email-confirmation' };
