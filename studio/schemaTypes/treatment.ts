import {HeartIcon} from '@sanity/icons/Heart'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {defineImageField} from './fields/image.ts'
import {defineOrderField} from './fields/order.ts'
import {defineRichTextField} from './fields/richText.ts'
import {defineSlugField} from './fields/slug.ts'
import {defineLineField, defineSeoDescriptionField, defineTextField} from './fields/words.ts'
import {excerpt, joinParts} from './preview.ts'

export const IMAGE_POSITIONS = [
  {title: 'Left: picture beside the text (default)', value: 'left'},
  {title: 'Right: first two paragraphs beside the picture, the rest below', value: 'right'},
  {title: 'Top: picture above the text', value: 'top'},
  {title: 'Centre: text above the picture', value: 'center'},
]

/**
 * One treatment: its card on the Treatments page and its own page at /treatments/<slug>.
 * Read by src/content/treatments.ts; rename fields only together with its GROQ query.
 */
export const treatment = defineType({
  name: 'treatment',
  title: 'Treatment',
  type: 'document',
  icon: HeartIcon,
  groups: [
    {name: 'main', title: 'Main text', default: true},
    {name: 'process', title: 'Process & benefits'},
    {name: 'picture', title: 'Picture'},
    {name: 'special', title: 'Special layout'},
    {name: 'seo', title: 'Google'},
  ],
  orderings: [{title: 'Order on the Treatments page', name: 'order', by: [{field: 'order', direction: 'asc'}]}],
  fields: [
    defineLineField({
      name: 'title',
      title: 'Treatment name',
      group: 'main',
      description: 'The name on the treatment card and at the top of its page, for example "Anxiety Relief".',
      max: 60,
    }),
    defineSlugField({
      title: 'Page address',
      group: 'main',
      kind: 'treatment',
      description: 'The end of the page address, e.g. anxiety-relief for /treatments/anxiety-relief. Changing it breaks existing links.',
    }),
    defineOrderField({
      type: 'treatment',
      title: 'Position on the Treatments page',
      group: 'main',
      min: 0,
      description: 'Lower numbers come first.',
    }),
    defineTextField({
      name: 'summary',
      title: 'Short summary for the Treatments page',
      group: 'main',
      description: 'One sentence shown on this treatment’s card.',
      rows: 2,
      max: 200,
    }),
    defineLineField({
      name: 'subtitle',
      title: 'Heading above the description',
      group: 'main',
      description: 'The heading above the description on the treatment page.',
      max: 100,
    }),
    defineRichTextField({
      name: 'description',
      title: 'Description',
      group: 'main',
      max: 8,
      description:
        'The main text of the treatment page. Press Enter for a new paragraph; select words to make them bold, italic or a link. With the picture on the right, the first two paragraphs sit beside it.',
    }),
    defineField({
      name: 'processSteps',
      description: 'The four steps of this treatment, in order.',
      title: 'Treatment process (4 steps)',
      type: 'array',
      group: 'process',
      of: [defineArrayMember({type: 'treatmentProcessStep'})],
      validation: (rule) => rule.required().length(4).error('A treatment has exactly 4 process steps.'),
    }),
    defineField({
      name: 'benefits',
      title: 'Benefits',
      type: 'array',
      group: 'process',
      description: 'Leave empty to hide the benefits section, or add exactly 6 short benefits.',
      of: [defineArrayMember({type: 'string'})],
      validation: (rule) =>
        rule.custom((list) =>
          !list || list.length === 0 || list.length === 6 ? true : 'Add exactly 6 benefits, or none to hide the section.',
        ),
    }),
    defineImageField({name: 'image', description: 'Shown on the treatment card and on its page.', title: 'Picture', group: 'picture'}),
    defineField({
      name: 'imagePosition',
      description: 'Where the picture sits beside the description on the treatment page.',
      title: 'Where the picture goes',
      type: 'string',
      group: 'picture',
      options: {list: IMAGE_POSITIONS, layout: 'radio'},
      initialValue: 'left',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'bookingButton',
      title: 'Booking button (only if different)',
      type: 'treatmentButton',
      group: 'main',
      description: 'Leave empty to use the usual "Book Consultation" button from the Treatments page settings.',
    }),
    defineField({
      name: 'specialLayout',
      title: 'Special layout',
      type: 'string',
      group: 'special',
      description: 'Only the sleep and pain pages have their own extra sections.',
      options: {
        list: [
          {title: 'Sleep page', value: 'sleep'},
          {title: 'Pain page', value: 'pain'},
        ],
      },
    }),
    defineField({
      name: 'sleep',
      description: 'The extra sections of the sleep page.',
      title: 'Sleep page sections',
      type: 'treatmentSleepLayout',
      group: 'special',
      hidden: ({document}) => document?.specialLayout !== 'sleep',
      validation: (rule) =>
        rule.custom((value, context) =>
          (context.document as {specialLayout?: string})?.specialLayout === 'sleep' && !value ? 'Fill in the sleep page sections.' : true,
        ),
    }),
    defineField({
      name: 'pain',
      description: 'The extra sections of the pain page.',
      title: 'Pain page sections',
      type: 'treatmentPainLayout',
      group: 'special',
      hidden: ({document}) => document?.specialLayout !== 'pain',
      validation: (rule) =>
        rule.custom((value, context) =>
          (context.document as {specialLayout?: string})?.specialLayout === 'pain' && !value ? 'Fill in the pain page sections.' : true,
        ),
    }),
    defineSeoDescriptionField('seo'),
  ],
  preview: {
    select: {title: 'title', order: 'order', summary: 'summary', media: 'image'},
    prepare: ({title, order, summary, media}) => ({
      title,
      subtitle: joinParts(typeof order === 'number' ? `Position ${order}` : '', excerpt(summary, 70)),
      media,
    }),
  },
})
