// The marketing side of the courses, from Sanity: the course list's words and each course's page.
// What is sold (price, usual price, sale end, published and coming-soon state, the sessions) lives in Firestore
// only: the build reads it from there (catalog.ts, joined with these words in coursePages.ts) and the pages' scripts
// correct it live from GET /api/courses.
import { query } from './query';
import type { SanityImageSource } from './images';

export type CourseInfo = {
  courseId: string;
  title: string;
  order: number;
  hasPage: boolean;
  image: SanityImageSource;
  tagline: string | null;
  intro: string | null;
  enrolLabel: string | null;
  benefitsHeading: string | null;
  benefits: { key: string; title: string; text: string }[];
  sessionsHeading: string | null;
  sessions: { key: string; title: string; text: string; benefits: string[] }[];
};

export type CoursesPage = {
  title: string;
  intro: string;
  loadingLabel: string;
  learnMoreLabel: string;
  contentLabel: string;
  comingSoonLabel: string;
  backLabel: string;
  closingHeading: string;
  closingText: string;
  closingLabel: string;
};

const COURSE_INFO_PROJECTION = `{
  "courseId": slug.current, title, order, "hasPage": hasPage == true, image,
  "tagline": coalesce(tagline, null), "intro": coalesce(intro, null),
  "enrolLabel": coalesce(enrolLabel, null),
  "benefitsHeading": coalesce(benefitsHeading, null), "benefits": coalesce(benefits[]{"key": _key, title, text}, []),
  "sessionsHeading": coalesce(sessionsHeading, null), "sessions": coalesce(sessions[]{"key": _key, title, text, benefits}, [])
}`;

export const COURSE_INFOS_QUERY = `*[_type == "courseInfo"] | order(order asc) ${COURSE_INFO_PROJECTION}`;
export const COURSE_INFO_QUERY = `*[_type == "courseInfo" && slug.current == $courseId][0] ${COURSE_INFO_PROJECTION}`;
export const COURSES_PAGE_QUERY = `*[_type == "coursesPage" && _id == "coursesPage"][0]{
  title, intro, loadingLabel, learnMoreLabel, contentLabel, comingSoonLabel, backLabel, closingHeading, closingText, closingLabel
}`;

export function getCourseInfos(): Promise<CourseInfo[]> {
  return query<CourseInfo[]>(COURSE_INFOS_QUERY);
}

/** The courses with a page of their own (one /courses/{courseId} page each). */
export async function getCourseInfosWithPage(): Promise<CourseInfo[]> {
  return (await getCourseInfos()).filter((info) => info.hasPage);
}

export async function getCourseInfo(courseId: string): Promise<CourseInfo> {
  const info = await query<CourseInfo | null>(COURSE_INFO_QUERY, { courseId });
  if (!info) throw new Error(`The courseInfo document of ${courseId} is missing from the content source`);
  return info;
}

export async function getCoursesPage(): Promise<CoursesPage> {
  const page = await query<CoursesPage | null>(COURSES_PAGE_QUERY);
  if (!page) throw new Error('The coursesPage document is missing from the content source');
  return page;
}

export const COURSE_PAGE_DOCUMENTS_QUERY = `*[_type == "courseInfo" && defined(slug.current)]{"courseId": slug.current, "documentId": _id}`;

/** Each course's page document id, by course id: the course builder links to it in the Studio. */
export async function getCoursePageDocumentIds(): Promise<Record<string, string>> {
  const rows = await query<{ courseId: string; documentId: string }[]>(COURSE_PAGE_DOCUMENTS_QUERY);
  return Object.fromEntries(rows.map((row) => [row.courseId, row.documentId]));
}
