// POST /api/promotion-check {courseId, code}: what a promotion code makes of a course's price, for the purchase
// dialog and a course page opened with ?code=. Public (the page shows it before sign-in), so each address may
// ask a limited number of times; create-checkout checks the code again, so this answer decides nothing.
import type { Config } from '@netlify/functions';
import { promotionCheckRoute } from '../../src/api/contract';
import { promotionCheckSchema } from '../../src/lib/purchase/promotionSchemas';
import { amountInPence, isPurchasable } from '../../src/lib/money';
import { saleRefusal } from '../../src/lib/admin/courseSchemas';
import { COURSE_NOT_FOUND_FOR_SALE, NOT_FOR_SALE } from '../../src/lib/purchase/purchase';
import { HttpError } from '../../src/lib/http';
import { handlerFor } from '../lib/handler';
import { clientAddress } from '../lib/clientAddress';
import { takeRateLimit, type RateLimit } from '../lib/rateLimit';
import { getCourse } from '../lib/catalog/courses';
import { checkPromotion } from '../lib/purchase/promotions';

/** Plenty for a buyer trying a code or two, useless for guessing codes. */
export const PROMOTION_CHECK_LIMIT: RateLimit = {
  scope: 'promotion-check',
  max: 30,
  windowMs: 10 * 60 * 1000,
  message: 'Too many promotion code checks from your connection. Please wait a few minutes and try again.',
};

export default handlerFor(promotionCheckRoute)({
  auth: 'public',
  body: promotionCheckSchema,
  handle: async ({ body, req, context }) => {
    await takeRateLimit(PROMOTION_CHECK_LIMIT, clientAddress(req, context));
    const course = await getCourse(body.courseId);
    if (!course || !course.published) throw new HttpError(404, COURSE_NOT_FOUND_FOR_SALE);
    if (saleRefusal(course) || !isPurchasable(course.price)) throw new HttpError(409, NOT_FOR_SALE);
    return (await checkPromotion(body.code, course.id, amountInPence(course.price), Date.now())).quote;
  },
});

export const config: Config = { path: '/api/promotion-check' };
