export { query, contentMode, type ContentMode } from './query';
export { getSiteSettings, SITE_SETTINGS_QUERY, type SiteSettings, type NavLink, type NavChild, type SocialLink } from './siteSettings';
export {
  imageUrl,
  imageSrcSet,
  imageDimensions,
  imageAlt,
  type SanityImageSource,
  type ImageFormat,
  type ImageDimensions,
} from './images';
export {
  getServices,
  getServiceByInfoPage,
  getTestimonials,
  getWorkWithMePage,
  getBookingLinks,
  type ServiceOffering,
  type ServicePrice,
  type ServicePackage,
  type Testimonial,
  type WorkWithMePage,
  type BookingLinks,
  type BookingLinkKey,
  type ServiceInfoPage,
} from './services';
export {
  getTreatmentsPage,
  getTreatmentList,
  getTreatments,
  fillTitle,
  splitParagraphs,
  TREATMENTS_PAGE_QUERY,
  TREATMENT_LIST_QUERY,
  TREATMENTS_QUERY,
  type Treatment,
  type TreatmentSummary,
  type TreatmentsPage,
  type ImagePosition,
} from './treatments';
export { richTextToHtml, richTextParagraphs, type RichText, type RichTextBlock } from './portableText';
export { getAboutPage, aboutPath, ABOUT_PAGE_QUERY, type AboutPage } from './about';
export {
  getBlogPage,
  getBlogPosts,
  videoEmbedUrl,
  BLOG_PAGE_QUERY,
  BLOG_POSTS_QUERY,
  type BlogPage,
  type BlogPost,
  type VideoProvider,
} from './blog';
export { getContactPage, CONTACT_PAGE_QUERY, type ContactPage } from './contact';
export { getHomePage, HOME_PAGE_QUERY, type HomePage, type HomeLink } from './home';
export { getCourseInfos, getCourseInfo, getCourseInfosWithPage, getCoursesPage, COURSE_INFOS_QUERY, type CourseInfo, type CoursesPage } from './courses';
export {
  getPractitionerJsonLd,
  getCourseJsonLd,
  getCourseListJsonLd,
  getSitemapPaths,
  shareImageUrl,
} from './seo';
