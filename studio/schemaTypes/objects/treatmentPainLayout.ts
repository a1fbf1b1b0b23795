import {defineArrayMember, defineField, defineType} from 'sanity'

/** The extra sections of the pain management page. */
export const treatmentPainLayout = defineType({
  name: 'treatmentPainLayout',
  title: 'Pain page sections',
  type: 'object',
  fields: [
    defineField({
      name: 'reliefHeading',
      title: 'Heading of the relief section',
      type: 'string',
      description: 'For example "Easing Discomfort, Finding Relief".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'reliefText',
      title: 'Text of the relief section',
      type: 'array',
      of: [defineArrayMember({type: 'text', rows: 3})],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'helpHeading',
      title: 'Heading of the "how it helps" section',
      type: 'string',
      description: 'For example "How hypnotherapy can help".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'helpPoints',
      title: 'How it helps (three points)',
      type: 'array',
      of: [defineArrayMember({type: 'treatmentPainPoint'})],
      validation: (rule) => rule.required().length(3).error('Add exactly three points.'),
    }),
    defineField({
      name: 'medicalNote',
      title: 'Note about working alongside medical care',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'closingHeading',
      title: 'Closing heading',
      type: 'string',
      description: 'For example "Ready to Begin Your Pain Management Journey?"',
      validation: (rule) => rule.required().max(80),
    }),
  ],
})
