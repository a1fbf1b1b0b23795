// The browser client for the purchase endpoints (spec 7 create-checkout, verify-payment).
import type { CreateCheckoutBody, VerifyPaymentBody } from '../lib/purchase/purchase';
import { createCheckoutRoute, verifyPaymentRoute } from './learnerContract';
import { call } from './client';

export const purchaseApi = {
  createCheckout: (body: CreateCheckoutBody) => call(createCheckoutRoute, body),
  verifyPayment: (body: VerifyPaymentBody) => call(verifyPaymentRoute, body),
};
