// The courses as the site sells them: Firestore's catalog (what is published, its price, its sessions) joined with
// each course's words and picture from Sanity (courseInfo). Every published course on sale has a sales page; until
// the practitioner writes its Sanity page, the page uses the catalog's title, description, sessions and picture.
import { getBuildCatalog } from './catalog';
import { getCourseInfos, type CourseInfo } from './courses';
import type { SanityImageSource } from './images';
import { hasSalesPage } from '../lib/catalog/coursePages';
import type { PublicCourse } from '../lib/catalog/publicCourses';

/** What a course's page shows: Sanity's words and picture where written, else the catalog's. */
export type CoursePageContent = Omit<CourseInfo, 'image' | 'order' | 'hasPage'> & {
  /** The Sanity picture, or null: then `imageAddress` (the catalog's picture) stands in. */
  image: SanityImageSource | null;
  imageAddress: string | null;
};

/** One published course with what its page and card show. */
export type SoldCourse = {
  course: PublicCourse;
  info: CourseInfo | undefined;
  /** Its own page (/courses/{id}), or null when it has none (a coming-soon course without one). */
  path: string | null;
  content: CoursePageContent;
};

/** The words of a course's page: Sanity's where written, the catalog's otherwise. */
export function coursePageContent(course: PublicCourse, info: CourseInfo | undefined, contentLabel: string): CoursePageContent {
  const fromCatalog = !info || info.sessions.length === 0;
  return {
    courseId: course.id,
    title: info?.title || course.title,
    image: info?.image ?? null,
    imageAddress: course.image_url,
    tagline: info?.tagline ?? null,
    intro: info?.intro ?? course.description,
    enrolLabel: info?.enrolLabel ?? null,
    benefitsHeading: info?.benefitsHeading ?? null,
    benefits: info?.benefits ?? [],
    sessionsHeading: fromCatalog ? contentLabel : info.sessionsHeading,
    sessions: fromCatalog
      ? course.sessions.map((session, index) => ({ key: `session-${index + 1}`, title: session.title, text: session.description, benefits: [] }))
      : info.sessions,
  };
}

/** Every published course, oldest first, with its Sanity page (if any), its own page's path and its page's words. */
export async function getSoldCourses(contentLabel: string): Promise<SoldCourse[]> {
  const [catalog, infos] = await Promise.all([getBuildCatalog(), getCourseInfos()]);
  const byId = new Map(infos.map((info) => [info.courseId, info]));
  return catalog.courses.map((course) => {
    const info = byId.get(course.id);
    return {
      course,
      info,
      path: hasSalesPage(course, info?.hasPage === true) ? `/courses/${course.id}` : null,
      content: coursePageContent(course, info, contentLabel),
    };
  });
}
