import {defineArrayMember, defineField, defineType} from 'sanity'

/** The extra sections of the sleep treatment page. */
export const treatmentSleepLayout = defineType({
  name: 'treatmentSleepLayout',
  title: 'Sleep page sections',
  type: 'object',
  fields: [
    defineField({
      name: 'signsHeading',
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
      title: 'Heading of the "your evenings" section',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'nightText',
      title: 'Text of the "your evenings" section',
      type: 'array',
      of: [defineArrayMember({type: 'text', rows: 3})],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'closingHeading',
      title: 'Closing heading',
      type: 'string',
      description: 'For example "Ready to Reclaim Your Sleep?"',
      validation: (rule) => rule.required().max(80),
    }),
  ],
})
