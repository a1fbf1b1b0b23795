import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {defineField, defineType} from 'sanity'

/** One question and answer on the Contact page. */
export const contactPageFaq = defineType({
  name: 'contactPageFaq',
  title: 'Question',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    defineField({name: 'question', title: 'Question', type: 'string', validation: (rule) => rule.required().max(120)}),
    defineField({name: 'answer', title: 'Answer', type: 'text', rows: 4, validation: (rule) => rule.required().max(800)}),
  ],
  preview: {select: {title: 'question', subtitle: 'answer'}},
})
