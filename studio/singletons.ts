/**
 * Document types that exist exactly once, with a fixed document id.
 * Used by the Studio (structure, templates, actions) and by the seed validator.
 * The site reads them by these ids (see src/content/ in the site).
 */
export const SINGLETONS: Readonly<Record<string, string>> = {
  siteSettings: 'siteSettings',
  homePage: 'homePage',
  treatmentsPage: 'treatmentsPage',
  aboutPage: 'aboutPage',
  blogPage: 'blogPage',
  workWithMePage: 'workWithMePage',
  contactPage: 'contactPage',
  coursesPage: 'coursesPage',
}

export const singletonTypes = new Set(Object.keys(SINGLETONS))
