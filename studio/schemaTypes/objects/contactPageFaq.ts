import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {defineType} from 'sanity'
import {defineLineField, defineTextField} from '../fields/words.ts'

/** One question and answer on the Contact page. */
export const contactPageFaq = defineType({
  name: 'contactPageFaq',
  title: 'Question',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    defineLineField({name: 'question', title: 'Question', description: 'The question, as a visitor would ask it.', max: 120}),
    defineTextField({name: 'answer', title: 'Answer', description: 'Your answer, in a few sentences.', rows: 4, max: 800}),
  ],
  preview: {select: {title: 'question', subtitle: 'answer'}},
})
