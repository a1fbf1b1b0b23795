// POST /api/create-checkout: a signed-in learner starts paying for a course. The price, currency and title come
// from the course record in Firestore, never from the browser; an enrolled learner is not charged again;
// repeated clicks reuse one Checkout Session (idempotency key).
import {
  ALREADY_ENROLLED,
  amountInPence,
  checkoutIdempotencyKey,
  checkoutUrls,
  COURSE_NOT_FOUND_FOR_SALE,
  isPurchasable,
  NOT_FOR_SALE,
  type CreateCheckoutResponse,
} from '../../../src/lib/purchase';
import { createCheckoutSchema } from '../../../src/lib/purchaseSchemas';
import { HttpError } from '../../../src/lib/http';
import { BackendUnavailableError } from '../faults';
import { defineHandler } from '../handler';
import { getCourse } from '../repositories/courses';
import { isEnrolled } from '../repositories/enrollments';
import { siteOrigin, type GetServices } from './deps';


export function createCheckoutHandler(getServices: GetServices, now: () => number = Date.now) {
  return defineHandler({
    methods: ['POST'],
    body: createCheckoutSchema,
    handle: async ({ req, body, user }): Promise<CreateCheckoutResponse> => {
      const course = await getCourse(body.courseId);
      if (!course) throw new HttpError(404, COURSE_NOT_FOUND_FOR_SALE);
      if (!isPurchasable(course.price)) throw new HttpError(409, NOT_FOR_SALE);
      if (await isEnrolled(user.uid, course.id)) throw new HttpError(409, ALREADY_ENROLLED);
      const pence = amountInPence(course.price);
      const { successUrl, cancelUrl } = checkoutUrls(siteOrigin(req), course.id);
      try {
        const session = await getServices().payments.createCheckout({
          courseId: course.id,
          courseTitle: course.title,
          amountInPence: pence,
          customerUid: user.uid,
          customerEmail: user.email,
          successUrl,
          cancelUrl,
          idempotencyKey: checkoutIdempotencyKey(user.uid, course.id, pence, now()),
        });
        return { url: session.url, checkoutId: session.checkoutId };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Anything else the provider throws (a refused request, an answer without a url) is still its fault.
        throw new BackendUnavailableError('payments', { cause: error });
      }
    },
  });
}
