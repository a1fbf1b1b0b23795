// POST /api/admin/refund { paymentId }: an admin gives a purchase back in full. The services are
// injectable so that tests run it against a Stripe-like local server.
import { adminRefundRoute } from '../../../src/api/contract';
import { refundSchema } from '../../../src/lib/admin/admin';
import { HttpError } from '../../../src/lib/http';
import { handlerFor } from '../handler';
import type { GetServices } from '../purchase/deps';
import { ALREADY_REFUNDED, refundPayment } from '../purchase/refunds';

export function adminRefundHandler(getServices: GetServices) {
  return handlerFor(adminRefundRoute)({
    auth: 'admin',
    body: refundSchema,
    handle: async ({ body }) => {
      const { payments, mailer } = getServices();
      const outcome = await refundPayment(body.paymentId, 'admin', { payments, mailer });
      if (!outcome.refunded) throw new HttpError(409, ALREADY_REFUNDED);
      return { refunded: true, enrollmentRemoved: outcome.enrollmentRemoved, emailSent: outcome.emailSent };
    },
  });
}
