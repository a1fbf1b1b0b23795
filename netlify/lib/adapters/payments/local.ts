// Local payments: a clearly labelled test checkout page (/local-checkout) instead of Stripe's hosted page.
// Its sessions live in Firestore; paying there runs the very same fulfilment as Stripe's webhook.
import { CURRENCY } from '../../../../src/lib/purchase/purchase';
import {
  createLocalCheckout,
  expireLocalCheckout,
  getLocalCheckout,
  localCheckoutDetails,
  refundLocalCheckout,
} from './localCheckoutStore';
import { withDeadlines } from '../../faults';
import type {
  CheckoutDetails,
  CheckoutRequest,
  CheckoutSession,
  Payments,
  ProviderPromotion,
  RefundRequest,
  RefundResult,
} from './payments';

export const LOCAL_CHECKOUT_PATH = '/local-checkout';

export function createLocalPayments(): Payments {
  // The sessions live in Firestore: an outage there is the database's.
  return withDeadlines('database', {
    mode: 'local',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const record = await createLocalCheckout(request, CURRENCY);
      // The site's own origin (the success address is built on the configured siteOrigin(), never the request's).
      const origin = new URL(request.successUrl).origin;
      return {
        checkoutId: record.id,
        url: `${origin}${LOCAL_CHECKOUT_PATH}?id=${encodeURIComponent(record.id)}`,
        expiresAt: record.expires_at,
      };
    },
    async retrieveCheckout(checkoutId: string): Promise<CheckoutDetails | null> {
      const record = await getLocalCheckout(checkoutId);
      return record ? localCheckoutDetails(record) : null;
    },
    async expireCheckout(checkoutId: string): Promise<void> {
      await expireLocalCheckout(checkoutId);
    },
    async refund(request: RefundRequest): Promise<RefundResult> {
      return { refundId: await refundLocalCheckout(request.checkoutId) };
    },
    // The test checkout reads codes from Firestore itself: nothing to make elsewhere.
    async createPromotion(): Promise<ProviderPromotion> {
      return { couponId: null, promotionCodeId: null };
    },
    async deactivatePromotion(): Promise<void> {},
  });
}
