import {defineType} from 'sanity'
import {defineLineField, defineTextField} from '../fields/words.ts'

/** One numbered step of a treatment's "Treatment Process". */
export const treatmentProcessStep = defineType({
  name: 'treatmentProcessStep',
  title: 'Process step',
  type: 'object',
  fields: [
    defineLineField({name: 'title', title: 'Step title', description: 'A few words, for example "Assessment and history".', max: 60}),
    defineTextField({name: 'text', title: 'What happens in this step', description: 'One or two sentences.', rows: 3, max: 400}),
  ],
  preview: {select: {title: 'title', subtitle: 'text'}},
})
