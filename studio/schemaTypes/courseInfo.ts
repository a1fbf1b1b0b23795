import {BookIcon} from '@sanity/icons/Book'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {defineLineField, defineTextField} from './fields/words.ts'
import {defineImageField} from './fields/image.ts'
import {defineOrderField} from './fields/order.ts'
import {defineSlugField} from './fields/slug.ts'
import {joinParts} from './preview.ts'

const imageWithAlt = (name: string, title: string, description?: string) => defineImageField({name, title, description})

/** One benefit of a course: a short heading and a sentence. */
export const courseInfoBenefit = defineType({
  name: 'courseInfoBenefit',
  title: 'Benefit',
  type: 'object',
  fields: [
    defineLineField({name: 'title', title: 'Heading', description: 'A few words naming the benefit.', max: 80}),
    defineTextField({name: 'text', title: 'Text', description: 'One or two sentences about the benefit.', rows: 2, max: 300}),
  ],
  preview: {select: {title: 'title', subtitle: 'text'}},
})

/** One session (or journey) of a course as described on its page, with what it brings. */
export const courseInfoSession = defineType({
  name: 'courseInfoSession',
  title: 'Session',
  type: 'object',
  fields: [
    defineLineField({name: 'title', title: 'Title', description: 'The name of the session or journey.', max: 100}),
    defineTextField({
      name: 'text',
      title: 'Description',
      description: 'What happens in this session, in a few sentences.',
      rows: 3,
      max: 600,
    }),
    defineField({
      name: 'benefits',
      description: 'Short lines about what this session brings (1 to 6).',
      title: 'What it brings',
      type: 'array',
      of: [defineArrayMember({type: 'string', validation: (rule) => rule.max(120)})],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'text'}},
})

/**
 * The marketing words and pictures of one online course. What is sold (the price, the usual price, the sale's end,
 * whether the course is published or coming soon, the sessions and their videos) is managed in the admin dashboard
 * only; the course's page and the course list are built with those figures and correct them live.
 */
export const courseInfo = defineType({
  name: 'courseInfo',
  title: 'Course page',
  type: 'document',
  icon: BookIcon,
  groups: [
    {name: 'basics', title: 'Basics', default: true},
    {name: 'page', title: 'Course page'},
  ],
  fields: [
    defineLineField({
      name: 'title',
      title: 'Course name',
      group: 'basics',
      description: 'The name of the course as shown on the course list and its page.',
      max: 80,
    }),
    defineSlugField({
      title: 'Course id',
      group: 'basics',
      kind: 'course',
      description:
        'Must be the course id used by the course area, e.g. quantum-alchemy-breathwork. Please ask your developer before changing it.',
    }),
    defineOrderField({
      type: 'courseInfo',
      title: 'Position',
      group: 'basics',
      description: 'Where the course appears on the course list; 1 is shown first.',
    }),
    defineField({
      name: 'hasPage',
      title: 'Has its own page',
      type: 'boolean',
      group: 'basics',
      description:
        'Every course on sale has its own page. Turn this on to give a coming-soon course its page too; a coming-soon course without one links to the Contact page from the course list.',
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    {...imageWithAlt('image', 'Picture', 'Shown on the course list and at the top of the course page.'), group: 'basics'},
    defineField({
      name: 'tagline',
      description: 'Optional short line under the course name on its page.',
      title: 'Short line under the name',
      type: 'string',
      group: 'page',
      validation: (rule) => rule.max(120),
    }),
    defineField({
      name: 'intro',
      description: 'The introduction on the course page (needed when the course has its own page).',
      title: 'Introduction',
      type: 'text',
      rows: 4,
      group: 'page',
      validation: (rule) => rule.max(800),
    }),
    defineField({
      name: 'enrolLabel',
      title: 'Purchase button',
      type: 'string',
      group: 'page',
      description: 'For example "Enroll Now". The price from the admin dashboard is added after it.',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'benefitsHeading',
      description: 'Heading above the benefits on the course page, for example "What You Will Gain".',
      title: 'Benefits heading',
      type: 'string',
      group: 'page',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'benefits',
      description: 'What the course brings, each with a short heading and a sentence (up to 9).',
      title: 'Benefits',
      type: 'array',
      group: 'page',
      of: [defineArrayMember({type: 'courseInfoBenefit'})],
      validation: (rule) => rule.max(9),
    }),
    defineField({
      name: 'sessionsHeading',
      title: 'Sessions heading',
      type: 'string',
      group: 'page',
      description: 'For example "The Five Sessions" or "The Six Journeys".',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'sessions',
      description: 'The sessions or journeys of the course as described on its page (up to 12).',
      title: 'Sessions or journeys',
      type: 'array',
      group: 'page',
      of: [defineArrayMember({type: 'courseInfoSession'})],
      validation: (rule) => rule.max(12),
    }),
  ],
  validation: (rule) =>
    rule.custom((doc) => {
      const d = doc as {hasPage?: boolean; intro?: string; sessions?: unknown[]; benefits?: unknown[]} | undefined
      if (!d?.hasPage) return true
      if (!d.intro || !d.sessions?.length || !d.benefits?.length) {
        return 'A course with its own page needs an introduction, benefits and sessions.'
      }
      return true
    }),
  orderings: [{title: 'Position', name: 'order', by: [{field: 'order', direction: 'asc'}]}],
  preview: {
    select: {title: 'title', order: 'order', hasPage: 'hasPage', media: 'image'},
    prepare: ({title, order, hasPage, media}) => ({
      title,
      subtitle: joinParts(typeof order === 'number' ? `Position ${order}` : '', hasPage ? 'Has its own page' : 'No page of its own'),
      media,
    }),
  },
})

const pageLine = (name: string, title: string, description: string, max = 80) =>
  defineField({name, title, type: 'string', description, validation: (rule) => rule.required().max(max)})

/** The words of the course list (/courses) and the shared words of the course pages. One document (id "coursesPage"). */
export const coursesPage = defineType({
  name: 'coursesPage',
  title: 'Courses page',
  type: 'document',
  icon: BookIcon,
  fields: [
    pageLine('title', 'Page heading', 'The big heading at the top of the course list.'),
    defineTextField({
      name: 'intro',
      title: 'Introduction',
      description: 'A few sentences under the heading of the course list.',
      rows: 3,
      max: 400,
    }),
    pageLine('loadingLabel', 'Loading message', 'Shown for a moment while the courses load.'),
    pageLine('learnMoreLabel', '"Learn more" button', 'The button on each course card.', 40),
    pageLine('contentLabel', '"Course content" heading', 'Heading above the list of sessions on each card.', 40),
    pageLine('comingSoonLabel', '"Coming soon" label', 'Shown over the picture of courses that are not available yet.', 40),
    pageLine('backLabel', '"Back" link', 'The link at the top of each course page back to the list.', 40),
    pageLine('closingHeading', 'Closing heading', 'Heading of the box at the bottom of the course list.'),
    defineTextField({
      name: 'closingText',
      title: 'Closing text',
      description: 'A sentence or two in the box at the bottom of the course list.',
      rows: 2,
      max: 300,
    }),
    pageLine('closingLabel', 'Closing button', 'The button at the bottom of the course list (it opens the Contact page).', 60),
  ],
  preview: {
    select: {heading: 'title'},
    prepare: ({heading}) => ({title: 'Course list page words', subtitle: heading}),
  },
})
