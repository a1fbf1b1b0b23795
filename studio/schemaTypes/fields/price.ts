import {defineField} from 'sanity'

/** The usual price shown struck through beside a sale price; shared by every priced offering. */
export const originalPriceField = defineField({
  name: 'originalPrice',
  title: 'Usual price (£)',
  type: 'number',
  description: 'Shown crossed out beside the sale price. Leave empty when there is no reduction.',
  validation: (rule) => rule.min(0).precision(2),
})
