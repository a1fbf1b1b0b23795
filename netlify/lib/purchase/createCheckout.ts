// POST /api/create-checkout: a signed-in learner starts paying for a course. The price, currency and title come
// from the course record in Firestore, never from the browser; an enrolled learner is not charged again;
// a learner has at most one open checkout per course: while it has time left, every request (double clicks,
// a second tab an hour later) gets that same session back (openCheckouts.ts). A promotion code the buyer applied
// is checked here and carried to the provider; one that takes the whole price enrols without a checkout.
import {
  ALREADY_ENROLLED,
  checkoutExpiresAt,
  checkoutIdempotencyKey,
  checkoutUrls,
  COURSE_NOT_FOUND_FOR_SALE,
  infoPagePath,
  NOT_FOR_SALE,
  successUrlFor,
} from '../../../src/lib/purchase/purchase';
import { createCheckoutRoute } from '../../../src/api/contract';
import { amountInPence, isPurchasable } from '../../../src/lib/money';
import { createCheckoutSchema } from '../../../src/lib/purchase/schemas';
import { saleRefusal } from '../../../src/lib/admin/courseSchemas';
import { HttpError } from '../../../src/lib/http';
import { BackendUnavailableError } from '../faults';
import { handlerFor } from '../handler';
import { coursesWithPage } from '../catalog/coursePages';
import { getCourse } from '../catalog/courses';
import { isEnrolled } from '../learning/enrollments';
import { claimOpenCheckout, getOpenCheckout, isReusable } from './openCheckouts';
import { siteOrigin } from '../siteOrigin';
import { appliedPromotion, checkPromotion } from './promotions';
import { fulfilFreeOrder } from './freeOrder';
import type { GetServices } from './deps';

export function createCheckoutHandler(getServices: GetServices, now: () => number = Date.now) {
  return handlerFor(createCheckoutRoute)({
    body: createCheckoutSchema,
    handle: async ({ body, user }) => {
      const course = await getCourse(body.courseId);
      if (!course) throw new HttpError(404, COURSE_NOT_FOUND_FOR_SALE);
      // A draft or a coming-soon course (C1) is never sold, whatever its price; the buyer is told it is not on sale.
      if (saleRefusal(course)) throw new HttpError(409, NOT_FOR_SALE);
      if (!isPurchasable(course.price)) throw new HttpError(409, NOT_FOR_SALE);
      if (await isEnrolled(user.uid, course.id)) throw new HttpError(409, ALREADY_ENROLLED, { code: 'already_enrolled' });
      const pence = amountInPence(course.price);
      const at = now();
      // A code is checked again here (unknown, expired, another course's, used up: 409 and nothing changes).
      const checked = body.promotionCode ? await checkPromotion(body.promotionCode, course.id, pence, at) : null;
      const promotion = checked ? appliedPromotion(checked.promotion, checked.quote) : null;
      const charged = pence - (promotion?.discountPence ?? 0);
      const { successUrl, cancelUrl } = checkoutUrls(siteOrigin(), course.id, infoPagePath(course.id, await coursesWithPage()));
      if (promotion && charged === 0) {
        // Nothing to pay: no card and no provider; enrolled now, through the same fulfilment (freeOrder.ts).
        const { mailer, payments } = getServices();
        const checkoutId = await fulfilFreeOrder({ user, courseId: course.id, code: promotion.code, at, mailer, payments });
        return { url: successUrlFor(successUrl, checkoutId), checkoutId, free: true };
      }
      const open = await getOpenCheckout(user.uid, course.id);
      if (isReusable(open, charged, at, promotion?.code ?? null)) return { url: open.url, checkoutId: open.checkout_id };

      const { payments } = getServices();
      let session;
      try {
        session = await payments.createCheckout({
          courseId: course.id,
          courseTitle: course.title,
          amountInPence: pence,
          promotion,
          customerUid: user.uid,
          customerEmail: user.email,
          successUrl,
          cancelUrl,
          idempotencyKey: checkoutIdempotencyKey(user.uid, course.id, charged, at, promotion?.code ?? null),
          expiresAt: checkoutExpiresAt(at),
        });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Anything else the provider throws (a refused request, an answer without a url) is still its fault.
        throw new BackendUnavailableError('payments', { cause: error });
      }
      const { use, superseded } = await claimOpenCheckout(
        {
          user_id: user.uid,
          course_id: course.id,
          checkout_id: session.checkoutId,
          url: session.url,
          amount_total: charged,
          promotion_code: promotion?.code ?? null,
          expires_at: session.expiresAt,
        },
        at,
      );
      // A concurrent request's session won, or an older one ran short of time: the loser must not stay payable.
      if (superseded) {
        await payments.expireCheckout(superseded).catch((error: unknown) => {
          console.error(`[create-checkout] could not expire superseded checkout ${superseded}`, error);
        });
      }
      return { url: use.url, checkoutId: use.checkout_id };
    },
  });
}
