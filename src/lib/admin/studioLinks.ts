// The course builder's link to a course's sales page in Sanity Studio: the page is a `courseInfo` document, which
// the site finds by its "Course id" (slug) being the course's id. Studio intent links (Sanity's "Create Studio edit
// intent links"): `/intent/edit/id=<id>;type=<type>` opens a document; `/intent/create/id=<id>;template=<template>;
// type=<type>/<params>` opens a new one under that id, filled in by an initial value template whose parameters are
// base64url JSON. A page made this way gets the id the seed's pages have (course-<course id>), so a link made before
// the next build still opens it. Pure.

export const COURSE_PAGE_TYPE = 'courseInfo';
/** The Studio's initial value template of a course's page: studio/coursePageTemplate.ts declares the same id. */
export const COURSE_PAGE_TEMPLATE = 'courseInfo-for-course';

/** What the admin page knows at its build: the Studio's address and the page document of each course that has one. */
export type StudioCoursePages = { studioUrl: string; documentIds: Readonly<Record<string, string>> };

export type CoursePageLink = { href: string; label: string; exists: boolean };

/** The id of a course's page made from the builder (the seed's pages have the same form). */
export const coursePageDocumentId = (courseId: string) => `course-${courseId}`;

/** UTF-8 JSON as base64url without padding, as the Studio's router reads intent parameters. */
function jsonParams(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const intentParams = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join(';');

/** 'Edit its page in the Studio' when the course has one, else 'Write its page in the Studio' (made with its id and title). */
export function coursePageStudioLink(studio: StudioCoursePages, course: { id: string; title: string }): CoursePageLink {
  const base = studio.studioUrl.replace(/\/+$/, '');
  const existing = studio.documentIds[course.id];
  if (existing) {
    return {
      href: `${base}/intent/edit/${intentParams({ id: existing, type: COURSE_PAGE_TYPE })}`,
      label: 'Edit its page in the Studio',
      exists: true,
    };
  }
  const params = intentParams({ id: coursePageDocumentId(course.id), template: COURSE_PAGE_TEMPLATE, type: COURSE_PAGE_TYPE });
  return {
    href: `${base}/intent/create/${params}/${jsonParams({ courseId: course.id, title: course.title })}`,
    label: 'Write its page in the Studio',
    exists: false,
  };
}
