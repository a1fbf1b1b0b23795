import {defineField, defineType} from 'sanity'

/** One point of "How hypnotherapy can help" on the pain page. */
export const treatmentPainPoint = defineType({
  name: 'treatmentPainPoint',
  title: 'Point',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      description: 'A few words naming the point.',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'text',
      description: 'One or two sentences.',
      title: 'Text',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'text'}},
})
