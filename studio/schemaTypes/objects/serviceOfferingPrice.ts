import {TagIcon} from '@sanity/icons/Tag'
import {defineField, defineType} from 'sanity'
import {defineLineField} from '../fields/words.ts'
import {originalPriceField} from '../fields/price.ts'
import {BOOKING_LINK_KEYS} from './siteSettingsBookingLinks.ts'

export const SERVICE_HIGHLIGHTS = [
  {title: 'Most Transformative', value: 'Most Transformative'},
  {title: 'Recommended', value: 'Recommended'},
]

/** One bookable length of a service (most services have one; past life regression has 60 and 90 minutes). */
export const serviceOfferingPrice = defineType({
  name: 'serviceOfferingPrice',
  title: 'Session option',
  type: 'object',
  icon: TagIcon,
  fields: [
    defineLineField({
      name: 'label',
      title: 'Name of this option',
      description: 'For example "60-minute session". Shown above the price.',
      max: 60,
    }),
    defineField({
      name: 'durationMinutes',
      description: 'How long this session lasts, in minutes, for example 60.',
      title: 'Length (minutes)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(5).max(480),
    }),
    originalPriceField,
    defineField({
      name: 'salePrice',
      title: 'Price now (£)',
      type: 'number',
      description: 'What the client pays. 0 shows as "Free".',
      validation: (rule) => [
        rule.required().min(0).precision(2),
        rule.custom((sale, context) => {
          const original = (context.parent as {originalPrice?: number} | undefined)?.originalPrice
          return typeof sale === 'number' && typeof original === 'number' && sale > original
            ? 'The price now should not be higher than the usual price.'
            : true
        }),
      ],
    }),
    defineField({
      name: 'bookingLink',
      title: 'Booking link',
      type: 'string',
      description: 'Which of your booking links (in Site settings) the "Book" button for this option uses.',
      options: {list: BOOKING_LINK_KEYS.map(({value, title}) => ({value, title}))},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'highlight',
      title: 'Highlight',
      type: 'string',
      description: 'Optional ribbon on this option.',
      options: {list: SERVICE_HIGHLIGHTS},
    }),
  ],
  preview: {
    select: {title: 'label', sale: 'salePrice', original: 'originalPrice'},
    prepare: ({title, sale, original}) => ({
      title,
      subtitle: sale === 0 ? 'Free' : `£${sale}${typeof original === 'number' ? ` (usually £${original})` : ''}`,
    }),
  },
})
