// The local test checkout (local mode only, i.e. without STRIPE_SECRET_KEY): GET /api/local-checkout?id= shows
// a session; POST /api/local-checkout/pay {id} "pays" it with the test card and runs the same fulfilment as
// Stripe's webhook, then sends the buyer to the success address, as Stripe's hosted page does (also when the
// fulfilment failed or is still running: the result page finds out and says so); its 503 means nothing was
// charged. Both are public, like Stripe's page: the session id is random (160 bits), the buyer's e-mail is shown
// only to the buyer (signed in with the account that opened it), and the buyer's own account is checked again by
// verify-payment.
import { localCheckoutPayRoute, localCheckoutRoute } from '../../../src/api/contract';
import {
  PAYMENT_NOT_FOUND,
  successUrlFor,
  type LocalCheckoutPayResponse,
  type LocalCheckoutView,
} from '../../../src/lib/purchase/purchase';
import { localCheckoutPaySchema, localCheckoutQuerySchema } from '../../../src/lib/purchase/schemas';
import { HttpError } from '../../../src/lib/http';
import { carriesCredential, requireUser } from '../auth';
import { handlerFor } from '../handler';
import { getLocalCheckout, localCheckoutDetails, type LocalCheckoutRecord } from '../adapters/payments/localCheckoutStore';
import { markLocalCheckoutPaid } from './localCheckoutPayment';
import { siteOrigin } from '../siteOrigin';
import type { GetServices } from './deps';
import { fulfilPaidCheckout } from './webhook';

export const LOCAL_CHECKOUT_DISABLED = 'The local test checkout is only available when Stripe is not configured.';

function requireLocalMode(getServices: GetServices) {
  const services = getServices();
  if (services.payments.mode !== 'local') throw new HttpError(404, LOCAL_CHECKOUT_DISABLED);
  return services;
}

export function localCheckoutViewHandler(getServices: GetServices) {
  return handlerFor(localCheckoutRoute)({
    auth: 'public',
    query: localCheckoutQuerySchema,
    handle: async ({ req, query }): Promise<LocalCheckoutView> => {
      requireLocalMode(getServices);
      const record = await getLocalCheckout(query.id);
      if (!record) throw new HttpError(404, PAYMENT_NOT_FOUND);
      // The page is public like Stripe's, but only the buyer may see who is buying.
      const viewer = carriesCredential(req) ? await requireUser(req, { checkRevoked: true }).catch(() => null) : null;
      const isBuyer = viewer?.uid === record.user_id;
      return {
        id: record.id,
        courseId: record.course_id,
        courseTitle: record.course_title,
        amountTotal: record.amount_total,
        amountSubtotal: record.amount_subtotal ?? record.amount_total,
        promotionCode: record.promotion_code ?? null,
        currency: record.currency,
        customerEmail: isBuyer ? record.customer_email : null,
        paid: record.payment_status === 'paid',
        cancelUrl: record.cancel_url,
      };
    },
  });
}

export function localCheckoutPayHandler(getServices: GetServices) {
  return handlerFor(localCheckoutPayRoute)({
    auth: 'public',
    body: localCheckoutPaySchema,
    handle: async ({ body, budget }): Promise<LocalCheckoutPayResponse> => {
      const { mailer, payments } = requireLocalMode(getServices);
      const toResult = (paid: LocalCheckoutRecord): LocalCheckoutPayResponse => ({ redirectUrl: successUrlFor(paid.success_url, paid.id) });
      // Refuses (409) a closed session or a course the buyer already has, before anything is "charged". Never
      // charges after the request has answered: its 503 means nothing was charged. From the moment the charge
      // may commit, the answer at the deadline is the result page instead, which finds out what happened.
      const record = await markLocalCheckoutPaid(body.id, Date.now(), (paid) => {
        budget.throwIfAnswered();
        budget.answerLate(() => toResult(paid));
      });
      if (!record) throw new HttpError(404, PAYMENT_NOT_FOUND);
      const result = toResult(record);
      budget.answerLate(() => result);
      // Paid: like Stripe's page, Pay now always sends the buyer to the result page, whose verify-payment finds the
      // course added or adds it. A failure here is logged and listed for the admin by the fulfilment itself.
      await fulfilPaidCheckout(localCheckoutDetails(record), {
        mailer,
        payments,
        siteOrigin: siteOrigin(),
        source: 'local-checkout',
        answered: () => budget.answered,
      }).catch((error: unknown) => {
        console.warn(`[local-checkout] ${record.id}: paid; answering the result page, which tries the fulfilment again`, error);
      });
      return result;
    },
  });
}
