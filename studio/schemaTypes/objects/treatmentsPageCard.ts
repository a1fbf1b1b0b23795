import {defineField, defineType} from 'sanity'

/** A card of "Understanding Hypnotherapy" on every treatment page. */
export const treatmentsPageCard = defineType({
  name: 'treatmentsPageCard',
  title: 'Card',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      description: 'A few words naming the card.',
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
