import {defineField, defineType} from 'sanity'

/** One numbered step of a treatment's "Treatment Process". */
export const treatmentProcessStep = defineType({
  name: 'treatmentProcessStep',
  title: 'Process step',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Step title',
      type: 'string',
      description: 'A few words, for example "Assessment and history".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'text',
      title: 'What happens in this step',
      type: 'text',
      rows: 3,
      description: 'One or two sentences.',
      validation: (rule) => rule.required().max(400),
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'text'}},
})
