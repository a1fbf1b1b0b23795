import {BookIcon} from '@sanity/icons/Book'
import {defineArrayMember, defineField, defineType} from 'sanity'

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
      description: 'The lesson\'s sections in order, each with a heading and its text. Leave a blank line between paragraphs.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'lessonSection',
          title: 'Section',
          fields: [
            defineField({name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(120)}),
            defineField({name: 'body', title: 'Text', type: 'text', rows: 8, validation: (rule) => rule.required()}),
          ],
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
            defineField({name: 'name', title: 'Technique name', type: 'string', validation: (rule) => rule.required().max(120)}),
            defineField({name: 'history', title: 'History', type: 'text', rows: 4, validation: (rule) => rule.required()}),
            defineField({name: 'howTo', title: 'How to practise', type: 'text', rows: 5, validation: (rule) => rule.required()}),
            defineField({name: 'brainwave', title: 'Brainwave shift', type: 'text', rows: 3, validation: (rule) => rule.required()}),
            defineField({name: 'why', title: 'Why it works', type: 'text', rows: 4, validation: (rule) => rule.required()}),
            defineField({name: 'videoUrl', title: 'Practice video (Vimeo address)', type: 'url'}),
          ],
        }),
      ],
    }),
    defineField({name: 'finalThoughts', title: 'Final thoughts', type: 'text', rows: 5}),
    defineField({
      name: 'practiceSummary',
      title: 'Practice summary',
      type: 'array',
      description: 'Short reminders shown as a list at the end of the lesson.',
      of: [defineArrayMember({type: 'string'})],
    }),
    defineField({name: 'finalMessage', title: 'Final message', type: 'text', rows: 6, description: 'Shown after the last journey of a course.'}),
    defineField({
      name: 'certificate',
      title: 'Show the certificate of completion',
      type: 'boolean',
      description: 'Turn on for the final session of a course.',
      initialValue: false,
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'matchKey'}},
})
