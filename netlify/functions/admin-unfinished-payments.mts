// GET /api/admin/unfinished-payments: payments whose follow-up failed, until each is done; POST: "Finish now".
import type { Config } from '@netlify/functions';
import { unfinishedPaymentsHandler } from '../lib/admin/unfinishedPaymentsHandler';
import { services } from '../lib/compose';

export default unfinishedPaymentsHandler(services);

export const config: Config = { path: '/api/admin/unfinished-payments' };
