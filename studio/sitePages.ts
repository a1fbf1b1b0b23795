// Where each document appears on the website, for the Studio's "Open on site" action. Pure: no Studio imports.

/** The facts of Site settings that addresses depend on. */
export type SiteFacts = {siteUrl?: string | null; productSlug?: string | null}

type Doc = {
  slug?: {current?: string}
  hasPage?: boolean
  infoPage?: string
  anchorId?: string
} & Record<string, unknown>

/** The address the site serves this document at when the Studio runs under `npm start`, unless told otherwise. */
export const DEFAULT_LOCAL_SITE_URL = 'http://127.0.0.1:4321'

/**
 * The path of the page showing a document of this type: a string ("/treatments/anxiety-relief"),
 * null when the page's address is not known yet (no slug, or no Site settings loaded), or undefined when
 * documents of this type have no page of their own (written lessons are private).
 */
export function sitePath(type: string, doc: Doc | null | undefined, facts: SiteFacts | null): string | null | undefined {
  const slug = doc?.slug?.current
  switch (type) {
    case 'homePage':
    case 'siteSettings':
      return '/'
    case 'aboutPage':
      return facts?.productSlug ? `/about-${facts.productSlug}` : null
    case 'treatmentsPage':
      return '/treatments'
    case 'treatment':
      return slug ? `/treatments/${slug}` : null
    case 'coursesPage':
      return '/courses'
    case 'courseInfo':
      return doc?.hasPage && slug ? `/courses/${slug}` : '/courses'
    case 'workWithMePage':
    case 'testimonial':
      return '/work-with-me'
    case 'serviceOffering':
      return doc?.infoPage ? `/${doc.infoPage}` : doc?.anchorId ? `/work-with-me#${doc.anchorId}` : '/work-with-me'
    case 'blogPage':
      return '/blog'
    case 'blogPost':
      return slug ? `/blog#${slug}` : '/blog'
    case 'contactPage':
      return '/contact'
    default:
      return undefined
  }
}

/**
 * The website's address: the local site when this Studio was built for the local stack (`npm start`),
 * otherwise the address in Site settings.
 */
export function siteOrigin(env: {localLake?: string; localSiteUrl?: string}, facts: SiteFacts | null): string | null {
  if (env.localLake === '1') return env.localSiteUrl || DEFAULT_LOCAL_SITE_URL
  return facts?.siteUrl || null
}

/** The full address of a document's page, or null when it has none or it is not known. */
export function siteUrlFor(origin: string | null, path: string | null | undefined): string | null {
  if (!origin || !path) return null
  try {
    return new URL(path, origin).href
  } catch {
    return null
  }
}
