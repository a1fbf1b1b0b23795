// A free order: a promotion code that takes the whole price enrols the buyer without a card or a provider. It
// runs the one fulfilment (payment record of £0.00 with the code, enrollment, confirmation e-mail, figures), which
// takes a seat of a capped code in the same commit. Its id is fixed for one buyer, course and code within the
// checkout window, so a double click records it once; the result page finds the record by that id.
import { createHash } from 'node:crypto';
import { CHECKOUT_IDEMPOTENCY_WINDOW_MS, CURRENCY } from '../../../src/lib/purchase/purchase';
import type { Mailer } from '../adapters/mail/mailer';
import type { CheckoutDetails, Payments } from '../adapters/payments/payments';
import type { SignedInUser } from '../auth';
import { fulfilCheckout } from './fulfilment';
import { siteOrigin } from '../siteOrigin';

export const FREE_ORDER_PREFIX = 'free_';

export function freeOrderId(uid: string, courseId: string, code: string, at: number): string {
  const window = Math.floor(at / CHECKOUT_IDEMPOTENCY_WINDOW_MS);
  return `${FREE_ORDER_PREFIX}${createHash('sha256').update(`${uid}|${courseId}|${code}|${window}`).digest('hex').slice(0, 40)}`;
}

export async function fulfilFreeOrder(order: {
  user: SignedInUser;
  courseId: string;
  code: string;
  at: number;
  mailer: Mailer;
  payments: Payments;
}): Promise<string> {
  const details: CheckoutDetails = {
    checkoutId: freeOrderId(order.user.uid, order.courseId, order.code, order.at),
    paid: true,
    status: 'complete',
    userId: order.user.uid,
    courseId: order.courseId,
    amountTotal: 0,
    currency: CURRENCY,
    paymentIntentId: null,
    customerEmail: order.user.email,
    promotionCode: order.code,
  };
  await fulfilCheckout(details, {
    mailer: order.mailer,
    payments: order.payments,
    siteOrigin: siteOrigin(),
    source: 'free-order',
    failOnMailError: false,
    claimSeat: true,
  });
  return details.checkoutId;
}
