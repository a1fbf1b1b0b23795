import {UserIcon} from '@sanity/icons/User'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {defineImageField} from './fields/image.ts'
import {defineRichTextField} from './fields/richText.ts'

const heading = (name: string, title: string, group: string, description: string) =>
  defineField({name, title, type: 'string', group, description, validation: (rule) => rule.required().max(80)})

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
    heading('title', 'Page heading', 'story', 'The big heading at the top of the About page.'),
    defineField({
      name: 'intro',
      description: 'A few sentences under the heading, beside your photo.',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      group: 'story',
      validation: (rule) => rule.required().max(400),
    }),
    defineImageField({
      name: 'portrait',
      description: 'Your photo, shown beside the introduction.',
      title: 'Your photo or portrait',
      group: 'story',
    }),
    heading('storyHeading', 'Story heading', 'story', 'Heading above your story, for example "My Journey".'),
    defineRichTextField({
      name: 'story',
      title: 'Your story',
      group: 'story',
      description: 'Your story in your own words. Press Enter for a new paragraph; select words to make them bold, italic or a link.',
    }),
    heading('missionHeading', 'Mission heading', 'mission', 'Heading above your mission, for example "My Mission".'),
    defineField({
      name: 'mission',
      description: 'Your mission in one to three sentences, shown large.',
      title: 'Your mission',
      type: 'text',
      rows: 3,
      group: 'mission',
      validation: (rule) => rule.required().max(600),
    }),
    heading('valuesHeading', 'Values heading', 'mission', 'Heading above your values, for example "What I Stand For".'),
    defineField({
      name: 'values',
      description: 'What you stand for, each with a title and a sentence or two (2 to 6).',
      title: 'Your values',
      type: 'array',
      group: 'mission',
      of: [defineArrayMember({type: 'aboutPageValue'})],
      validation: (rule) => rule.required().min(2).max(6),
    }),
    heading('hypnotherapyHeading', '"What is hypnotherapy" heading', 'hypnotherapy', 'Heading of the section explaining hypnotherapy.'),
    defineRichTextField({
      name: 'hypnotherapy',
      title: 'What hypnotherapy is',
      group: 'hypnotherapy',
      description:
        'A few paragraphs explaining hypnotherapy. Press Enter for a new paragraph; select words to make them bold, italic or a link.',
    }),
    heading('benefitsHeading', 'Benefits heading', 'hypnotherapy', 'Heading of the box listing the benefits.'),
    defineField({
      name: 'benefits',
      title: 'Benefits',
      type: 'array',
      group: 'hypnotherapy',
      description: 'Short lines, shown as a list with check marks.',
      of: [defineArrayMember({type: 'string'})],
      validation: (rule) => rule.required().min(3).max(12),
    }),
    heading('ctaHeading', 'Closing heading', 'cta', 'Heading of the box at the bottom of the page.'),
    defineField({
      name: 'ctaText',
      description: 'A sentence or two in the closing box.',
      title: 'Closing text',
      type: 'text',
      rows: 2,
      group: 'cta',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'primaryButton',
      description: 'The first button in the closing box.',
      title: 'Main button',
      type: 'treatmentButton',
      group: 'cta',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'secondaryButton',
      description: 'The second button in the closing box.',
      title: 'Second button',
      type: 'treatmentButton',
      group: 'cta',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'seoDescription',
      description: 'One or two sentences Google shows under the page title (about 160 characters).',
      title: 'Description for Google',
      type: 'text',
      rows: 2,
      group: 'cta',
      validation: (rule) => [rule.required(), rule.max(160).warning('Google shows about 160 characters.')],
    }),
  ],
  preview: {
    select: {heading: 'title', media: 'portrait'},
    prepare: ({heading, media}) => ({title: 'About page', subtitle: heading, media}),
  },
})
