// POST /api/verify-payment {sessionId, courseId?}: checks the caller's paid Checkout Session and fulfils it.
import type { Config } from '@netlify/functions';
import { verifyPaymentHandler } from '../lib/purchase/verifyPayment';
import { services } from '../lib/compose';

export default verifyPaymentHandler(services);

export const config: Config = { path: '/api/verify-payment' };
