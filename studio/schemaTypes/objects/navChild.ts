import {LinkIcon} from '@sanity/icons/Link'
import {defineField, defineType} from 'sanity'
import {defineLinkField} from '../fields/link.ts'

/** A link inside a drop-down menu of the main navigation. */
export const navChild = defineType({
  name: 'navChild',
  title: 'Drop-down link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'The words shown in the drop-down menu.',
      validation: (rule) => rule.required().max(40),
    }),
    defineLinkField({name: 'href', title: 'Link', description: 'Where this item goes.'}),
  ],
  preview: {select: {title: 'label', subtitle: 'href'}},
})
