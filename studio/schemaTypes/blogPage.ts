import {DocumentIcon} from '@sanity/icons/Document'
import {defineArrayMember, defineField, defineType} from 'sanity'

/** The Blog page (/blog). There is exactly one of these (id "blogPage"). Read by src/content/blog.ts. */
export const blogPage = defineType({
  name: 'blogPage',
  title: 'Blog page',
  type: 'document',
  icon: DocumentIcon,
  fields: [
    defineField({
      name: 'title',
      description: 'The big heading at the top of the Blog page.',
      title: 'Page heading',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'intro',
      description: 'A few sentences under the heading.',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'featuredHeading',
      description: 'Heading above the featured videos.',
      title: 'Featured videos heading',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'moreHeading',
      description: 'Heading above the other videos.',
      title: 'Other videos heading',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
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
    defineField({
      name: 'socialHeading',
      description: 'Heading above the Instagram posts.',
      title: 'Instagram section heading',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'socialIntro',
      description: 'A sentence or two under that heading.',
      title: 'Instagram section text',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'socialPosts',
      description: 'Instagram posts shown on the Blog page (up to 6).',
      title: 'Instagram posts to show',
      type: 'array',
      of: [defineArrayMember({type: 'blogPageSocialPost'})],
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: 'followLabel',
      description: 'The words of the link to your Instagram page, for example "Follow on Instagram".',
      title: 'Follow link text',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'followUrl',
      description: 'The address of your Instagram page, starting with https://.',
      title: 'Follow link',
      type: 'url',
      validation: (rule) => rule.required().uri({scheme: ['https']}),
    }),
    defineField({
      name: 'seoDescription',
      description: 'One or two sentences Google shows under the page title (about 160 characters).',
      title: 'Description for Google',
      type: 'text',
      rows: 2,
      validation: (rule) => [rule.required(), rule.max(160).warning('Google shows about 160 characters.')],
    }),
  ],
  preview: {prepare: () => ({title: 'Blog page'})},
})
