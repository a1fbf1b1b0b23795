// The /courses cards after load (spec 2.4): the build wrote every card with its price (courseCard.ts); this corrects
// them from GET /api/courses (Firestore's published courses now): a card whose facts changed is written again with
// the same markup, a course published since the build is added, one withdrawn since is removed, and a sale ends at
// its end time by itself (from the live records, or the built ones when the live read fails). Owners see 'Go to
// Course' (ownedCourses.ts, loaded only for someone signed in). A failed load is logged and the built cards stay.
// Only the comparison loads up front; the code that writes a card loads when one has to be written.
import { cardFacts } from '../lib/catalog/cardFacts';
import type { CardInfo, CardLabels } from '../lib/catalog/courseCard';
import type { PublicCourse } from '../lib/catalog/publicCourses';
import { priceInForce, saleEndMs } from '../lib/catalog/saleEnd';
import { readAuthHint } from '../stores/authHint';
import { fetchLiveCourses } from './liveCourses';

const LONGEST_WAIT_MS = 2 ** 31 - 1;

export async function renderCourseGrid(grid: HTMLElement): Promise<void> {
  const infos = JSON.parse(grid.dataset.courseInfo ?? '{}') as Record<string, CardInfo>;
  const labels = JSON.parse(grid.dataset.labels ?? '{}') as CardLabels;
  let courses = JSON.parse(grid.dataset.builtSales ?? '[]') as PublicCourse[];
  let owned = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  // Writes the cards of `courses` whose facts differ from what is shown, in their order; `all` removes the others.
  const render = async (all: boolean) => {
    const now = Date.now();
    const shown = new Map([...grid.querySelectorAll<HTMLLIElement>('li[data-course-id]')].map((card) => [card.dataset.courseId!, card]));
    const listed = courses.map((course) => priceInForce(course, now));
    const stale = (course: PublicCourse) => {
      const card = shown.get(course.id);
      return !card || card.dataset.cardFacts !== cardFacts(course) || card.hasAttribute('data-owned') !== owned.has(course.id);
    };
    if (listed.some(stale)) {
      const { courseCardHtml } = await import('../lib/catalog/courseCard');
      let previous: Element | null = null;
      for (const course of listed) {
        let card: Element | undefined = shown.get(course.id);
        if (!card || stale(course)) {
          const template = document.createElement('template');
          // A course published since the build has no page yet (the rebuild publishing asked for makes it): /contact.
          template.innerHTML = courseCardHtml(course, infos[course.id] ?? { href: '/contact', image: null }, labels, owned.has(course.id));
          const fresh = template.content.firstElementChild!;
          if (card) card.replaceWith(fresh);
          else if (previous) previous.after(fresh);
          else grid.prepend(fresh);
          card = fresh;
        }
        previous = card;
      }
    }
    if (all) for (const [id, gone] of shown) if (!listed.some((course) => course.id === id)) gone.remove();
    // The next sale to end: its card is written again at that moment.
    clearTimeout(timer);
    const next = Math.min(...listed.map((course) => saleEndMs(course) ?? Infinity));
    if (Number.isFinite(next) && next - now <= LONGEST_WAIT_MS) timer = setTimeout(() => void render(all), Math.max(0, next - now));
  };

  try {
    await render(false);
    courses = await fetchLiveCourses();
    await render(true);
  } catch (error) {
    console.error('Error fetching courses:', error);
  } finally {
    grid.setAttribute('aria-busy', 'false');
  }
  if (!readAuthHint()) return;
  try {
    const { fetchOwnedCourseIds } = await import('./ownedCourses');
    owned = await fetchOwnedCourseIds();
    if (owned.size > 0) await render(false);
  } catch (error) {
    console.error(error);
  }
}
