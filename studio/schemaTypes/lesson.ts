import {BookIcon} from '@sanity/icons/Book'
import {defineArrayMember, defineField, defineType, type SortOrderingItem} from 'sanity'
import {defineLineField} from './fields/words.ts'
import {richTextMarks} from './fields/richText.ts'
import {isValueFree} from './fields/unique.ts'
import {joinParts} from './preview.ts'

/**
 * Lessons in the course builder's order: courses oldest first, then each course's sessions in order; a lesson the
 * builder has not placed yet (new, or its session unknown) comes after them, by title.
 */
export const LESSONS_IN_BUILDER_ORDER: SortOrderingItem[] = [
  {field: 'courseCreatedAt', direction: 'asc'},
  {field: 'sessionOrder', direction: 'asc'},
  {field: 'title', direction: 'asc'},
]

/** A session id as the admin dashboard shows it: small letters, digits and dashes (e.g. quantum-alchemy-breathwork-1). */
export const SESSION_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,119}$/

/** A video inside a lesson, shown as a 16:9 player (or "Video content will be available soon" without an address). */
export const lessonVideo = defineType({
  name: 'lessonVideo',
  title: 'Video',
  type: 'object',
  fields: [
    defineLineField({
      name: 'title',
      title: 'Video name',
      description: 'Read out by screen readers, for example "Box Breathing practice video".',
      max: 120,
    }),
    defineField({
      name: 'url',
      title: 'Video address',
      type: 'url',
      description: 'The Vimeo or YouTube address of the video. Leave empty to show "Video content will be available soon".',
      validation: (rule) => rule.uri({scheme: ['https']}),
    }),
  ],
  preview: {
    select: {title: 'title', url: 'url'},
    prepare: ({title, url}) => ({title: title || 'Video', subtitle: url || 'No video yet: shows "Video content will be available soon"'}),
  },
})

/**
 * The written lesson shown under one course session. Only learners who own the course (and admins) ever
 * see it: the site reads it through the session function, never into public pages. It belongs to its
 * session by the session's id, so renaming the session in the admin dashboard changes nothing here.
 */
export const lesson = defineType({
  name: 'lesson',
  title: 'Course lesson',
  type: 'document',
  icon: BookIcon,
  fields: [
    defineLineField({
      name: 'title',
      title: 'Lesson name',
      description: 'For your own reference in the Studio, for example "The Wolf".',
      max: 120,
    }),
    defineField({
      name: 'sessionId',
      title: 'Session it belongs to',
      type: 'string',
      description:
        'The id of the course session that shows this lesson, as the admin dashboard lists it (for example quantum-alchemy-breathwork-1). Renaming the session does not change it.',
      validation: (rule) => [
        rule.required().error('Fill in “Session it belongs to” with the session id from the admin dashboard.'),
        rule.custom(async (value: string | undefined, context) => {
          if (!value) return true
          if (!SESSION_ID_PATTERN.test(value)) {
            return 'Use the session id exactly as the admin dashboard shows it: small letters, digits and dashes, for example quantum-alchemy-breathwork-1.'
          }
          return (await isValueFree('sessionId', value, context))
            ? true
            : `Another lesson already belongs to “${value}”. Each session has one lesson.`
        }),
      ],
    }),
    // Where the session sits in the course builder (the order lives there, in the site's database): the builder
    // writes these when it adds, reorders or deletes sessions, and the Studio lists lessons by them.
    defineField({
      name: 'courseId',
      title: 'Course',
      type: 'string',
      readOnly: true,
      description: 'The course of this session, as the admin dashboard lists it. Filled in by the course builder.',
    }),
    defineField({
      name: 'sessionOrder',
      title: 'Place in the course',
      type: 'number',
      readOnly: true,
      description: 'The session’s place in its course (1 is the first), as the course builder orders it. Filled in by the course builder.',
    }),
    defineField({
      name: 'courseCreatedAt',
      title: 'Course created',
      type: 'string',
      hidden: true,
      readOnly: true,
      description: 'When the course was created: the course builder lists courses oldest first, and so does this list.',
    }),
    defineField({
      name: 'body',
      title: 'Lesson text',
      type: 'array',
      description:
        'The lesson as the learner reads it: headings, paragraphs, lists and videos. Press Enter for a new paragraph; use “Heading” for a section and “Subheading” inside it; insert a video where it belongs.',
      of: [
        defineArrayMember({
          type: 'block',
          name: 'block',
          title: 'Text',
          styles: [
            {title: 'Paragraph', value: 'normal'},
            {title: 'Heading', value: 'h2'},
            {title: 'Subheading', value: 'h3'},
          ],
          lists: [
            {title: 'Bullet list', value: 'bullet'},
            {title: 'Numbered list', value: 'number'},
          ],
          marks: richTextMarks,
        }),
        defineArrayMember({type: 'lessonVideo'}),
      ],
    }),
    defineField({
      name: 'showVideoCard',
      title: 'Show the session video above the lesson',
      type: 'boolean',
      description:
        'On: the session page shows the session’s own video (set in the admin dashboard) above the lesson. Turn off when the lesson carries its own videos.',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'bonusAudio',
      title: 'Offer the bonus hypnosis audio',
      type: 'boolean',
      description: 'On: the session page offers "Download Hypnosis Audio" (upload the MP3 for this session to file storage).',
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'certificate',
      title: 'Show the certificate of completion',
      type: 'boolean',
      description: 'Turn on for the final session of a course.',
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: {title: 'title', sessionId: 'sessionId', bonusAudio: 'bonusAudio', certificate: 'certificate'},
    prepare: ({title, sessionId, bonusAudio, certificate}) => ({
      title,
      subtitle: joinParts(
        sessionId ? `Session ${sessionId}` : 'No session yet',
        bonusAudio ? 'with bonus audio' : '',
        certificate ? 'with certificate' : '',
      ),
    }),
  },
  orderings: [
    {title: 'Course and session order', name: 'builderOrder', by: LESSONS_IN_BUILDER_ORDER},
    {title: 'Session', name: 'session', by: [{field: 'sessionId', direction: 'asc'}]},
  ],
})
