// Which courses have a page of their own: content (Sanity courseInfo "Has its own page"), the same facts the
// build turns into /courses/{id} pages. Read by checkout (the address a buyer who cancels returns to) and the
// dashboard ("Learn More"). Kept for a minute per function instance: pages change only with a rebuild.
import { query } from '../adapters/content/content';

export const COURSES_WITH_PAGE_QUERY = `*[_type == "courseInfo" && hasPage == true && defined(slug.current)].slug.current`;

const KEEP_MS = 60_000;
let cached: { at: number; ids: Promise<ReadonlySet<string>> } | null = null;

export function coursesWithPage(now: number = Date.now()): Promise<ReadonlySet<string>> {
  if (!cached || now - cached.at > KEEP_MS) {
    const ids = query<string[]>(COURSES_WITH_PAGE_QUERY).then((list) => new Set(list) as ReadonlySet<string>);
    cached = { at: now, ids };
    ids.catch(() => {
      cached = null;
    });
  }
  return cached.ids;
}
