import {DocumentIcon} from '@sanity/icons/Document'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {defineLineField, defineSeoDescriptionField, defineTextField} from './fields/words.ts'

/** The Blog page (/blog). There is exactly one of these (id "blogPage"). Read by src/content/blog.ts. */
export const blogPage = defineType({
  name: 'blogPage',
  title: 'Blog page',
  type: 'document',
  icon: DocumentIcon,
  fields: [
    defineLineField({name: 'title', title: 'Page heading', description: 'The big heading at the top of the Blog page.', max: 60}),
    defineTextField({name: 'intro', title: 'Introduction', description: 'A few sentences under the heading.', rows: 3, max: 400}),
    defineLineField({
      name: 'featuredHeading',
      title: 'Featured videos heading',
      description: 'Heading above the featured videos.',
      max: 60,
    }),
    defineLineField({name: 'moreHeading', title: 'Other videos heading', description: 'Heading above the other videos.', max: 60}),
    defineField({
      name: 'playLabel',
      title: 'Play button words (for screen readers)',
      type: 'string',
      description: '{title} is replaced by the video title.',
      validation: (rule) =>
        rule
          .required()
          .max(60)
          .custom((value) => (typeof value === 'string' && !value.includes('{title}') ? 'Keep {title} in the text.' : true)),
    }),
    defineLineField({
      name: 'socialHeading',
      title: 'Instagram section heading',
      description: 'Heading above the Instagram posts.',
      max: 60,
    }),
    defineTextField({
      name: 'socialIntro',
      title: 'Instagram section text',
      description: 'A sentence or two under that heading.',
      rows: 2,
      max: 300,
    }),
    defineField({
      name: 'socialPosts',
      description: 'Instagram posts shown on the Blog page (up to 6).',
      title: 'Instagram posts to show',
      type: 'array',
      of: [defineArrayMember({type: 'blogPageSocialPost'})],
      validation: (rule) => rule.max(6),
    }),
    defineLineField({
      name: 'followLabel',
      title: 'Follow link text',
      description: 'The words of the link to your Instagram page, for example "Follow on Instagram".',
      max: 60,
    }),
    defineField({
      name: 'followUrl',
      description: 'The address of your Instagram page, starting with https://.',
      title: 'Follow link',
      type: 'url',
      validation: (rule) => rule.required().uri({scheme: ['https']}),
    }),
    defineSeoDescriptionField(),
  ],
  preview: {prepare: () => ({title: 'Blog page'})},
})
