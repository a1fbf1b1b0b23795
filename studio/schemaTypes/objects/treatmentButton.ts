import {defineType} from 'sanity'
import {defineLineField} from '../fields/words.ts'
import {defineLinkField} from '../fields/link.ts'

/** A button: its words and where it goes. */
export const treatmentButton = defineType({
  name: 'treatmentButton',
  title: 'Button',
  type: 'object',
  fields: [
    defineLineField({
      name: 'label',
      title: 'Button text',
      description: 'The words on the button, for example "Book Consultation".',
      max: 40,
    }),
    defineLinkField({name: 'href', title: 'Link', description: 'Where the button goes.'}),
  ],
  preview: {select: {title: 'label', subtitle: 'href'}},
})
