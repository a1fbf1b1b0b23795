import {WarningOutlineIcon} from '@sanity/icons/WarningOutline'
import {defineField, defineType} from 'sanity'
import {defineLineField} from '../fields/words.ts'

/** The page people see when they follow a broken link. */
export const notFound = defineType({
  name: 'notFound',
  title: '"Page not found" page',
  type: 'object',
  icon: WarningOutlineIcon,
  fields: [
    defineField({
      name: 'code',
      title: 'Big number',
      type: 'string',
      description: 'The large number shown on the page. Normally 404, the standard code for "not found".',
      initialValue: '404',
      validation: (rule) => [rule.required(), rule.regex(/^[0-9]{3}$/, {name: 'three digits'}).error('Use three digits, normally 404.')],
    }),
    defineLineField({
      name: 'message',
      title: 'Message',
      description: 'A friendly sentence explaining that the page does not exist.',
      max: 120,
    }),
    defineLineField({
      name: 'homeLabel',
      title: 'Home button label',
      description: 'The words on the button that takes people back to the home page.',
      max: 40,
    }),
  ],
  preview: {
    select: {code: 'code', message: 'message'},
    prepare: ({code, message}) => ({title: message || '"Page not found" page', subtitle: code ? `Shows the big number ${code}` : ''}),
  },
})
