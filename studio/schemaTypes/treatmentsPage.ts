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
    defineField({name: 'title', title: 'Page heading', type: 'string', group: 'list', validation: (rule) => rule.required().max(60)}),
    defineField({name: 'intro', title: 'Introduction', type: 'text', rows: 3, group: 'list', validation: (rule) => rule.required().max(500)}),
    defineField({
      name: 'seoDescription',
      title: 'Description for Google',
      type: 'text',
      rows: 2,
      group: 'list',
      validation: (rule) => [rule.required(), rule.max(160).warning('Google shows about 160 characters.')],
    }),
    defineField({name: 'gridHeading', title: 'Heading above the treatments', type: 'string', group: 'list', validation: (rule) => rule.required().max(80)}),
    defineField({name: 'cardLinkLabel', title: 'Link text on each treatment card', type: 'string', group: 'list', validation: (rule) => rule.required().max(30)}),
    defineField({name: 'expectHeading', title: '"What to Expect" heading', type: 'string', group: 'expect', validation: (rule) => rule.required().max(60)}),
    defineField({
      name: 'expectSteps',
      title: 'What to expect (4 steps)',
      type: 'array',
      group: 'expect',
      of: [defineArrayMember({type: 'treatmentProcessStep'})],
      validation: (rule) => rule.required().length(4).error('Add exactly 4 steps.'),
    }),
    defineField({name: 'safetyHeading', title: 'Safety heading', type: 'string', group: 'expect', validation: (rule) => rule.required().max(80)}),
    defineField({
      name: 'safetyText',
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
    defineField({name: 'consultationButton', title: 'Consultation button', type: 'treatmentButton', group: 'expect', validation: (rule) => rule.required()}),
    defineField({name: 'contactButton', title: 'Contact button', type: 'treatmentButton', group: 'expect', validation: (rule) => rule.required()}),
    defineField({name: 'backLabel', title: 'Back link text', type: 'string', group: 'shared', validation: (rule) => rule.required().max(40)}),
    defineField({name: 'processHeading', title: 'Process heading', type: 'string', group: 'shared', validation: (rule) => rule.required().max(60)}),
    defineField({name: 'understandingHeading', title: '"Understanding Hypnotherapy" heading', type: 'string', group: 'shared', validation: (rule) => rule.required().max(60)}),
    defineField({name: 'understandingIntro', title: '"Understanding Hypnotherapy" introduction', type: 'text', rows: 2, group: 'shared', validation: (rule) => rule.required().max(400)}),
    defineField({
      name: 'understandingCards',
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
    defineField({name: 'closingText', title: 'Closing text', type: 'text', rows: 2, group: 'shared', validation: (rule) => rule.required().max(300)}),
    defineField({name: 'bookButton', title: 'Booking button', type: 'treatmentButton', group: 'shared', validation: (rule) => rule.required()}),
    defineField({name: 'contactMeButton', title: 'Contact button', type: 'treatmentButton', group: 'shared', validation: (rule) => rule.required()}),
  ],
  preview: {prepare: () => ({title: 'Treatments page'})},
})
