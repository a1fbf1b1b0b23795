// What every payments implementation offers (Stripe Checkout, or the local test checkout). The amount always
// comes from the server's course record; the provider only carries it.
import type { PaymentsMode } from '../../../../src/lib/integrationModes';
import type { Promotion } from '../../../../src/lib/purchase/promotions';

export type CheckoutRequest = {
  courseId: string;
  courseTitle: string;
  /** Price in pence, read from the course record on the server, never from the browser (before any code). */
  amountInPence: number;
  /** A promotion code the buyer applied (checked by the server), with what it takes off; null without one. */
  promotion?: AppliedPromotion | null;
  customerUid: string;
  /** The verified e-mail of the buyer (from the ID token), when the account has one. */
  customerEmail: string | null;
  /** Where the provider sends the buyer afterwards; the success address carries {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
  /** The same key for the same buyer, course and amount within a short window: one session for double clicks. */
  idempotencyKey: string;
  /** When the session stops accepting payment (epoch ms; the same for every request with one idempotency key). */
  expiresAt: number;
};

/** A checked code on a checkout: the provider charges `amountInPence - discountPence`. */
export type AppliedPromotion = {
  code: string;
  discountPence: number;
  /** True for a code of this course only (Stripe: its coupon applies to the course's product). */
  courseOnly: boolean;
  stripePromotionCodeId: string | null;
};

export type CheckoutSession = { checkoutId: string; url: string; /** epoch ms */ expiresAt: number };

/** A Checkout Session as fulfilment sees it, whichever provider made it. */
export type CheckoutDetails = {
  checkoutId: string;
  /** True once the money is captured (Stripe payment_status 'paid' or 'no_payment_required'). */
  paid: boolean;
  /** 'open' | 'complete' | 'expired' */
  status: string;
  userId: string | null;
  courseId: string | null;
  /** Pence. */
  amountTotal: number | null;
  currency: string | null;
  paymentIntentId: string | null;
  customerEmail: string | null;
  /** The promotion code the payment used (ours, or Stripe's promotion code id when typed on Stripe's page), or null. */
  promotionCode?: string | null;
};

/** A promotion code made at the provider too (Stripe: a coupon and its promotion code), so its page honours it. */
export type ProviderPromotion = { couponId: string | null; promotionCodeId: string | null };

/** A full refund of one fulfilled payment. */
export type RefundRequest = {
  checkoutId: string;
  paymentIntentId: string | null;
  /** The same key for the same refund: it happens once. */ idempotencyKey: string;
};
export type RefundResult = { refundId: string };

export interface Payments {
  readonly mode: PaymentsMode;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The session by id, or null when the provider does not know it. */
  retrieveCheckout(checkoutId: string): Promise<CheckoutDetails | null>;
  /** Closes an unpaid session so that nobody can pay it any more; a paid, expired or unknown one is left alone. */
  expireCheckout(checkoutId: string): Promise<void>;
  /** Gives the whole payment back (Stripe's refund API; locally, the test checkout's own record). */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Makes a promotion code at the provider (locally nothing: the code lives only in Firestore). */
  createPromotion(promotion: Promotion & { courseTitle: string | null }): Promise<ProviderPromotion>;
  /** Stops a provider's promotion code (locally nothing). */
  deactivatePromotion(promotion: ProviderPromotion): Promise<void>;
}
