import {HeartIcon} from '@sanity/icons/Heart'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {defineLineField, defineListField, defineTextField} from './fields/words.ts'
import {defineImageField} from './fields/image.ts'
import {defineOrderField} from './fields/order.ts'
import {joinParts, money} from './preview.ts'
import {SERVICE_HIGHLIGHTS} from './objects/serviceOfferingPrice.ts'

/** The four information pages of the services; each service has exactly one. */
export const SERVICE_INFO_PAGES = [
  {title: 'Initial consultation (/initial-consultation-info)', value: 'initial-consultation-info'},
  {title: 'Online hypnotherapy (/online-hypnotherapy-info)', value: 'online-hypnotherapy-info'},
  {title: 'Stop smoking / vaping (/stop-smoking-info)', value: 'stop-smoking-info'},
  {title: 'Past life regression (/past-life-regression-info)', value: 'past-life-regression-info'},
]

/**
 * One service on the Work With Me page, with its own information page.
 * Read by src/content/services.ts in the site: rename a field only together with that query.
 */
export const serviceOffering = defineType({
  name: 'serviceOffering',
  title: 'Service',
  type: 'document',
  icon: HeartIcon,
  groups: [
    {name: 'card', title: 'Card on Work With Me', default: true},
    {name: 'prices', title: 'Prices & booking'},
    {name: 'page', title: 'Information page'},
  ],
  fields: [
    defineLineField({
      name: 'title',
      title: 'Name of the service',
      group: 'card',
      description: 'The name on the service card and at the top of its information page, for example "Initial Consultation".',
      max: 60,
    }),
    defineLineField({
      name: 'subtitle',
      title: 'Subtitle',
      group: 'card',
      description: 'A short line under the name, for example "Your first step".',
      max: 90,
    }),
    defineOrderField({
      type: 'serviceOffering',
      title: 'Position on the page',
      group: 'card',
      description: '1 is shown first on Work With Me.',
    }),
    defineField({
      name: 'anchorId',
      title: 'Link name of the card',
      type: 'string',
      group: 'card',
      description:
        'Lets other pages link straight to this card, e.g. "past-life-regression" makes /work-with-me#past-life-regression. Lowercase words joined by hyphens. Please ask your developer before changing it.',
      validation: (rule) => [
        rule.required(),
        rule.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).error('Use lowercase letters, numbers and single hyphens only.'),
      ],
    }),
    defineImageField({
      name: 'image',
      description: 'Optional picture at the top of the service card.',
      title: 'Picture',
      group: 'card',
      required: false,
    }),
    defineTextField({
      name: 'description',
      title: 'Description',
      group: 'card',
      description: 'What the service is, in a few sentences, shown on its card.',
      rows: 4,
      max: 600,
    }),
    defineLineField({
      name: 'duration',
      title: 'Length (as shown)',
      group: 'card',
      description: 'For example "60 minutes" or "60 or 90 minutes".',
      max: 40,
    }),
    defineLineField({
      name: 'sessions',
      title: 'How many sessions',
      group: 'card',
      description: 'For example "Usually one session" or "Single sessions or packages".',
      max: 60,
    }),
    defineField({
      name: 'features',
      description: 'Short lines listed with check marks on the card, for example "Personalised hypnotherapy session".',
      title: "What's included",
      type: 'array',
      group: 'card',
      of: [defineArrayMember({type: 'string', validation: (rule) => rule.max(120)})],
      validation: (rule) => rule.required().min(2).max(8),
    }),
    defineTextField({
      name: 'idealFor',
      title: 'Ideal for',
      group: 'card',
      description: 'Who this service suits best, in one or two sentences.',
      rows: 2,
      max: 300,
    }),
    defineField({
      name: 'highlight',
      title: 'Highlight',
      type: 'string',
      group: 'card',
      description: 'Optional ribbon on the card.',
      options: {list: SERVICE_HIGHLIGHTS},
    }),
    defineListField({
      name: 'prices',
      title: 'Session options and prices',
      group: 'prices',
      description: 'One entry per length of session that can be booked.',
      of: {type: 'serviceOfferingPrice'},
      min: 1,
      max: 4,
    }),
    defineField({
      name: 'priceNote',
      title: 'Note under the price',
      type: 'string',
      group: 'prices',
      description: 'Optional, for example "No consultation needed".',
      validation: (rule) => rule.max(160),
    }),
    defineField({
      name: 'packages',
      title: 'Packages',
      type: 'array',
      group: 'prices',
      description: 'Optional bundles of sessions at a reduced price.',
      of: [defineArrayMember({type: 'serviceOfferingPackage'})],
      validation: (rule) => rule.max(4),
    }),
    defineField({
      name: 'infoPage',
      title: 'Information page',
      type: 'string',
      group: 'page',
      description: 'Where "Begin Your Journey" on the card leads.',
      options: {list: SERVICE_INFO_PAGES},
      validation: (rule) => rule.required(),
    }),
    defineListField({
      name: 'infoIntro',
      title: 'Introduction on the information page',
      group: 'page',
      description: 'One box per paragraph.',
      of: {type: 'text', rows: 4},
      min: 1,
      max: 6,
    }),
    defineListField({
      name: 'steps',
      title: 'What happens, step by step',
      group: 'page',
      description: 'What happens, in order, shown on the information page.',
      of: {type: 'serviceOfferingStep'},
      min: 2,
      max: 6,
    }),
  ],
  orderings: [{title: 'Position on the page', name: 'order', by: [{field: 'order', direction: 'asc'}]}],
  preview: {
    select: {title: 'title', order: 'order', duration: 'duration', price: 'prices.0.salePrice', media: 'image'},
    prepare: ({title, order, duration, price, media}) => ({
      title,
      subtitle: joinParts(typeof order === 'number' ? `Position ${order}` : '', duration, price === 0 ? 'Free' : money(price)),
      media,
    }),
  },
})
