// /api/admin/promotions: the admin's promotion codes (list, create, deactivate); see lib/admin/promotionsHandler.ts.
import type { Config } from '@netlify/functions';
import { adminPromotionsHandler } from '../lib/admin/promotionsHandler';
import { services } from '../lib/compose';

export default adminPromotionsHandler(services);

export const config: Config = { path: '/api/admin/promotions' };
