// POST /api/verify-payment {sessionId, courseId?}: the payment result page asks whether the payment went
// through. The Checkout Session is read from the provider (never from the browser), must be paid and belong to
// the caller (and the course named), and then the one fulfilment operation runs (idempotent).
import { verifyPaymentRoute } from '../../../src/api/contract';
import {
  PAYMENT_COURSE_MISMATCH,
  PAYMENT_NOT_COMPLETED,
  PAYMENT_NOT_FOUND,
  PAYMENT_NOT_YOURS,
  type VerifyPaymentResponse,
} from '../../../src/lib/purchase/purchase';
import { verifyPaymentSchema } from '../../../src/lib/purchase/schemas';
import { HttpError } from '../../../src/lib/http';
import { handlerFor } from '../handler';
import { fulfilCheckout } from './fulfilment';
import { FREE_ORDER_PREFIX } from './freeOrder';
import { collections } from '../data/collections';
import { db } from '../firebase';
import type { CheckoutDetails } from '../adapters/payments/payments';
import { siteOrigin } from '../siteOrigin';
import type { GetServices } from './deps';

/** A recorded free order as the provider would describe it (null when there is none). */
async function freeOrderDetails(id: string): Promise<CheckoutDetails | null> {
  const snapshot = await collections(await db())
    .payments.doc(id)
    .get();
  const record = snapshot.data();
  if (!record) return null;
  return {
    checkoutId: id,
    paid: true,
    status: 'complete',
    userId: record.user_id,
    courseId: record.course_id,
    amountTotal: record.amount_total,
    currency: record.currency,
    paymentIntentId: null,
    customerEmail: record.customer_email,
    promotionCode: record.promotion_code ?? null,
  };
}

export function verifyPaymentHandler(getServices: GetServices) {
  return handlerFor(verifyPaymentRoute)({
    body: verifyPaymentSchema,
    handle: async ({ body, user, budget }): Promise<VerifyPaymentResponse> => {
      const { payments, mailer } = getServices();
      // A free order (100%-off code) has no provider session: its payment record is the whole story.
      const details = body.sessionId.startsWith(FREE_ORDER_PREFIX)
        ? await freeOrderDetails(body.sessionId)
        : await payments.retrieveCheckout(body.sessionId);
      if (!details) throw new HttpError(404, PAYMENT_NOT_FOUND);
      if (details.userId !== user.uid) throw new HttpError(403, PAYMENT_NOT_YOURS);
      if (body.courseId && details.courseId !== body.courseId) throw new HttpError(400, PAYMENT_COURSE_MISMATCH);
      if (!details.paid) throw new HttpError(409, PAYMENT_NOT_COMPLETED);
      const success = (record: { course_id: string; course_title: string; enrollment_id: string }): VerifyPaymentResponse => ({
        success: true,
        courseId: record.course_id,
        courseTitle: record.course_title,
        enrollmentId: record.enrollment_id,
        magicLink: null,
      });
      const result = await fulfilCheckout(details, {
        mailer,
        payments,
        siteOrigin: siteOrigin(),
        source: 'verify-payment',
        // The learner has paid and is enrolled: a mail hiccup must not turn their page red (the webhook or a
        // refresh sends it later).
        failOnMailError: false,
        // Once the course is theirs, running out of time answers that (the e-mail goes on); before, it is the 503,
        // and trying again is safe: the next call finds what this one recorded.
        onRecorded: (record) => budget.answerLate(() => success(record)),
        answered: () => budget.answered,
      });
      return success({ course_id: result.courseId, course_title: result.courseTitle, enrollment_id: result.enrollmentId });
    },
  });
}
