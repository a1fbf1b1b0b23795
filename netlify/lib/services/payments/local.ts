// Local payments: a clearly labelled test checkout page that drives the same fulfilment code.
// A placeholder until the payments issue implements it.
import { paymentsNotConfigured } from './notConfigured';
import type { CheckoutSession, Payments } from './payments';

export function createLocalPayments(): Payments {
  return {
    mode: 'local',
    async createCheckout(): Promise<CheckoutSession> {
      throw paymentsNotConfigured();
    },
  };
}
