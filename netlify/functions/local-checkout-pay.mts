// POST /api/local-checkout/pay {id}: the local test checkout's Pay button (local mode only).
import type { Config } from '@netlify/functions';
import { localCheckoutPayHandler } from '../lib/purchase/localCheckout';
import { services } from '../lib/compose';

export default localCheckoutPayHandler(services);

export const config: Config = { path: '/api/local-checkout/pay' };
