import {PackageIcon} from '@sanity/icons/Package'
import {defineField, defineType} from 'sanity'
import {defineLineField} from '../fields/words.ts'
import {originalPriceField} from '../fields/price.ts'
import {BOOKING_LINK_KEYS} from './siteSettingsBookingLinks.ts'

/** A bundle of sessions bought together, e.g. 4 sessions. */
export const serviceOfferingPackage = defineType({
  name: 'serviceOfferingPackage',
  title: 'Package',
  type: 'object',
  icon: PackageIcon,
  fields: [
    defineLineField({name: 'label', title: 'Name of the package', description: 'For example "4-Session Package".', max: 60}),
    defineField({
      name: 'sessions',
      description: 'How many sessions the package includes, for example 4.',
      title: 'Number of sessions',
      type: 'number',
      validation: (rule) => rule.required().integer().min(2).max(52),
    }),
    defineField({
      name: 'description',
      description: 'Optional line under the package name, for example "Save £40".',
      title: 'Short description',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(240),
    }),
    originalPriceField,
    defineField({
      name: 'salePrice',
      description: 'What the client pays for the whole package, in pounds.',
      title: 'Price now (£)',
      type: 'number',
      validation: (rule) => rule.required().min(0).precision(2),
    }),
    defineField({
      name: 'bookingLink',
      title: 'Booking link',
      type: 'string',
      description: 'Which of your booking links (in Site settings) the "Book" button of this package uses.',
      options: {list: BOOKING_LINK_KEYS.map(({value, title}) => ({value, title}))},
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: {title: 'label', sale: 'salePrice'},
    prepare: ({title, sale}) => ({title, subtitle: `£${sale}`}),
  },
})
