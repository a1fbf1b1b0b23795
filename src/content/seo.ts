// Search-engine data built from the content: the practitioner's JSON-LD, the courses' JSON-LD and the
// list of public pages for sitemap.xml. Build-time only (reads images through content/images).
import { getAboutPage, aboutPath } from './about';
import { getCourseInfos, type CourseInfo } from './courses';
import { imageUrl, type SanityImageSource } from './images';
import { getServices } from './services';
import { getSiteSettings, type SiteSettings } from './siteSettings';
import { getTreatmentList } from './treatments';
import { absoluteUrl, courseJsonLd, courseListJsonLd, practitionerJsonLd, priceRange, type CourseFacts } from '../lib/site/seo';

/** The absolute address of a 1200-pixel JPEG of a content image (for JSON-LD and link previews). */
export function shareImageUrl(settings: Pick<SiteSettings, 'siteUrl'>, image: SanityImageSource): string {
  return absoluteUrl(settings.siteUrl, imageUrl(image, { width: 1200, format: 'jpg' }));
}

/** The practice (LocalBusiness with the price range of its services) and the practitioner (Person). */
export async function getPractitionerJsonLd(): Promise<object> {
  const [settings, about, services] = await Promise.all([getSiteSettings(), getAboutPage(), getServices()]);
  const prices = services.flatMap((service) => [
    ...service.prices.map((price) => price.salePrice),
    ...service.packages.map((pack) => pack.salePrice),
  ]);
  return practitionerJsonLd({
    siteUrl: settings.siteUrl,
    brandName: settings.brandName,
    practitionerName: settings.practitionerName,
    description: settings.description,
    email: settings.contact.email,
    telephone: settings.contact.phone,
    areaServed: settings.contact.location,
    aboutPath: `/${aboutPath(settings.productSlug)}`,
    image: shareImageUrl(settings, about.portrait),
    sameAs: settings.socialLinks.map((link) => link.url).filter((url) => /^https:\/\//.test(url)),
    priceRange: priceRange(prices),
  });
}

function courseFacts(settings: SiteSettings, info: CourseInfo): CourseFacts {
  return {
    siteUrl: settings.siteUrl,
    brandName: settings.brandName,
    name: info.title,
    description: info.tagline ?? info.intro ?? info.title,
    path: info.hasPage ? `/courses/${info.courseId}` : '/courses',
    image: shareImageUrl(settings, info.image),
    // No offer: the price is Firestore's and changes without a rebuild, so the built page never states it.
    price: null,
  };
}

/** One course's JSON-LD (its own page). */
export async function getCourseJsonLd(info: CourseInfo): Promise<object> {
  return courseJsonLd(courseFacts(await getSiteSettings(), info));
}

/** Every course as an ItemList of Course (the course list page). */
export async function getCourseListJsonLd(): Promise<object> {
  const [settings, infos] = await Promise.all([getSiteSettings(), getCourseInfos()]);
  return courseListJsonLd(
    settings.siteUrl,
    infos.map((info) => courseFacts(settings, info)),
  );
}

/** Every public, indexable page, for sitemap.xml (the app, sign-in, admin and payment pages are not). */
export async function getSitemapPaths(): Promise<string[]> {
  const [settings, treatments, infos, services] = await Promise.all([
    getSiteSettings(),
    getTreatmentList(),
    getCourseInfos(),
    getServices(),
  ]);
  return [
    '/',
    '/courses',
    ...infos.filter((info) => info.hasPage).map((info) => `/courses/${info.courseId}`),
    `/${aboutPath(settings.productSlug)}`,
    '/treatments',
    ...treatments.map((treatment) => `/treatments/${treatment.slug}`),
    '/blog',
    '/work-with-me',
    ...services.map((service) => `/${service.infoPage}`),
    '/contact',
  ];
}
