import {defineType} from 'sanity'
import {defineLineField, defineTextField} from '../fields/words.ts'

/** One of the values on the About page. */
export const aboutPageValue = defineType({
  name: 'aboutPageValue',
  title: 'Value',
  type: 'object',
  fields: [
    defineLineField({name: 'title', title: 'Title', description: 'A word or a few words, for example "Compassion".', max: 60}),
    defineTextField({name: 'text', title: 'Text', description: 'One or two sentences about this value.', rows: 3, max: 400}),
  ],
  preview: {select: {title: 'title', subtitle: 'text'}},
})
