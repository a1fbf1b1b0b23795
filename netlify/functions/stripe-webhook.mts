// POST /api/stripe-webhook: Stripe's signed events (checkout.session.completed, async_payment_succeeded).
import type { Config } from '@netlify/functions';
import { stripeWebhookHandler } from '../lib/purchase/webhook';
import { services } from '../lib/compose';

export default stripeWebhookHandler(services);

export const config: Config = { path: '/api/stripe-webhook' };
