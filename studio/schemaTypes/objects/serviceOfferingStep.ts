import {defineField, defineType} from 'sanity'

/** One step of "what happens" on a service's information page. */
export const serviceOfferingStep = defineType({
  name: 'serviceOfferingStep',
  title: 'Step',
  type: 'object',
  fields: [
    defineField({name: 'title', title: 'Step heading', type: 'string', validation: (rule) => rule.required().max(80)}),
    defineField({name: 'text', title: 'What happens', type: 'text', rows: 3, validation: (rule) => rule.required().max(400)}),
  ],
  preview: {select: {title: 'title', subtitle: 'text'}},
})
