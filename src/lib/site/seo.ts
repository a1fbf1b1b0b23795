// Search and sharing: canonical addresses, JSON-LD (schema.org) objects, sitemap.xml and robots.txt.
// Pure: the pages pass in what they read from the content module. Addresses are absolute on the site's
// address from site settings (siteUrl), without a trailing slash (as the site links to its pages).
import { formatPrice } from '../money';

/**
 * Routes kept out of search engines (robots.txt Disallow, noindex, not in the sitemap): sign-in, the
 * learner and admin areas, the app shells, the functions and the payment pages.
 */
export const NON_INDEXED_ROUTES = [
  '/auth',
  '/account',
  '/course-dashboard',
  '/course-access',
  '/course/',
  '/app/',
  '/admin',
  '/api/',
  '/payment',
  '/checkout',
] as const;

/** True when the path is one of NON_INDEXED_ROUTES (a prefix match, as robots.txt matches). */
export function isNonIndexedPath(path: string): boolean {
  return NON_INDEXED_ROUTES.some((route) => path.startsWith(route));
}

/** The site's origin ("https://example.com") from an address with or without a trailing slash. */
export function siteOrigin(siteUrl: string): string {
  const url = new URL(siteUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** A page path in its one public form: leading slash, no index.html, no trailing slash (except "/"). */
export function normalizePath(path: string): string {
  let clean = path.split(/[?#]/)[0] ?? '/';
  clean = clean.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (!clean.startsWith('/')) clean = `/${clean}`;
  clean = clean.replace(/\/{2,}/g, '/');
  return clean.length > 1 ? clean.replace(/\/+$/, '') : '/';
}

/** The canonical address of a page: the site's address + the normalised path. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const normalized = normalizePath(path);
  return `${siteOrigin(siteUrl)}${normalized === '/' ? '/' : normalized}`;
}

/** An absolute address for a path or address ("/seed-images/x.jpg" → "https://site/seed-images/x.jpg"). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl, `${siteOrigin(siteUrl)}/`).href;
}

/** The document title: the page's title and the brand, or the brand alone on the home page. */
export function documentTitle(title: string, brandName: string): string {
  return title === brandName ? title : `${title} | ${brandName}`;
}

/**
 * JSON-LD as the text of a <script type="application/ld+json">: characters that could end the script
 * element or break a line in old parsers are escaped, so content can never break out of it.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

type JsonLd = Record<string, unknown>;
const CONTEXT = 'https://schema.org';

/** Ids that tie the practitioner's nodes together across pages. */
export const businessId = (siteUrl: string) => `${siteOrigin(siteUrl)}/#business`;
export const practitionerId = (siteUrl: string) => `${siteOrigin(siteUrl)}/#practitioner`;

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(siteUrl, crumb.path),
    })),
  };
}

/** "£45–£360": the lowest and highest paid price (free offers left out); null without any price. */
export function priceRange(prices: readonly number[]): string | null {
  const paid = prices.filter((price) => Number.isFinite(price) && price > 0);
  if (paid.length === 0) return null;
  const low = Math.min(...paid);
  const high = Math.max(...paid);
  return low === high ? formatPrice(low) : `${formatPrice(low)}–${formatPrice(high)}`;
}

export type PractitionerFacts = {
  siteUrl: string;
  brandName: string;
  practitionerName: string;
  description: string;
  email: string;
  telephone: string;
  /** Where the practice works, e.g. 'available worldwide via online sessions'. */
  areaServed: string;
  /** The About page's path, e.g. '/about-maya-linwood'. */
  aboutPath: string;
  /** Absolute address of the practitioner's picture. */
  image?: string | null;
  /** Social profile addresses. */
  sameAs: readonly string[];
  priceRange: string | null;
  jobTitle?: string;
};

/** The practice (LocalBusiness, with its price range) and the practitioner (Person), as one graph. */
export function practitionerJsonLd(facts: PractitionerFacts): JsonLd {
  const origin = siteOrigin(facts.siteUrl);
  const business: JsonLd = {
    '@type': 'LocalBusiness',
    '@id': businessId(facts.siteUrl),
    name: facts.brandName,
    description: facts.description,
    url: `${origin}/`,
    email: facts.email,
    telephone: facts.telephone,
    areaServed: facts.areaServed,
    currenciesAccepted: 'GBP',
    founder: { '@id': practitionerId(facts.siteUrl) },
    sameAs: [...facts.sameAs],
  };
  if (facts.priceRange) business.priceRange = facts.priceRange;
  if (facts.image) business.image = facts.image;
  const person: JsonLd = {
    '@type': 'Person',
    '@id': practitionerId(facts.siteUrl),
    name: facts.practitionerName,
    jobTitle: facts.jobTitle ?? 'Clinical Hypnotherapist',
    url: canonicalUrl(facts.siteUrl, facts.aboutPath),
    email: facts.email,
    worksFor: { '@id': businessId(facts.siteUrl) },
    sameAs: [...facts.sameAs],
  };
  if (facts.image) person.image = facts.image;
  return { '@context': CONTEXT, '@graph': [business, person] };
}

export type CourseFacts = {
  siteUrl: string;
  name: string;
  description: string;
  /** The course's own page (or the page that lists it). */
  path: string;
  image?: string | null;
  /** Price in pounds; left out for a course that is not on sale yet. */
  price?: number | null;
  /** When that price ends (a sale with an end time, ISO date-time): the offer is valid until that day. */
  priceValidUntil?: string | null;
  brandName: string;
};

/** One course (schema.org Course) with its provider and, when it is on sale, its offer in pounds. */
export function courseJsonLd(facts: CourseFacts, { withContext = true } = {}): JsonLd {
  const url = canonicalUrl(facts.siteUrl, facts.path);
  const course: JsonLd = {
    ...(withContext ? { '@context': CONTEXT } : {}),
    '@type': 'Course',
    name: facts.name,
    description: facts.description,
    url,
    inLanguage: 'en-GB',
    provider: { '@type': 'Organization', name: facts.brandName, url: `${siteOrigin(facts.siteUrl)}/` },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
  };
  if (facts.image) course.image = facts.image;
  if (typeof facts.price === 'number') {
    course.offers = {
      '@type': 'Offer',
      category: facts.price > 0 ? 'Paid' : 'Free',
      price: facts.price.toFixed(2),
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
      url,
      ...(facts.priceValidUntil ? { priceValidUntil: facts.priceValidUntil.slice(0, 10) } : {}),
    };
  }
  return course;
}

/** Several courses as one ItemList (the course list page). */
export function courseListJsonLd(siteUrl: string, courses: readonly CourseFacts[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    url: canonicalUrl(siteUrl, '/courses'),
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: courseJsonLd(course, { withContext: false }),
    })),
  };
}

/** Questions and answers (schema.org FAQPage). */
export function faqJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** sitemap.xml for the given page paths (deduplicated, non-indexed routes refused). */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const unique = [...new Set(paths.map(normalizePath))];
  const refused = unique.filter(isNonIndexedPath);
  if (refused.length) throw new Error(`Not for the sitemap (kept out of search engines): ${refused.join(', ')}`);
  const entries = unique.map((path) => `  <url><loc>${escapeXml(canonicalUrl(siteUrl, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything open except the non-indexed routes, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...NON_INDEXED_ROUTES.map((route) => `Disallow: ${route}`),
    'Allow: /',
    '',
    `Sitemap: ${siteOrigin(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
