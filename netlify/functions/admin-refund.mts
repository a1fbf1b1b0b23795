// POST /api/admin/refund { paymentId }: full refund through Stripe (locally, the test checkout's
// record); the payment is marked refunded, the enrollment it paid for removed and the learner e-mailed.
import type { Config } from '@netlify/functions';
import { adminRefundHandler } from '../lib/admin/refundHandler';
import { services } from '../lib/compose';

export default adminRefundHandler(services);

export const config: Config = { path: '/api/admin/refund' };
