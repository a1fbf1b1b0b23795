import {defineType} from 'sanity'
import {defineLineField, defineTextField} from '../fields/words.ts'

/** One point of "How hypnotherapy can help" on the pain page. */
export const treatmentPainPoint = defineType({
  name: 'treatmentPainPoint',
  title: 'Point',
  type: 'object',
  fields: [
    defineLineField({name: 'title', title: 'Title', description: 'A few words naming the point.', max: 60}),
    defineTextField({name: 'text', title: 'Text', description: 'One or two sentences.', rows: 3, max: 400}),
  ],
  preview: {select: {title: 'title', subtitle: 'text'}},
})
