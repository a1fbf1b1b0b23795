import {EnvelopeIcon} from '@sanity/icons/Envelope'
import {defineType} from 'sanity'
import {defineLineField, defineListField, defineTextField} from './fields/words.ts'

/**
 * The words of the Contact page. Your email address and phone number are in Site settings.
 * There is exactly one of these (id "contactPage").
 */
export const contactPage = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    defineLineField({name: 'title', title: 'Page heading', description: 'The big heading at the top of the page.', max: 80}),
    defineTextField({name: 'intro', title: 'Introduction', description: 'A sentence or two under the heading.', rows: 3, max: 400}),
    defineLineField({
      name: 'formHeading',
      title: 'Form heading',
      description: 'Heading above the message form, e.g. "Send a Message".',
      max: 80,
    }),
    defineLineField({name: 'submitLabel', title: 'Send button', description: 'The words on the button that sends the form.', max: 40}),
    defineLineField({
      name: 'detailsHeading',
      title: 'Contact details heading',
      description: 'Heading above your email address, phone number and location.',
      max: 80,
    }),
    defineLineField({name: 'noteHeading', title: 'Personal note heading', description: 'Heading of your personal note.', max: 80}),
    defineListField({
      name: 'personalNote',
      title: 'Personal note',
      description: 'A few warm words from you. One box per paragraph.',
      of: {type: 'text', rows: 3},
      min: 1,
      max: 4,
    }),
    defineLineField({name: 'signature', title: 'Signature', description: 'How you sign the note, e.g. "With warmth, Maya".', max: 80}),
    defineLineField({
      name: 'faqHeading',
      title: 'Questions heading',
      description: 'Heading above the frequently asked questions.',
      max: 80,
    }),
    defineListField({
      name: 'faq',
      title: 'Frequently asked questions',
      description: 'Questions people often ask, with your answers (1 to 8). Drag to change the order.',
      of: {type: 'contactPageFaq'},
      min: 1,
      max: 8,
    }),
  ],
  preview: {prepare: () => ({title: 'Contact page'})},
})
