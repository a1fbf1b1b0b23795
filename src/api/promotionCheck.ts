// A buyer's check of a promotion code for a course, asked once per code and course on a page: the course page's
// notice (?code=) and the purchase dialog share the answer. A refusal is kept as well (an unknown code stays
// unknown while the page is open, and checkout checks the code again anyway); a failure to get an answer (the
// site busy or unreachable) is not, so 'Apply' asks again.
import { promotionCheckRoute } from './learnerContract';
import { ApiError, request } from './request';
import type { PromotionQuote } from '../lib/purchase/promotions';

const answers = new Map<string, Promise<PromotionQuote>>();

/** The server's answer for this (normalised) code on this course: the quote, or its refusal as an ApiError. */
export function checkPromotion(courseId: string, code: string): Promise<PromotionQuote> {
  const key = `${courseId}\n${code}`;
  const known = answers.get(key);
  if (known) return known;
  const answer = request(promotionCheckRoute, { courseId, code }, { token: null });
  answers.set(key, answer);
  answer.catch((error: unknown) => {
    const refused = error instanceof ApiError && (error.code === 'promotion_refused' || error.code === 'invalid_input');
    if (!refused) answers.delete(key);
  });
  return answer;
}
