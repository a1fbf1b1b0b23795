import {defineField, defineType} from 'sanity'

/** One step of "what happens" on a service's information page. */
export const serviceOfferingStep = defineType({
  name: 'serviceOfferingStep',
  title: 'Step',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      description: 'A few words naming the step, for example "Welcome and questions".',
      title: 'Step heading',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'text',
      description: 'One or two sentences about what happens in this step.',
      title: 'What happens',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'text'}},
})
