import {defineType} from 'sanity'
import {defineLineField, defineListField} from '../fields/words.ts'
import {defineRichTextField} from '../fields/richText.ts'

/** The extra sections of the sleep treatment page. */
export const treatmentSleepLayout = defineType({
  name: 'treatmentSleepLayout',
  title: 'Sleep page sections',
  type: 'object',
  fields: [
    defineLineField({
      name: 'signsHeading',
      title: 'Heading above the list of sleep problems',
      description: 'For example "Do Any of These Sound Familiar?".',
      max: 80,
    }),
    defineListField({
      name: 'signs',
      title: 'Sleep problems people recognise',
      description: 'Short lines such as "Lying awake with a racing mind".',
      of: {type: 'string'},
      min: 3,
      max: 8,
    }),
    defineLineField({
      name: 'nightHeading',
      title: 'Heading of the "your evenings" section',
      description: 'For example "Your Evenings, Transformed".',
      max: 80,
    }),
    defineRichTextField({
      name: 'nightText',
      title: 'Text of the "your evenings" section',
      description: 'What changes in the evenings. Press Enter for a new paragraph; select words to make them bold, italic or a link.',
    }),
    defineLineField({name: 'closingHeading', title: 'Closing heading', description: 'For example "Ready to Reclaim Your Sleep?"', max: 80}),
  ],
  preview: {
    select: {title: 'signsHeading', subtitle: 'closingHeading'},
    prepare: ({title, subtitle}) => ({title: title || 'Sleep page sections', subtitle}),
  },
})
