// The typed browser client of the promotion routes: the admin's codes (Promotions tab) and a buyer's check of a
// code (purchase dialog, a course page opened with ?code=). Apart from adminClient.ts so that each page loads
// only its own routes.
import {
  adminPromotionCreateRoute,
  adminPromotionDeactivateRoute,
  adminPromotionsRoute,
  promotionCheckRoute,
  type InputOf,
} from './contract';
import { call } from './client';

export const promotionsApi = {
  list: () => call(adminPromotionsRoute),
  create: (body: InputOf<typeof adminPromotionCreateRoute>) => call(adminPromotionCreateRoute, body),
  deactivate: (code: string) => call(adminPromotionDeactivateRoute, { code }),
  check: (courseId: string, code: string) => call(promotionCheckRoute, { courseId, code }),
};
