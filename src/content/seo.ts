// Search-engine data built from the content: the practitioner's JSON-LD, the courses' JSON-LD and the
// list of public pages for sitemap.xml. Build-time only (reads images through content/images and the catalog).
import { getAboutPage, aboutPath } from './about';
import { getCoursesPage } from './courses';
import { getSoldCourses, type SoldCourse } from './coursePages';
import { coursePriceView } from '../lib/catalog/coursePrice';
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

function courseFacts(settings: SiteSettings, sold: SoldCourse): CourseFacts {
  const { course, content, path } = sold;
  return {
    siteUrl: settings.siteUrl,
    brandName: settings.brandName,
    name: content.title,
    description: content.tagline ?? content.intro ?? content.title,
    path: path ?? '/courses',
    image: content.image
      ? shareImageUrl(settings, content.image)
      : content.imageAddress
        ? absoluteUrl(settings.siteUrl, content.imageAddress)
        : null,
    // The offer: the price in force when the site was built (the page's script corrects a later change).
    price: coursePriceView(course).kind === 'sale' ? course.price : null,
    priceValidUntil: course.sale_ends_at,
  };
}

/** One course's JSON-LD (its own page). */
export async function getCourseJsonLd(sold: SoldCourse): Promise<object> {
  return courseJsonLd(courseFacts(await getSiteSettings(), sold));
}

/** Every published course as an ItemList of Course (the course list page). */
export async function getCourseListJsonLd(sold: readonly SoldCourse[]): Promise<object> {
  const settings = await getSiteSettings();
  return courseListJsonLd(
    settings.siteUrl,
    sold.map((item) => courseFacts(settings, item)),
  );
}

/** Every public, indexable page, for sitemap.xml (the app, sign-in, admin and payment pages are not). */
export async function getSitemapPaths(): Promise<string[]> {
  const [settings, treatments, sold, services] = await Promise.all([
    getSiteSettings(),
    getTreatmentList(),
    getCoursesPage().then((page) => getSoldCourses(page.contentLabel)),
    getServices(),
  ]);
  return [
    '/',
    '/courses',
    ...sold.flatMap((item) => (item.path ? [item.path] : [])),
    `/${aboutPath(settings.productSlug)}`,
    '/treatments',
    ...treatments.map((treatment) => `/treatments/${treatment.slug}`),
    '/blog',
    '/work-with-me',
    ...services.map((service) => `/${service.infoPage}`),
    '/contact',
  ];
}
