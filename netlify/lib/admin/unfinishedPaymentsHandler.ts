// GET /api/admin/unfinished-payments: payments whose follow-up failed (paid but the course not added, or an
// automatic refund that did not go through), until each is done. POST ("Finish now"): does each again. The
// services are injectable so that tests run it against a Stripe-like local server.
import { adminFinishPaymentsRoute, adminUnfinishedPaymentsRoute } from '../../../src/api/contract';
import { handlerFor } from '../handler';
import { routeByMethod } from '../methodRouter';
import { ADMIN_MAIL_LIMIT, takeRateLimit } from '../rateLimit';
import type { GetServices } from '../purchase/deps';
import { finishUnfinishedPayments } from '../purchase/finishPayments';
import { unfinishedPayments } from '../purchase/unfinishedPayments';

export function unfinishedPaymentsHandler(getServices: GetServices) {
  return routeByMethod({
    GET: handlerFor(adminUnfinishedPaymentsRoute)({
      auth: 'admin',
      handle: async () => ({ unfinishedPayments: await unfinishedPayments() }),
    }),
    POST: handlerFor(adminFinishPaymentsRoute)({
      auth: 'admin',
      handle: async ({ user: admin, budget }) => {
        // Finishing sends the learners' e-mails (confirmations, refunds): within the admin's mail allowance.
        await takeRateLimit(ADMIN_MAIL_LIMIT, admin.uid);
        return finishUnfinishedPayments(getServices(), budget);
      },
    }),
  });
}
