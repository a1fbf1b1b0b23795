import {UserIcon} from '@sanity/icons/User'
import {defineType} from 'sanity'
import {defineImageField} from './fields/image.ts'
import {defineRichTextField} from './fields/richText.ts'
import {defineButtonField, defineLineField, defineListField, defineSeoDescriptionField, defineTextField} from './fields/words.ts'

/**
 * The About page (/about-<short technical name>, e.g. /about-maya-linwood). There is exactly one of
 * these (id "aboutPage"). Read by src/content/about.ts.
 */
export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: UserIcon,
  groups: [
    {name: 'story', title: 'Your story', default: true},
    {name: 'mission', title: 'Mission & values'},
    {name: 'hypnotherapy', title: 'Hypnotherapy'},
    {name: 'cta', title: 'Buttons & Google'},
  ],
  fields: [
    defineLineField({
      name: 'title',
      title: 'Page heading',
      group: 'story',
      description: 'The big heading at the top of the About page.',
      max: 80,
    }),
    defineTextField({
      name: 'intro',
      title: 'Introduction',
      group: 'story',
      description: 'A few sentences under the heading, beside your photo.',
      rows: 3,
      max: 400,
    }),
    defineImageField({
      name: 'portrait',
      description: 'Your photo, shown beside the introduction.',
      title: 'Your photo or portrait',
      group: 'story',
    }),
    defineLineField({
      name: 'storyHeading',
      title: 'Story heading',
      group: 'story',
      description: 'Heading above your story, for example "My Journey".',
      max: 80,
    }),
    defineRichTextField({
      name: 'story',
      title: 'Your story',
      group: 'story',
      description: 'Your story in your own words. Press Enter for a new paragraph; select words to make them bold, italic or a link.',
    }),
    defineLineField({
      name: 'missionHeading',
      title: 'Mission heading',
      group: 'mission',
      description: 'Heading above your mission, for example "My Mission".',
      max: 80,
    }),
    defineTextField({
      name: 'mission',
      title: 'Your mission',
      group: 'mission',
      description: 'Your mission in one to three sentences, shown large.',
      rows: 3,
      max: 600,
    }),
    defineLineField({
      name: 'valuesHeading',
      title: 'Values heading',
      group: 'mission',
      description: 'Heading above your values, for example "What I Stand For".',
      max: 80,
    }),
    defineListField({
      name: 'values',
      title: 'Your values',
      group: 'mission',
      description: 'What you stand for, each with a title and a sentence or two (2 to 6).',
      of: {type: 'aboutPageValue'},
      min: 2,
      max: 6,
    }),
    defineLineField({
      name: 'hypnotherapyHeading',
      title: '"What is hypnotherapy" heading',
      group: 'hypnotherapy',
      description: 'Heading of the section explaining hypnotherapy.',
      max: 80,
    }),
    defineRichTextField({
      name: 'hypnotherapy',
      title: 'What hypnotherapy is',
      group: 'hypnotherapy',
      description:
        'A few paragraphs explaining hypnotherapy. Press Enter for a new paragraph; select words to make them bold, italic or a link.',
    }),
    defineLineField({
      name: 'benefitsHeading',
      title: 'Benefits heading',
      group: 'hypnotherapy',
      description: 'Heading of the box listing the benefits.',
      max: 80,
    }),
    defineListField({
      name: 'benefits',
      title: 'Benefits',
      group: 'hypnotherapy',
      description: 'Short lines, shown as a list with check marks.',
      of: {type: 'string'},
      min: 3,
      max: 12,
    }),
    defineLineField({
      name: 'ctaHeading',
      title: 'Closing heading',
      group: 'cta',
      description: 'Heading of the box at the bottom of the page.',
      max: 80,
    }),
    defineTextField({
      name: 'ctaText',
      title: 'Closing text',
      group: 'cta',
      description: 'A sentence or two in the closing box.',
      rows: 2,
      max: 300,
    }),
    defineButtonField({name: 'primaryButton', title: 'Main button', group: 'cta', description: 'The first button in the closing box.'}),
    defineButtonField({
      name: 'secondaryButton',
      title: 'Second button',
      group: 'cta',
      description: 'The second button in the closing box.',
    }),
    defineSeoDescriptionField('cta'),
  ],
  preview: {
    select: {heading: 'title', media: 'portrait'},
    prepare: ({heading, media}) => ({title: 'About page', subtitle: heading, media}),
  },
})
