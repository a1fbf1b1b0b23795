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
import type { Payments } from './payments';

export const LOCAL_CHECKOUT_PATH = '/local-checkout';

export function createLocalPayments(): Payments {
  // The methods take their types from Payments.
  const payments: Payments = {
    mode: 'local',
    async createCheckout(request) {
      const record = await createLocalCheckout(request, CURRENCY);
      // The site's own origin (the success address is built on the configured siteOrigin(), never the request's).
      const origin = new URL(request.successUrl).origin;
      return {
        checkoutId: record.id,
        url: `${origin}${LOCAL_CHECKOUT_PATH}?id=${encodeURIComponent(record.id)}`,
        expiresAt: record.expires_at,
      };
    },
    async retrieveCheckout(checkoutId) {
      const record = await getLocalCheckout(checkoutId);
      return record ? localCheckoutDetails(record) : null;
    },
    async expireCheckout(checkoutId) {
      await expireLocalCheckout(checkoutId);
    },
    async refund(request) {
      return { refundId: await refundLocalCheckout(request.checkoutId) };
    },
    // The test checkout reads codes from Firestore itself: nothing to make elsewhere.
    async createPromotion() {
      return { couponId: null, promotionCodeId: null };
    },
    async deactivatePromotion() {},
  };
  // The sessions live in Firestore: an outage there is the database's.
  return withDeadlines('database', payments);
}
