import {BookIcon} from '@sanity/icons/Book'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {defineRichTextField} from './fields/richText.ts'
import {joinParts, titleCase} from './preview.ts'

const PARAGRAPH_HELP = 'Press Enter for a new paragraph; select words to make them bold, italic or a link.'

/**
 * The written lesson shown under a course session. Only learners who own the course (and admins) ever
 * see it: the site reads it through the session function, never into public pages. A lesson is matched
 * to its session by "matchKey" (an animal word such as "wolf", or a breathwork session's exact title in
 * capitals); the rule lives in src/lib/lessons.ts.
 */
export const lesson = defineType({
  name: 'lesson',
  title: 'Course lesson',
  type: 'document',
  icon: BookIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Lesson name',
      type: 'string',
      description: 'For your own reference in the Studio, for example "The Wolf".',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'matchKey',
      title: 'Session it belongs to',
      type: 'string',
      description:
        'Which session shows this lesson: one of the animal words (wolf, deer, dolphin, owl, bear, butterfly) or a breathwork session title written exactly, in capitals.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'kind',
      title: 'Kind of lesson',
      type: 'string',
      description: 'Animal journeys show sections; breathwork lessons show numbered breathing techniques.',
      options: {list: [{title: 'Animal journey', value: 'animal'}, {title: 'Breathwork', value: 'breathwork'}], layout: 'radio'},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'videoUrl',
      title: 'Journey video (animal journeys)',
      type: 'url',
      description: 'The Vimeo address of this journey\'s own video. Leave empty for breathwork lessons.',
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      description: 'The lesson\'s sections in order, each with a heading and its text.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'lessonSection',
          title: 'Section',
          fields: [
            defineField({
              name: 'heading',
              title: 'Heading',
              type: 'string',
              description: 'The heading of this section, for example "The Spirit of the Wolf".',
              validation: (rule) => rule.required().max(120),
            }),
            defineRichTextField({name: 'body', title: 'Text', description: `The text of this section. ${PARAGRAPH_HELP}`}),
          ],
          preview: {select: {title: 'heading'}},
        }),
      ],
    }),
    defineField({
      name: 'techniques',
      title: 'Breathing techniques',
      type: 'array',
      description: 'For breathwork lessons: each technique is shown numbered, with its practice video.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'lessonTechnique',
          title: 'Technique',
          fields: [
            defineField({
              name: 'name',
              title: 'Technique name',
              type: 'string',
              description: 'For example "Box Breathing".',
              validation: (rule) => rule.required().max(120),
            }),
            defineRichTextField({name: 'history', title: 'History', description: `Where the technique comes from. ${PARAGRAPH_HELP}`}),
            defineRichTextField({name: 'howTo', title: 'How to practise', description: `The steps of the practice. ${PARAGRAPH_HELP}`}),
            defineRichTextField({name: 'brainwave', title: 'Brainwave shift', description: `What it does to the brain's rhythm. ${PARAGRAPH_HELP}`}),
            defineRichTextField({name: 'why', title: 'Why it works', description: `Why the technique helps. ${PARAGRAPH_HELP}`}),
            defineField({
              name: 'videoUrl',
              title: 'Practice video (Vimeo address)',
              type: 'url',
              description: 'The Vimeo address of the practice video. Leave empty to show "Video content will be available soon".',
            }),
          ],
          preview: {select: {title: 'name'}},
        }),
      ],
    }),
    defineRichTextField({
      name: 'finalThoughts',
      title: 'Final thoughts',
      min: 0,
      description: `Optional closing words after the techniques of a breathwork lesson. ${PARAGRAPH_HELP}`,
    }),
    defineField({
      name: 'practiceSummary',
      title: 'Practice summary',
      type: 'array',
      description: 'Short reminders shown as a list at the end of the lesson.',
      of: [defineArrayMember({type: 'string'})],
    }),
    defineRichTextField({
      name: 'finalMessage',
      title: 'Final message',
      min: 0,
      description: `Shown after the last journey of a course. ${PARAGRAPH_HELP}`,
    }),
    defineField({
      name: 'certificate',
      title: 'Show the certificate of completion',
      type: 'boolean',
      description: 'Turn on for the final session of a course.',
      initialValue: false,
    }),
  ],
  preview: {
    select: {title: 'title', kind: 'kind', matchKey: 'matchKey', certificate: 'certificate'},
    prepare: ({title, kind, matchKey, certificate}) => ({
      title,
      subtitle: joinParts(
        kind === 'breathwork' ? `Breathwork session “${titleCase(matchKey)}”` : `Animal journey: ${titleCase(matchKey)}`,
        certificate ? 'with certificate' : '',
      ),
    }),
  },
})
