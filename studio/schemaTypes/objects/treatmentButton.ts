import {defineField, defineType} from 'sanity'
import {defineLinkField} from '../fields/link.ts'

/** A button: its words and where it goes. */
export const treatmentButton = defineType({
  name: 'treatmentButton',
  title: 'Button',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      description: 'The words on the button, for example "Book Consultation".',
      title: 'Button text',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineLinkField({name: 'href', title: 'Link', description: 'Where the button goes.'}),
  ],
  preview: {select: {title: 'label', subtitle: 'href'}},
})
