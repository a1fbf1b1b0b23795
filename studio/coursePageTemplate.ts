import type {Template} from 'sanity'

/**
 * A course's page made from the site's course builder ('Write its page in the Studio'): the link opens a new
 * `courseInfo` document with the course's id (its "Course id", by which the site finds the page) and its title
 * filled in. Its position (last in the course list) is the order field's own starting value, which the Studio adds
 * to a template's: asking the lake here too would only double the wait within the Studio's 10 s for both. The site's link names this template by its id
 * (src/lib/admin/studioLinks.ts in the site).
 */
export const COURSE_PAGE_TEMPLATE = 'courseInfo-for-course'

export const coursePageTemplate: Template = {
  id: COURSE_PAGE_TEMPLATE,
  title: 'Course page for a course of the course builder',
  schemaType: 'courseInfo',
  parameters: [
    {name: 'courseId', title: 'Course id', type: 'string'},
    {name: 'title', title: 'Course name', type: 'string'},
  ],
  value: (params: {courseId?: unknown; title?: unknown}) => ({
    ...(typeof params.title === 'string' ? {title: params.title} : {}),
    ...(typeof params.courseId === 'string' ? {slug: {_type: 'slug', current: params.courseId}} : {}),
    hasPage: false,
  }),
}
