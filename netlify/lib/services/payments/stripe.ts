// Cloud payments: Stripe Checkout. A placeholder until the payments issue implements it.
import { paymentsNotConfigured } from './notConfigured';
import type { CheckoutSession, Payments } from './payments';

export function createStripePayments(_settings: { secretKey: string; webhookSecret?: string }): Payments {
  return {
    mode: 'stripe',
    async createCheckout(): Promise<CheckoutSession> {
      throw paymentsNotConfigured();
    },
  };
}
