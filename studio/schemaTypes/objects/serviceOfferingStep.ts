import {defineType} from 'sanity'
import {defineLineField, defineTextField} from '../fields/words.ts'

/** One step of "what happens" on a service's information page. */
export const serviceOfferingStep = defineType({
  name: 'serviceOfferingStep',
  title: 'Step',
  type: 'object',
  fields: [
    defineLineField({
      name: 'title',
      title: 'Step heading',
      description: 'A few words naming the step, for example "Welcome and questions".',
      max: 80,
    }),
    defineTextField({
      name: 'text',
      title: 'What happens',
      description: 'One or two sentences about what happens in this step.',
      rows: 3,
      max: 400,
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'text'}},
})
