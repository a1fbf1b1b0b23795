import {EnvelopeIcon} from '@sanity/icons/Envelope'
import {defineArrayMember, defineField, defineType} from 'sanity'

const text = (name: string, title: string, description: string, max: number, rows = 3) =>
  defineField({name, title, type: 'text', rows, description, validation: (rule) => rule.required().max(max)})
const line = (name: string, title: string, description: string, max = 80) =>
  defineField({name, title, type: 'string', description, validation: (rule) => rule.required().max(max)})

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
    line('title', 'Page heading', 'The big heading at the top of the page.'),
    text('intro', 'Introduction', 'A sentence or two under the heading.', 400),
    line('formHeading', 'Form heading', 'Heading above the message form, e.g. "Send a Message".'),
    line('submitLabel', 'Send button', 'The words on the button that sends the form.', 40),
    line('detailsHeading', 'Contact details heading', 'Heading above your email address, phone number and location.'),
    line('noteHeading', 'Personal note heading', 'Heading of your personal note.'),
    defineField({
      name: 'personalNote',
      title: 'Personal note',
      type: 'array',
      description: 'A few warm words from you. One box per paragraph.',
      of: [defineArrayMember({type: 'text', rows: 3})],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    line('signature', 'Signature', 'How you sign the note, e.g. "With warmth, Maya".'),
    line('faqHeading', 'Questions heading', 'Heading above the frequently asked questions.'),
    defineField({
      name: 'faq',
      description: 'Questions people often ask, with your answers (1 to 8). Drag to change the order.',
      title: 'Frequently asked questions',
      type: 'array',
      of: [defineArrayMember({type: 'contactPageFaq'})],
      validation: (rule) => rule.required().min(1).max(8),
    }),
  ],
  preview: {prepare: () => ({title: 'Contact page'})},
})
