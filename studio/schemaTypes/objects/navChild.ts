import {LinkIcon} from '@sanity/icons/Link'
import {defineType} from 'sanity'
import {defineLineField} from '../fields/words.ts'
import {defineLinkField} from '../fields/link.ts'

/** A link inside a drop-down menu of the main navigation. */
export const navChild = defineType({
  name: 'navChild',
  title: 'Drop-down link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineLineField({name: 'label', title: 'Label', description: 'The words shown in the drop-down menu.', max: 40}),
    defineLinkField({name: 'href', title: 'Link', description: 'Where this item goes.'}),
  ],
  preview: {select: {title: 'label', subtitle: 'href'}},
})
