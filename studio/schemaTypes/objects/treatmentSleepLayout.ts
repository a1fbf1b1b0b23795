import {defineArrayMember, defineField, defineType} from 'sanity'
import {defineRichTextField} from '../fields/richText.ts'

/** The extra sections of the sleep treatment page. */
export const treatmentSleepLayout = defineType({
  name: 'treatmentSleepLayout',
  title: 'Sleep page sections',
  type: 'object',
  fields: [
    defineField({
      name: 'signsHeading',
      description: 'For example "Do Any of These Sound Familiar?".',
      title: 'Heading above the list of sleep problems',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'signs',
      title: 'Sleep problems people recognise',
      type: 'array',
      description: 'Short lines such as "Lying awake with a racing mind".',
      of: [defineArrayMember({type: 'string'})],
      validation: (rule) => rule.required().min(3).max(8),
    }),
    defineField({
      name: 'nightHeading',
      description: 'For example "Your Evenings, Transformed".',
      title: 'Heading of the "your evenings" section',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineRichTextField({
      name: 'nightText',
      title: 'Text of the "your evenings" section',
      description: 'What changes in the evenings. Press Enter for a new paragraph; select words to make them bold, italic or a link.',
    }),
    defineField({
      name: 'closingHeading',
      title: 'Closing heading',
      type: 'string',
      description: 'For example "Ready to Reclaim Your Sleep?"',
      validation: (rule) => rule.required().max(80),
    }),
  ],
  preview: {
    select: {title: 'signsHeading', subtitle: 'closingHeading'},
    prepare: ({title, subtitle}) => ({title: title || 'Sleep page sections', subtitle}),
  },
})
