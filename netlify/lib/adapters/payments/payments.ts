// What every payments implementation offers (Stripe Checkout, or the local test checkout). The amount always
// comes from the server's course record; the provider only carries it.
import type { PaymentsMode } from '../../../../src/lib/integrationModes';

export type CheckoutRequest = {
  courseId: string;
  courseTitle: string;
  /** Price in pence, read from the course record on the server, never from the browser. */
  amountInPence: number;
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
};

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
}
