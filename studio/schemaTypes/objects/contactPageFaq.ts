import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {defineField, defineType} from 'sanity'

/** One question and answer on the Contact page. */
export const contactPageFaq = defineType({
  name: 'contactPageFaq',
  title: 'Question',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'question',
      description: 'The question, as a visitor would ask it.',
      title: 'Question',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'answer',
      description: 'Your answer, in a few sentences.',
      title: 'Answer',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(800),
    }),
  ],
  preview: {select: {title: 'question', subtitle: 'answer'}},
})
