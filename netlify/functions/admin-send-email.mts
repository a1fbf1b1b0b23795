// POST /api/admin/send-email { userEmail, subject, message } (spec 2.13 'Send Email'): a general message
// from the practitioner to one user, in the site's mail frame, every value escaped.
import { adminSendEmailRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { adminEmailSchema } from '../../src/lib/admin/admin';
import { handlerFor } from '../lib/handler';
import { ADMIN_MAIL_LIMIT, withinAllowances } from '../lib/rateLimit';
import { sendMessageToUser } from '../lib/admin/messageToUser';
import { services } from '../lib/compose';

export default handlerFor(adminSendEmailRoute)({
  auth: 'admin',
  body: adminEmailSchema,
  handle: async ({ body, user }) => {
    // Only e-mails sent count: a failed send leaves the hour's allowance as it was.
    await withinAllowances([{ limit: ADMIN_MAIL_LIMIT, key: user.uid }], () => sendMessageToUser(body, services().mailer));
    return { success: true };
  },
});

export const config: Config = { path: '/api/admin/send-email' };
