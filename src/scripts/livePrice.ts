// The course page's price (spec 2.4; Firestore owns it). The page is built with the price in force then, and this
// corrects it from GET /api/courses when it changed since the build, and ends a sale at its end time by itself
// (from the built facts, so also when the live read fails): the price returns that minute without a rebuild. The
// slots keep their size, so nothing moves. The purchase buttons carry the same figure for their dialog; checkout
// charges the server's price in any case. A coming-soon course shows its label and no purchase.
import { coursePriceView, purchaseLabel, type PriceView, type PricedCourse } from '../lib/catalog/coursePrice';
import { priceInForce, saleEndMs, type SaleFacts } from '../lib/catalog/saleEnd';
import { fetchLiveCourse } from './liveCourses';

type Facts = PricedCourse & SaleFacts;

/** setTimeout's longest wait; a sale ending later than that is ended by a later visit's page. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

function show(slots: HTMLElement[], buttons: HTMLButtonElement[], view: PriceView): void {
  const sale = view.kind === 'sale' ? view : null;
  for (const slot of slots) {
    const part = (name: string) => slot.querySelector<HTMLElement>(`[data-price-${name}]`);
    const now = part('now');
    const was = part('was');
    const saving = part('saving');
    if (now) now.textContent = sale ? sale.now : view.kind === 'soon' ? (slot.dataset.soonLabel ?? '') : '';
    if (was) {
      was.querySelector('[data-price-figure]')!.textContent = sale?.was ?? '';
      was.hidden = !sale?.was;
    }
    if (saving) {
      saving.textContent = sale?.saving ?? '';
      saving.hidden = !sale?.saving;
    }
  }
  for (const button of buttons) {
    const label = button.querySelector<HTMLElement>('[data-price-label]');
    if (sale) button.dataset.coursePrice = String(sale.price);
    if (label) label.textContent = purchaseLabel('', view);
    button.disabled = view.kind === 'soon';
  }
}

export async function showLivePrice(root: ParentNode = document): Promise<void> {
  const slots = [...root.querySelectorAll<HTMLElement>('[data-live-price]')];
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-purchase-course]')];
  const courseId = slots[0]?.dataset.livePrice;
  if (!courseId) return;
  let facts = JSON.parse(slots[0]!.dataset.priceFacts ?? 'null') as Facts | null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const render = () => {
    if (!facts) return;
    show(slots, buttons, coursePriceView(priceInForce(facts, Date.now())));
    // The end of the sale: shown again at that moment.
    clearTimeout(timer);
    // (A wait past now is shortened to nothing by setTimeout itself.)
    const wait = (saleEndMs(facts) ?? Infinity) - Date.now();
    if (wait <= LONGEST_WAIT_MS) timer = setTimeout(render, wait);
  };
  render();
  try {
    const live = await fetchLiveCourse(courseId);
    if (live) facts = live;
  } catch (error) {
    console.error('Error fetching the course price:', error);
    return;
  }
  render();
}
