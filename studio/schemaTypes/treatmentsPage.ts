import {DocumentIcon} from '@sanity/icons/Document'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {defineButtonField, defineLineField, defineListField, defineSeoDescriptionField, defineTextField} from './fields/words.ts'

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
    defineLineField({
      name: 'title',
      title: 'Page heading',
      group: 'list',
      description: 'The big heading at the top of the Treatments page.',
      max: 60,
    }),
    defineTextField({
      name: 'intro',
      title: 'Introduction',
      group: 'list',
      description: 'A few sentences under the heading.',
      rows: 3,
      max: 500,
    }),
    defineSeoDescriptionField('list'),
    defineLineField({
      name: 'gridHeading',
      title: 'Heading above the treatments',
      group: 'list',
      description: 'Heading above the treatment cards.',
      max: 80,
    }),
    defineLineField({
      name: 'cardLinkLabel',
      title: 'Link text on each treatment card',
      group: 'list',
      description: 'The link at the bottom of each treatment card, for example "Learn more".',
      max: 30,
    }),
    defineLineField({
      name: 'expectHeading',
      title: '"What to Expect" heading',
      group: 'expect',
      description: 'Heading above the four steps of what to expect.',
      max: 60,
    }),
    defineField({
      name: 'expectSteps',
      description: 'The four steps of a first session, in order.',
      title: 'What to expect (4 steps)',
      type: 'array',
      group: 'expect',
      of: [defineArrayMember({type: 'treatmentProcessStep'})],
      validation: (rule) => rule.required().length(4).error('Add exactly 4 steps.'),
    }),
    defineLineField({
      name: 'safetyHeading',
      title: 'Safety heading',
      group: 'expect',
      description: 'Heading of the safety section.',
      max: 80,
    }),
    defineListField({
      name: 'safetyText',
      title: 'Safety text',
      group: 'expect',
      description: 'The safety text. One box per paragraph.',
      of: {type: 'text', rows: 3},
      min: 1,
    }),
    defineField({
      name: 'safetyPoints',
      title: 'Safety points',
      type: 'array',
      group: 'expect',
      description: 'Short reassurances shown as a list.',
      of: [defineArrayMember({type: 'string'})],
    }),
    defineButtonField({
      name: 'consultationButton',
      title: 'Consultation button',
      group: 'expect',
      description: 'The button that books a consultation, under the safety section.',
    }),
    defineButtonField({
      name: 'contactButton',
      title: 'Contact button',
      group: 'expect',
      description: 'The button that opens the Contact page, beside it.',
    }),
    defineLineField({
      name: 'backLabel',
      title: 'Back link text',
      group: 'shared',
      description: 'The link at the top of each treatment page back to the Treatments page.',
      max: 40,
    }),
    defineLineField({
      name: 'processHeading',
      title: 'Process heading',
      group: 'shared',
      description: 'Heading above the four process steps on every treatment page.',
      max: 60,
    }),
    defineLineField({
      name: 'understandingHeading',
      title: '"Understanding Hypnotherapy" heading',
      group: 'shared',
      description: 'Heading of the "Understanding Hypnotherapy" section on every treatment page.',
      max: 60,
    }),
    defineTextField({
      name: 'understandingIntro',
      title: '"Understanding Hypnotherapy" introduction',
      group: 'shared',
      description: 'A sentence or two under that heading.',
      rows: 2,
      max: 400,
    }),
    defineField({
      name: 'understandingCards',
      description: 'The four cards of that section.',
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
    defineTextField({
      name: 'closingText',
      title: 'Closing text',
      group: 'shared',
      description: 'A sentence or two in the closing box of every treatment page.',
      rows: 2,
      max: 300,
    }),
    defineButtonField({
      name: 'bookButton',
      title: 'Booking button',
      group: 'shared',
      description: 'The usual booking button of every treatment page (a treatment can have its own).',
    }),
    defineButtonField({name: 'contactMeButton', title: 'Contact button', group: 'shared', description: 'The contact button beside it.'}),
  ],
  preview: {prepare: () => ({title: 'Treatments page'})},
})
