import {BellIcon} from '@sanity/icons/Bell'
import {defineField, defineType} from 'sanity'
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
    defineField({
      name: 'startsAt',
      title: 'Show from',
      type: 'datetime',
      description: 'Optional. The banner appears at this moment (for example when a sale starts). Empty: shown now.',
    }),
    defineField({
      name: 'endsAt',
      title: 'Hide from',
      type: 'datetime',
      description:
        'Optional. The banner disappears at this moment, on every page at once, without waiting for the site to be rebuilt (for example when a sale ends). Empty: shown until you change it.',
      validation: (rule) =>
        rule.custom((endsAt: string | undefined, context) => {
          const startsAt = (context.parent as {startsAt?: string} | undefined)?.startsAt
          if (endsAt && startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) return '“Hide from” must be after “Show from”.'
          return true
        }),
    }),
  ],
  preview: {
    select: {text: 'text', href: 'href', endsAt: 'endsAt'},
    prepare: ({text, href, endsAt}) => ({
      title: text || 'Announcement banner',
      subtitle: [href ? `Links to ${href}` : 'Not clickable', endsAt ? `hides ${new Date(endsAt).toLocaleString('en-GB')}` : '']
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
