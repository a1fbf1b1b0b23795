// /api/admin/promotions (the Promotions tab), admins only:
//   GET                            every code with its redemptions, newest first
//   POST  promotionCreateSchema    a new code (and, with Stripe, its coupon and promotion code there)
//   PATCH promotionDeactivateSchema the code stops working; what it was used for stays counted
import { adminPromotionCreateRoute, adminPromotionDeactivateRoute, adminPromotionsRoute } from '../../../src/api/contract';
import { promotionCreateSchema, promotionDeactivateSchema, type AdminPromotion } from '../../../src/lib/purchase/promotionSchemas';
import { HttpError } from '../../../src/lib/http';
import { PROMOTION_UNKNOWN } from '../../../src/lib/purchase/promotions';
import { handlerFor } from '../handler';
import { routeByMethod } from '../methodRouter';
import { createPromotion, deactivatePromotion, listPromotions, redemptionsOf, toPromotion } from '../purchase/promotions';
import type { GetServices } from '../purchase/deps';
import type { PromotionCodeDoc } from '../data/collections';
import { db } from '../firebase';

async function row(doc: PromotionCodeDoc, courseTitle: string | null): Promise<AdminPromotion> {
  return {
    ...toPromotion(doc),
    created_at: doc.created_at,
    redemptions: await redemptionsOf(await db(), doc.code),
    course_title: courseTitle,
  };
}

export function adminPromotionsHandler(getServices: GetServices) {
  return routeByMethod({
    GET: handlerFor(adminPromotionsRoute)({
      auth: 'admin',
      handle: async () => ({ promotions: await listPromotions() }),
    }),
    POST: handlerFor(adminPromotionCreateRoute)({
      auth: 'admin',
      body: promotionCreateSchema,
      handle: async ({ body }) => {
        const doc = await createPromotion(body, getServices().payments);
        return { promotion: await row(doc, null) };
      },
    }),
    PATCH: handlerFor(adminPromotionDeactivateRoute)({
      auth: 'admin',
      body: promotionDeactivateSchema,
      handle: async ({ body }) => {
        const doc = await deactivatePromotion(body.code, getServices().payments);
        if (!doc) throw new HttpError(404, PROMOTION_UNKNOWN);
        return { promotion: await row(doc, null) };
      },
    }),
  });
}
