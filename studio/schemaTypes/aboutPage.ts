import {UserIcon} from '@sanity/icons/User'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {defineImageField} from './fields/image.ts'

const paragraphs = (name: string, title: string, group: string, description?: string) =>
  defineField({
    name,
    title,
    type: 'array',
    group,
    description: description ?? 'One box per paragraph.',
    of: [defineArrayMember({type: 'text', rows: 4})],
    validation: (rule) => rule.required().min(1),
  })

const heading = (name: string, title: string, group: string) =>
  defineField({name, title, type: 'string', group, validation: (rule) => rule.required().max(80)})

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
    heading('title', 'Page heading', 'story'),
    defineField({name: 'intro', title: 'Introduction', type: 'text', rows: 3, group: 'story', validation: (rule) => rule.required().max(400)}),
    defineImageField({name: 'portrait', title: 'Your photo or portrait', group: 'story'}),
    heading('storyHeading', 'Story heading', 'story'),
    paragraphs('story', 'Your story', 'story'),
    heading('missionHeading', 'Mission heading', 'mission'),
    defineField({name: 'mission', title: 'Your mission', type: 'text', rows: 3, group: 'mission', validation: (rule) => rule.required().max(600)}),
    heading('valuesHeading', 'Values heading', 'mission'),
    defineField({
      name: 'values',
      title: 'Your values',
      type: 'array',
      group: 'mission',
      of: [defineArrayMember({type: 'aboutPageValue'})],
      validation: (rule) => rule.required().min(2).max(6),
    }),
    heading('hypnotherapyHeading', '"What is hypnotherapy" heading', 'hypnotherapy'),
    paragraphs('hypnotherapy', 'What hypnotherapy is', 'hypnotherapy'),
    heading('benefitsHeading', 'Benefits heading', 'hypnotherapy'),
    defineField({
      name: 'benefits',
      title: 'Benefits',
      type: 'array',
      group: 'hypnotherapy',
      description: 'Short lines, shown as a list with check marks.',
      of: [defineArrayMember({type: 'string'})],
      validation: (rule) => rule.required().min(3).max(12),
    }),
    heading('ctaHeading', 'Closing heading', 'cta'),
    defineField({name: 'ctaText', title: 'Closing text', type: 'text', rows: 2, group: 'cta', validation: (rule) => rule.required().max(300)}),
    defineField({name: 'primaryButton', title: 'Main button', type: 'treatmentButton', group: 'cta', validation: (rule) => rule.required()}),
    defineField({name: 'secondaryButton', title: 'Second button', type: 'treatmentButton', group: 'cta', validation: (rule) => rule.required()}),
    defineField({
      name: 'seoDescription',
      title: 'Description for Google',
      type: 'text',
      rows: 2,
      group: 'cta',
      validation: (rule) => [rule.required(), rule.max(160).warning('Google shows about 160 characters.')],
    }),
  ],
  preview: {prepare: () => ({title: 'About page'})},
})
