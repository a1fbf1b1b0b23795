// The typed browser client of the admin's promotion routes (Promotions tab). Apart from adminClient.ts so that each
// page loads only its own routes; a buyer's check of a code is promotionCheck.ts.
import { adminPromotionCreateRoute, adminPromotionDeactivateRoute, adminPromotionsRoute } from './adminContract';
import type { InputOf } from './route';
import { call } from './client';

export const promotionsApi = {
  list: () => call(adminPromotionsRoute),
  create: (body: InputOf<typeof adminPromotionCreateRoute>) => call(adminPromotionCreateRoute, body),
  deactivate: (code: string) => call(adminPromotionDeactivateRoute, { code }),
};
