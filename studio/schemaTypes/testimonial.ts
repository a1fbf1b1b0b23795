import {CommentIcon} from '@sanity/icons/Comment'
import {defineField, defineType} from 'sanity'
import {defineLineField, defineTextField} from './fields/words.ts'
import {defineOrderField} from './fields/order.ts'
import {excerpt, joinParts} from './preview.ts'

/** A client's words, shown in the Client Testimonials carousel on Work With Me. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineLineField({
      name: 'name',
      title: "Client's name",
      description: 'As the client agreed to be named, for example "Sarah M."',
      max: 60,
    }),
    defineLineField({name: 'location', title: 'Where they are', description: 'For example "London, UK".', max: 60}),
    defineField({
      name: 'rating',
      title: 'Stars',
      type: 'number',
      description: 'From 1 to 5.',
      initialValue: 5,
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineTextField({
      name: 'text',
      title: 'What they said',
      description: "The client's own words, as they agreed to share them. Shown in quotation marks.",
      rows: 5,
      max: 700,
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
