import {defineField, defineType} from 'sanity'

/** One of the values on the About page. */
export const aboutPageValue = defineType({
  name: 'aboutPageValue',
  title: 'Value',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      description: 'A word or a few words, for example "Compassion".',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'text',
      description: 'One or two sentences about this value.',
      title: 'Text',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'text'}},
})
