// The course info page's price, read live (spec 2.4; Firestore owns it): the page is built with empty,
// fixed-size price slots, and this fills them from GET /api/courses, so no built page ever carries a
// stale price and nothing moves when the figure arrives. The purchase buttons get the same figure for
// their dialog. A coming-soon course shows its label and no purchase; a failed load leaves the slots
// empty (the buttons still work: checkout charges the server's price) and is logged.
import { coursePriceView, purchaseLabel } from '../lib/catalog/coursePrice';
import { fetchLiveCourse } from './liveCourses';

export async function showLivePrice(root: ParentNode = document): Promise<void> {
  const slots = [...root.querySelectorAll<HTMLElement>('[data-live-price]')];
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-purchase-course]')];
  const courseId = slots[0]?.dataset.livePrice;
  if (!courseId) return;
  let view;
  try {
    view = coursePriceView(await fetchLiveCourse(courseId));
  } catch (error) {
    console.error('Error fetching the course price:', error);
    return;
  }
  for (const slot of slots) {
    const part = (name: string) => slot.querySelector<HTMLElement>(`[data-price-${name}]`);
    const now = part('now');
    const was = part('was');
    const saving = part('saving');
    if (view.kind === 'sale') {
      if (now) now.textContent = view.now;
      if (was && view.was) {
        was.querySelector('[data-price-figure]')!.textContent = view.was;
        was.hidden = false;
      }
      if (saving && view.saving) {
        saving.textContent = view.saving;
        saving.hidden = false;
      }
    } else if (view.kind === 'soon' && now) {
      now.textContent = slot.dataset.soonLabel ?? '';
    }
    slot.setAttribute('aria-busy', 'false');
  }
  for (const button of buttons) {
    const label = button.querySelector<HTMLElement>('[data-price-label]');
    if (view.kind === 'sale') {
      button.dataset.coursePrice = String(view.price);
      if (label) label.textContent = purchaseLabel('', view);
    } else if (view.kind === 'soon') {
      button.disabled = true;
    }
  }
}
