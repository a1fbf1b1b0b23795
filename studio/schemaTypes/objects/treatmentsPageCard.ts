import {defineType} from 'sanity'
import {defineLineField, defineTextField} from '../fields/words.ts'

/** A card of "Understanding Hypnotherapy" on every treatment page. */
export const treatmentsPageCard = defineType({
  name: 'treatmentsPageCard',
  title: 'Card',
  type: 'object',
  fields: [
    defineLineField({name: 'title', title: 'Title', description: 'A few words naming the card.', max: 60}),
    defineTextField({name: 'text', title: 'Text', description: 'One or two sentences.', rows: 3, max: 400}),
  ],
  preview: {select: {title: 'title', subtitle: 'text'}},
})
