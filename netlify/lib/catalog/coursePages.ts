// Which courses have a page of their own (src/lib/catalog/coursePages.ts): every published course on sale, and a
// coming-soon one whose Sanity course page has "Has its own page" on; the same facts the build turns into
// /courses/{id} pages. Read by checkout (the address a buyer who cancels returns to) and the dashboard ("Learn More").
// Kept for a minute per function instance: pages change only with a rebuild.
import { salesPageIds } from '../../../src/lib/catalog/coursePages';
import { query } from '../adapters/content/content';
import { listPublishedCourses } from './courses';

export const COURSES_WITH_PAGE_QUERY = `*[_type == "courseInfo" && hasPage == true && defined(slug.current)].slug.current`;

const KEEP_MS = 60_000;
let cached: { at: number; ids: Promise<ReadonlySet<string>> } | null = null;

/** The courses whose Sanity course page has "Has its own page" on. */
export function contentCoursePages(): Promise<ReadonlySet<string>> {
  return query<string[]>(COURSES_WITH_PAGE_QUERY).then((list) => new Set(list));
}

export function coursesWithPage(now: number = Date.now()): Promise<ReadonlySet<string>> {
  if (!cached || now - cached.at > KEEP_MS) {
    const ids = Promise.all([listPublishedCourses(), contentCoursePages()]).then(
      ([published, pages]) =>
        salesPageIds(
          published.map(({ course }) => course),
          pages,
        ) as ReadonlySet<string>,
    );
    cached = { at: now, ids };
    ids.catch(() => {
      cached = null;
    });
  }
  return cached.ids;
}
