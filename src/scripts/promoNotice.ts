// A course page opened with ?code=CODE (a newsletter's or a client's link): loaded only then, it asks the server
// what the code makes of the course's price and says so under each price on the page ('With code SPRING20:
// £20.00 instead of £25.00'), or why the code cannot be used. The purchase dialog applies the same code; the
// server checks it again at checkout, so nothing here decides what anyone pays. The dialog shares this answer
// (promotionCheck.ts): one question per code.
import { checkPromotion } from '../api/promotionCheck';
import { formatPrice } from '../lib/money';
import { looksLikeCode, normaliseCode, PROMOTION_UNKNOWN } from '../lib/purchase/promotions';

const pounds = (pence: number) => formatPrice(pence / 100, { decimals: 'always' });

/** The words under the price for a code on this course. */
export async function promoNoticeWords(courseId: string, code: string): Promise<{ ok: boolean; words: string }> {
  if (!looksLikeCode(code)) return { ok: false, words: PROMOTION_UNKNOWN };
  try {
    const quote = await checkPromotion(courseId, normaliseCode(code));
    return { ok: true, words: `With code ${quote.code}: ${pounds(quote.amountPence)} instead of ${pounds(quote.listPence)}` };
  } catch (error) {
    return { ok: false, words: error instanceof Error ? error.message : PROMOTION_UNKNOWN };
  }
}

export async function showPromoNotice(code: string, root: ParentNode = document): Promise<void> {
  const slots = [...root.querySelectorAll<HTMLElement>('[data-live-price]')];
  const courseId = slots[0]?.dataset.livePrice;
  if (!courseId) return;
  const { ok, words } = await promoNoticeWords(courseId, code);
  for (const slot of slots) {
    const notice = document.createElement('p');
    notice.className = ok ? 'course-info__promo' : 'course-info__promo course-info__promo--refused';
    notice.dataset.promoNotice = ok ? 'applied' : 'refused';
    notice.setAttribute('role', 'status');
    notice.textContent = words;
    slot.after(notice);
  }
}
