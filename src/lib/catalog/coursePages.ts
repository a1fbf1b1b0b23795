// Which courses have a sales page of their own (/courses/{course id}): every published course on sale, so a course
// published from the course builder sells itself after the rebuild its publishing asks for, and a coming-soon course
// whose course page in Sanity has "Has its own page" on. The build makes these pages, /courses and the dashboard link
// to them, and checkout sends a buyer who cancels back to them. Pure.

/** True when this published course has its own page. */
export function hasSalesPage(course: { coming_soon: boolean }, pageInContent: boolean): boolean {
  return !course.coming_soon || pageInContent;
}

/** The ids of the published courses with their own page. */
export function salesPageIds(
  published: ReadonlyArray<{ id: string; coming_soon: boolean }>,
  contentPages: ReadonlySet<string>,
): Set<string> {
  return new Set(published.filter((course) => hasSalesPage(course, contentPages.has(course.id))).map((course) => course.id));
}
