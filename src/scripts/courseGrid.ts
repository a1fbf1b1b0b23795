// The /courses cards after load (spec 2.4): the build wrote every card with its price (courseCard.ts); this corrects
// them from GET /api/courses (Firestore's published courses now): a card whose facts changed is written again with
// the same markup, a course published since the build is added, one withdrawn since is removed, and a sale ends at
// its end time by itself (from the live records, or the built ones when the live read fails). Owners see 'Go to
// Course' (ownedCourses.ts, loaded only for someone signed in). A failed load is logged and the built cards stay.
import { cardFacts, courseCardHtml, type CardInfo, type CardLabels } from '../lib/catalog/courseCard';
import type { PublicCourse } from '../lib/catalog/publicCourses';
import { priceInForce, saleEndMs } from '../lib/catalog/saleEnd';
import { readAuthHint } from '../stores/authHint';
import { fetchLiveCourses } from './liveCourses';

const LONGEST_WAIT_MS = 2 ** 31 - 1;

function cardOf(course: PublicCourse, info: CardInfo, labels: CardLabels, owned: boolean): HTMLLIElement {
  const template = document.createElement('template');
  template.innerHTML = courseCardHtml(course, info, labels, owned);
  return template.content.firstElementChild as HTMLLIElement;
}

export async function renderCourseGrid(grid: HTMLElement): Promise<void> {
  const infos = JSON.parse(grid.dataset.courseInfo ?? '{}') as Record<string, CardInfo>;
  const labels = JSON.parse(grid.dataset.labels ?? '{}') as CardLabels;
  let courses = JSON.parse(grid.dataset.builtSales ?? '[]') as PublicCourse[];
  let owned = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  // Writes the cards of `courses` (only those whose facts differ from what is shown), in their order.
  const render = (all: boolean) => {
    const now = Date.now();
    const shown = new Map([...grid.querySelectorAll<HTMLLIElement>('li[data-course-id]')].map((card) => [card.dataset.courseId!, card]));
    let previous: Element | null = null;
    for (const listed of courses) {
      const course = priceInForce(listed, now);
      const current = shown.get(course.id);
      shown.delete(course.id);
      const isOwned = owned.has(course.id);
      // A course published since the build has no page yet (the rebuild publishing asked for makes it): /contact.
      const info = infos[course.id] ?? { href: '/contact', image: null };
      let card = current;
      if (!current || current.dataset.cardFacts !== cardFacts(course) || current.hasAttribute('data-owned') !== isOwned) {
        card = cardOf(course, info, labels, isOwned);
        if (current) current.replaceWith(card);
        else if (previous) previous.after(card);
        else grid.prepend(card);
      }
      previous = card!;
    }
    if (all) for (const gone of shown.values()) gone.remove();
    // The next sale to end: its card is written again at that moment.
    clearTimeout(timer);
    const ends = courses.map((course) => saleEndMs(course) ?? Infinity).filter((end) => end > now);
    const next = Math.min(...ends);
    if (Number.isFinite(next) && next - now <= LONGEST_WAIT_MS) timer = setTimeout(() => render(all), next - now);
  };

  render(false);
  try {
    courses = await fetchLiveCourses();
    render(true);
  } catch (error) {
    console.error('Error fetching courses:', error);
  } finally {
    grid.setAttribute('aria-busy', 'false');
  }
  if (readAuthHint()) {
    try {
      const { fetchOwnedCourseIds } = await import('./ownedCourses');
      owned = await fetchOwnedCourseIds();
      if (owned.size > 0) render(false);
    } catch (error) {
      console.error(error);
    }
  }
}
