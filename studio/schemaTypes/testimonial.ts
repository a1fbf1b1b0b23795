import {CommentIcon} from '@sanity/icons/Comment'
import {defineField, defineType} from 'sanity'
import {defineOrderField} from './fields/order.ts'
import {excerpt, joinParts} from './preview.ts'

/** A client's words, shown in the Client Testimonials carousel on Work With Me. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'name',
      title: "Client's name",
      type: 'string',
      description: 'As the client agreed to be named, for example "Sarah M."',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'location',
      title: 'Where they are',
      type: 'string',
      description: 'For example "London, UK".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'rating',
      title: 'Stars',
      type: 'number',
      description: 'From 1 to 5.',
      initialValue: 5,
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({
      name: 'text',
      description: "The client's own words, as they agreed to share them. Shown in quotation marks.",
      title: 'What they said',
      type: 'text',
      rows: 5,
      validation: (rule) => rule.required().max(700),
    }),
    defineOrderField({
      type: 'testimonial',
      title: 'Position in the carousel',
      description: '1 is shown first.',
    }),
  ],
  orderings: [{title: 'Position', name: 'order', by: [{field: 'order', direction: 'asc'}]}],
  preview: {
    select: {name: 'name', location: 'location', rating: 'rating', text: 'text'},
    prepare: ({name, location, rating, text}) => ({
      title: joinParts(name, location),
      subtitle: joinParts(typeof rating === 'number' ? '★'.repeat(rating) : '', excerpt(text, 70)),
    }),
  },
})
