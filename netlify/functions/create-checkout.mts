// POST /api/create-checkout {courseId}: starts Stripe Checkout (or the local test checkout) for a signed-in learner.
import type { Config } from '@netlify/functions';
import { createCheckoutHandler } from '../lib/purchase/createCheckout';
import { services } from '../lib/compose';

export default createCheckoutHandler(services);

export const config: Config = { path: '/api/create-checkout' };
