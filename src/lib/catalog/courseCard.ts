// One /courses card as HTML (spec 2.4): picture and title linking to the course's page, 'Online Course', the price
// (the usual one struck through, the sale tag) or 'COMING SOON', the description, the 'Course Content' accordion
// (native <details name>: one open at a time) and 'Learn More' (or 'Go to Course' for someone who owns it). The
// build writes the cards with it, so the HTML holds the prices; the page's script writes a card again with it
// when the live record differs or a sale ends, so both are the same markup. Every text is escaped. Pure.
import { escapeHtml } from '../text/escapeHtml';
import { coursePriceView } from './coursePrice';
import { cardFacts } from './cardFacts';
import { GO_TO_COURSE } from './courseWords';
import type { PublicCourse } from './publicCourses';

export { cardFacts, GO_TO_COURSE };

export type CardPicture = { src: string; srcset?: string; alt: string; width?: number; height?: number };
export type CardInfo = { href: string; image: CardPicture | null };
export type CardLabels = { learnMore: string; content: string; comingSoon: string; goToCourse: string };

const attr = (name: string, value: string | number | undefined) => (value === undefined ? '' : ` ${name}="${escapeHtml(String(value))}"`);

export function courseCardHtml(course: PublicCourse, info: CardInfo, labels: CardLabels, owned = false): string {
  const view = coursePriceView(course);
  const soon = view.kind === 'soon';
  const href = info.href;
  const title = escapeHtml(course.title);
  const picture = info.image ?? { src: course.image_url ?? '', alt: course.title };
  const img =
    `<img class="cover-image"${attr('src', picture.src)}${attr('srcset', picture.srcset)}` +
    `${picture.srcset ? ' sizes="(min-width: 64rem) 34rem, 100vw"' : ''}${attr('alt', picture.alt)}` +
    `${attr('width', picture.width)}${attr('height', picture.height)} loading="lazy" decoding="async">`;
  const soonLabel = escapeHtml(labels.comingSoon);
  let price = '';
  if (soon) price = `<p class="course-card__soon-text"><strong>${soonLabel}</strong></p>`;
  else if (view.kind === 'sale') {
    price =
      '<p class="course-card__price">' +
      (view.was ? `<s><span class="sr-only">Usual price </span>${escapeHtml(view.was)}</s> ` : '') +
      `<span class="course-card__now">${escapeHtml(view.now)}</span>` +
      (course.sale_tag ? `<span class="course-card__tag badge">${escapeHtml(course.sale_tag)}</span>` : '') +
      '</p>';
  }
  const sessions = course.sessions.length
    ? `<h3 class="course-card__content">${escapeHtml(labels.content)}</h3><ul class="course-accordion">` +
      course.sessions
        .map(
          (session) =>
            `<li><details name="course-${escapeHtml(course.id)}-sessions"><summary><h4>${escapeHtml(session.title)}</h4></summary>` +
            `<p>${escapeHtml(session.description)}</p></details></li>`,
        )
        .join('') +
      '</ul>'
    : '';
  // The course's name for screen readers and search engines, so that four 'Learn More' links say where each goes.
  const action = owned
    ? `<a href="/course/${encodeURIComponent(course.id)}" class="btn">${escapeHtml(labels.goToCourse)}<span class="sr-only">: ${title}</span></a>`
    : `<a${attr('href', href)} class="btn">${escapeHtml(labels.learnMore)}<span class="sr-only">: ${title}</span></a>`;
  return (
    `<li class="course-card card-surface${soon ? ' is-coming-soon' : ''}"${attr('data-course-id', course.id)}` +
    `${attr('data-card-facts', cardFacts(course))}${owned ? ' data-owned=""' : ''}>` +
    // The title link right below goes to the same place: the picture's link is hidden from the keyboard and readers.
    `<a${attr('href', href)} class="course-card__media" tabindex="-1" aria-hidden="true">${img}` +
    `${soon ? `<span class="course-card__soon">${soonLabel}</span>` : ''}</a>` +
    '<div class="card-surface__body course-card__body"><p class="course-card__type">Online Course</p>' +
    `<h2 class="course-card__title"${attr('id', `course-${course.id}-title`)}><a${attr('href', href)}>${title}</a></h2>` +
    `${price}<p>${escapeHtml(course.description)}</p>${sessions}<div class="course-card__actions">${action}</div></div></li>`
  );
}
