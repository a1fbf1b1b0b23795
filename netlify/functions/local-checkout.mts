// GET /api/local-checkout?id=: one session of the local test checkout (local mode only).
import type { Config } from '@netlify/functions';
import { localCheckoutViewHandler } from '../lib/purchase/localCheckout';
import { services } from '../lib/compose';

export default localCheckoutViewHandler(services);

export const config: Config = { path: '/api/local-checkout' };
