import {BellIcon} from '@sanity/icons/Bell'
import {defineType} from 'sanity'
import {defineLineField} from '../fields/words.ts'
import {defineLinkField} from '../fields/link.ts'

/** The strip of text across the very top of every page. */
export const banner = defineType({
  name: 'banner',
  title: 'Announcement banner',
  type: 'object',
  icon: BellIcon,
  fields: [
    defineLineField({
      name: 'text',
      title: 'Banner text',
      description: 'A short message shown at the top of every page, for example a special offer.',
      max: 120,
    }),
    defineLinkField({
      name: 'href',
      title: 'Where the banner links to',
      description: 'Optional. Leave empty if the banner should not be clickable.',
      required: false,
    }),
  ],
  preview: {
    select: {text: 'text', href: 'href'},
    prepare: ({text, href}) => ({title: text || 'Announcement banner', subtitle: href ? `Links to ${href}` : 'Not clickable'}),
  },
})
