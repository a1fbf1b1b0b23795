import {DocumentIcon} from '@sanity/icons/Document'
import {defineArrayMember, defineField, defineType} from 'sanity'

const templateRule = (rule: import('sanity').StringRule) =>
  rule
    .required()
    .max(80)
    .custom((value) => (typeof value === 'string' && !value.includes('{title}') ? 'Keep {title} where the treatment name goes.' : true))

/**
 * The Treatments page (/treatments) and the words shared by every treatment page.
 * There is exactly one of these (id "treatmentsPage"). Read by src/content/treatments.ts.
 */
export const treatmentsPage = defineType({
  name: 'treatmentsPage',
  title: 'Treatments page',
  type: 'document',
  icon: DocumentIcon,
  groups: [
    {name: 'list', title: 'Treatments page', default: true},
    {name: 'expect', title: 'What to expect & safety'},
    {name: 'shared', title: 'On every treatment page'},
  ],
  fields: [
    defineField({name: 'title', description: 'The big heading at the top of the Treatments page.', title: 'Page heading', type: 'string', group: 'list', validation: (rule) => rule.required().max(60)}),
    defineField({name: 'intro', description: 'A few sentences under the heading.', title: 'Introduction', type: 'text', rows: 3, group: 'list', validation: (rule) => rule.required().max(500)}),
    defineField({
      name: 'seoDescription', description: 'One or two sentences Google shows under the page title (about 160 characters).',
      title: 'Description for Google',
      type: 'text',
      rows: 2,
      group: 'list',
      validation: (rule) => [rule.required(), rule.max(160).warning('Google shows about 160 characters.')],
    }),
    defineField({name: 'gridHeading', description: 'Heading above the treatment cards.', title: 'Heading above the treatments', type: 'string', group: 'list', validation: (rule) => rule.required().max(80)}),
    defineField({name: 'cardLinkLabel', description: 'The link at the bottom of each treatment card, for example "Learn more".', title: 'Link text on each treatment card', type: 'string', group: 'list', validation: (rule) => rule.required().max(30)}),
    defineField({name: 'expectHeading', description: 'Heading above the four steps of what to expect.', title: '"What to Expect" heading', type: 'string', group: 'expect', validation: (rule) => rule.required().max(60)}),
    defineField({
      name: 'expectSteps', description: 'The four steps of a first session, in order.',
      title: 'What to expect (4 steps)',
      type: 'array',
      group: 'expect',
      of: [defineArrayMember({type: 'treatmentProcessStep'})],
      validation: (rule) => rule.required().length(4).error('Add exactly 4 steps.'),
    }),
    defineField({name: 'safetyHeading', description: 'Heading of the safety section.', title: 'Safety heading', type: 'string', group: 'expect', validation: (rule) => rule.required().max(80)}),
    defineField({
      name: 'safetyText', description: 'The safety text. One box per paragraph.',
      title: 'Safety text',
      type: 'array',
      group: 'expect',
      of: [defineArrayMember({type: 'text', rows: 3})],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'safetyPoints',
      title: 'Safety points',
      type: 'array',
      group: 'expect',
      description: 'Short reassurances shown as a list.',
      of: [defineArrayMember({type: 'string'})],
    }),
    defineField({name: 'consultationButton', description: 'The button that books a consultation, under the safety section.', title: 'Consultation button', type: 'treatmentButton', group: 'expect', validation: (rule) => rule.required()}),
    defineField({name: 'contactButton', description: 'The button that opens the Contact page, beside it.', title: 'Contact button', type: 'treatmentButton', group: 'expect', validation: (rule) => rule.required()}),
    defineField({name: 'backLabel', description: 'The link at the top of each treatment page back to the Treatments page.', title: 'Back link text', type: 'string', group: 'shared', validation: (rule) => rule.required().max(40)}),
    defineField({name: 'processHeading', description: 'Heading above the four process steps on every treatment page.', title: 'Process heading', type: 'string', group: 'shared', validation: (rule) => rule.required().max(60)}),
    defineField({name: 'understandingHeading', description: 'Heading of the "Understanding Hypnotherapy" section on every treatment page.', title: '"Understanding Hypnotherapy" heading', type: 'string', group: 'shared', validation: (rule) => rule.required().max(60)}),
    defineField({name: 'understandingIntro', description: 'A sentence or two under that heading.', title: '"Understanding Hypnotherapy" introduction', type: 'text', rows: 2, group: 'shared', validation: (rule) => rule.required().max(400)}),
    defineField({
      name: 'understandingCards', description: 'The four cards of that section.',
      title: '"Understanding Hypnotherapy" cards',
      type: 'array',
      group: 'shared',
      of: [defineArrayMember({type: 'treatmentsPageCard'})],
      validation: (rule) => rule.required().length(4).error('Add exactly 4 cards.'),
    }),
    defineField({
      name: 'benefitsHeading',
      title: 'Benefits heading',
      type: 'string',
      group: 'shared',
      description: '{title} is replaced by the treatment name, e.g. "Benefits of {title}".',
      validation: templateRule,
    }),
    defineField({
      name: 'closingHeading',
      title: 'Closing heading',
      type: 'string',
      group: 'shared',
      description: '{title} is replaced by the treatment name, e.g. "Ready to Begin Your {title} Journey?".',
      validation: templateRule,
    }),
    defineField({name: 'closingText', description: 'A sentence or two in the closing box of every treatment page.', title: 'Closing text', type: 'text', rows: 2, group: 'shared', validation: (rule) => rule.required().max(300)}),
    defineField({name: 'bookButton', description: 'The usual booking button of every treatment page (a treatment can have its own).', title: 'Booking button', type: 'treatmentButton', group: 'shared', validation: (rule) => rule.required()}),
    defineField({name: 'contactMeButton', description: 'The contact button beside it.', title: 'Contact button', type: 'treatmentButton', group: 'shared', validation: (rule) => rule.required()}),
  ],
  preview: {prepare: () => ({title: 'Treatments page'})},
})
