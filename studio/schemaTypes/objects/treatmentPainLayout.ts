import {defineArrayMember, defineField, defineType} from 'sanity'
import {defineLineField, defineTextField} from '../fields/words.ts'
import {defineRichTextField} from '../fields/richText.ts'

/** The extra sections of the pain management page. */
export const treatmentPainLayout = defineType({
  name: 'treatmentPainLayout',
  title: 'Pain page sections',
  type: 'object',
  fields: [
    defineLineField({
      name: 'reliefHeading',
      title: 'Heading of the relief section',
      description: 'For example "Easing Discomfort, Finding Relief".',
      max: 80,
    }),
    defineRichTextField({
      name: 'reliefText',
      title: 'Text of the relief section',
      description: 'How hypnotherapy eases discomfort. Press Enter for a new paragraph; select words to make them bold, italic or a link.',
    }),
    defineLineField({
      name: 'helpHeading',
      title: 'Heading of the "how it helps" section',
      description: 'For example "How hypnotherapy can help".',
      max: 80,
    }),
    defineField({
      name: 'helpPoints',
      description: 'Exactly three points, each with a title and a sentence or two.',
      title: 'How it helps (three points)',
      type: 'array',
      of: [defineArrayMember({type: 'treatmentPainPoint'})],
      validation: (rule) => rule.required().length(3).error('Add exactly three points.'),
    }),
    defineTextField({
      name: 'medicalNote',
      title: 'Note about working alongside medical care',
      description: 'A reminder that hypnotherapy works alongside medical care, shown in a highlighted box.',
      rows: 3,
      max: 400,
    }),
    defineLineField({
      name: 'closingHeading',
      title: 'Closing heading',
      description: 'For example "Ready to Begin Your Pain Management Journey?"',
      max: 80,
    }),
  ],
  preview: {
    select: {title: 'reliefHeading', subtitle: 'closingHeading'},
    prepare: ({title, subtitle}) => ({title: title || 'Pain page sections', subtitle}),
  },
})
