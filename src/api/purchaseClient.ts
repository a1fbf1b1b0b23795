// The browser client for the purchase endpoints (spec 7 create-checkout, verify-payment).
import type { CreateCheckoutBody, CreateCheckoutResponse, VerifyPaymentBody, VerifyPaymentResponse } from '../lib/purchase';
import { apiFetch } from './client';

export const purchaseApi = {
  createCheckout: (body: CreateCheckoutBody) => apiFetch<CreateCheckoutResponse>('/api/create-checkout', { body }),
  verifyPayment: (body: VerifyPaymentBody) => apiFetch<VerifyPaymentResponse>('/api/verify-payment', { body }),
};
