// GET /api/admin/pending-emails: purchase confirmations that could not be sent yet (the learner is enrolled).
// POST: sends each of them again now (each at most once, through the same claim as every other sender).
import { adminPendingEmailsRetryRoute, adminPendingEmailsRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { handlerFor } from '../lib/handler';
import { routeByMethod } from '../lib/methodRouter';
import { ADMIN_MAIL_LIMIT, takeRateLimit } from '../lib/rateLimit';
import { resendConfirmation } from '../lib/purchase/fulfilment';
import { pendingEmails } from '../lib/purchase/pendingEmails';
import { services } from '../lib/compose';
import { siteOrigin } from '../lib/siteOrigin';

export default routeByMethod({
  GET: handlerFor(adminPendingEmailsRoute)({
    auth: 'admin',
    handle: async () => ({ pendingEmails: await pendingEmails() }),
  }),
  POST: handlerFor(adminPendingEmailsRetryRoute)({
    auth: 'admin',
    handle: async ({ user: admin }) => {
      await takeRateLimit(ADMIN_MAIL_LIMIT, admin.uid);
      const deps = { mailer: services().mailer, siteOrigin: siteOrigin() };
      let sent = 0;
      for (const email of await pendingEmails()) {
        try {
          if (await resendConfirmation(email.checkoutId, deps)) sent += 1;
        } catch (error) {
          // Marked pending with its reason; the list below shows it.
          console.error(`[admin-pending-emails] ${email.checkoutId} still not sent`, error);
        }
      }
      return { sent, stillPending: await pendingEmails() };
    },
  }),
});

export const config: Config = { path: '/api/admin/pending-emails' };
