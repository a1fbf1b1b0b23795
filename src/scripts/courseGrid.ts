// Builds the /courses cards from GET /api/courses (vanilla DOM; text is set with textContent, never HTML):
// Firestore's published courses with their live prices and coming-soon state (C1).
// Spec 2.4/4: loading, then loaded; a failed load is logged and the list stays empty.
import { coursePriceView } from '../lib/catalog/coursePrice';
import type { PublicCourse } from '../lib/catalog/publicCourses';
import { fetchLiveCourses } from './liveCourses';

type CardInfo = {
  href: string;
  image: { src: string; srcset: string; alt: string; width: number; height: number };
};
type Labels = { learnMore: string; content: string; comingSoon: string };

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: Array<Node | string>
) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Native <details name>: one open item per card at a time, the open one can be closed, no script of ours. */
function accordion(course: PublicCourse): HTMLUListElement {
  const list = el('ul', { className: 'course-accordion' });
  for (const session of course.sessions) {
    const item = el('details', {}, el('summary', {}, el('h4', {}, session.title)), el('p', {}, session.description));
    item.setAttribute('name', `course-${course.id}-sessions`);
    list.append(el('li', {}, item));
  }
  return list;
}

function card(course: PublicCourse, info: CardInfo | undefined, labels: Labels): HTMLLIElement {
  const href = info?.href ?? '/contact';
  const view = coursePriceView(course);
  const comingSoon = view.kind === 'soon';
  const titleId = `course-${course.id}-title`;

  const img = el('img', {
    className: 'cover-image',
    src: info?.image.src ?? course.image_url ?? '',
    alt: info?.image.alt ?? course.title,
    loading: 'lazy',
    decoding: 'async',
  });
  if (info) {
    img.srcset = info.image.srcset;
    img.sizes = '(min-width: 64rem) 34rem, 100vw';
    img.width = info.image.width;
    img.height = info.image.height;
  }
  const media = el('a', { href, className: 'course-card__media', tabIndex: -1 }, img);
  media.setAttribute('aria-hidden', 'true'); // the title link right below goes to the same place
  if (comingSoon) media.append(el('span', { className: 'course-card__soon' }, labels.comingSoon));

  const body = el(
    'div',
    { className: 'card-surface__body course-card__body' },
    el('p', { className: 'course-card__type' }, 'Online Course'),
    el('h2', { className: 'course-card__title', id: titleId }, el('a', { href }, course.title)),
  );
  if (comingSoon) {
    body.append(el('p', { className: 'course-card__soon-text' }, el('strong', {}, labels.comingSoon)));
  } else if (view.kind === 'sale') {
    const price = el('p', { className: 'course-card__price' });
    if (view.was) {
      price.append(el('s', {}, el('span', { className: 'sr-only' }, 'Usual price '), view.was));
      price.append(' ');
    }
    price.append(el('span', { className: 'course-card__now' }, view.now));
    if (course.sale_tag) price.append(el('span', { className: 'course-card__tag badge' }, course.sale_tag));
    body.append(price);
  }
  body.append(el('p', {}, course.description));
  if (course.sessions.length > 0) {
    body.append(el('h3', { className: 'course-card__content' }, labels.content), accordion(course));
  }
  // The course's name, for screen readers and search engines, so that four 'Learn More' links say where each goes.
  const learnMore = el('a', { href, className: 'btn' }, labels.learnMore, el('span', { className: 'sr-only' }, `: ${course.title}`));
  body.append(el('div', { className: 'course-card__actions' }, learnMore));

  const item = el('li', { className: `course-card card-surface${comingSoon ? ' is-coming-soon' : ''}` }, media, body);
  item.dataset.courseId = course.id;
  return item;
}

export async function renderCourseGrid(grid: HTMLElement, loading: HTMLElement): Promise<void> {
  const infos = JSON.parse(grid.dataset.courseInfo ?? '{}') as Record<string, CardInfo>;
  const labels = JSON.parse(grid.dataset.labels ?? '{}') as Labels;
  try {
    const courses = await fetchLiveCourses();
    grid.replaceChildren(...courses.map((course) => card(course, infos[course.id], labels)));
    grid.setAttribute('aria-busy', 'false');
  } catch (error) {
    console.error('Error fetching courses:', error);
  } finally {
    loading.remove();
  }
}
