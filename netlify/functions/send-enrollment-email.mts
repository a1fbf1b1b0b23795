// POST /api/send-enrollment-email (spec 7, 2.13 Manual Enrollment): tells a learner about an enrollment, with a
// password set-up link for an account nobody has set up yet (netlify/lib/admin/enrollmentEmail.ts).
import { sendEnrollmentEmailRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { sendEnrollmentEmailSchema } from '../../src/lib/admin/admin';
import { handlerFor } from '../lib/handler';
import { ADMIN_MAIL_LIMIT, withinAllowances } from '../lib/rateLimit';
import { sendEnrollmentEmail } from '../lib/admin/enrollmentEmail';
import { services } from '../lib/compose';

export default handlerFor(sendEnrollmentEmailRoute)({
  auth: 'admin',
  body: sendEnrollmentEmailSchema,
  handle: async ({ body, user: admin }) => {
    // Only e-mails sent count: a failed send leaves the hour's allowance as it was.
    await withinAllowances([{ limit: ADMIN_MAIL_LIMIT, key: admin.uid }], () => sendEnrollmentEmail(body, services().mailer));
    return { success: true };
  },
});

export const config: Config = { path: '/api/send-enrollment-email' };
