// POST /api/send-enrollment-email (spec 7, 2.13 Manual Enrollment): tells a learner about an enrollment, with a
// password set-up link for an account nobody has set up yet (netlify/lib/admin/enrollmentEmail.ts).
import { sendEnrollmentEmailRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { sendEnrollmentEmailSchema } from '../../src/lib/admin';
import { handlerFor } from '../lib/handler';
import { ADMIN_MAIL_LIMIT, takeRateLimit } from '../lib/rateLimit';
import { sendEnrollmentEmail } from '../lib/admin/enrollmentEmail';
import { services } from '../lib/compose';

export default handlerFor(sendEnrollmentEmailRoute)({
  auth: 'admin',
  body: sendEnrollmentEmailSchema,
  handle: async ({ body, user: admin }) => {
    await takeRateLimit(ADMIN_MAIL_LIMIT, admin.uid);
    await sendEnrollmentEmail(body, services().mailer);
    return { success: true };
  },
});

export const config: Config = { path: '/api/send-enrollment-email' };
