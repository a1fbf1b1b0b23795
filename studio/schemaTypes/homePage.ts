import {HomeIcon} from '@sanity/icons/Home'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {defineImageField} from './fields/image.ts'
import {defineLinkField} from './fields/link.ts'

const imageField = (name: string, title: string, description?: string) => defineImageField({name, title, description})

/** A button or link: its words and where it goes. */
export const homePageLink = defineType({
  name: 'homePageLink',
  title: 'Button',
  type: 'object',
  fields: [
    defineField({name: 'label', title: 'Words on the button', type: 'string', validation: (rule) => rule.required().max(60)}),
    defineLinkField({name: 'href', title: 'Where it goes'}),
  ],
  preview: {select: {title: 'label', subtitle: 'href'}},
})

/** One of the three "pathway" cards under the hero. */
export const homePagePathway = defineType({
  name: 'homePagePathway',
  title: 'Pathway card',
  type: 'object',
  fields: [
    defineField({name: 'title', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(60)}),
    defineField({name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required().max(300)}),
    imageField('image', 'Picture'),
    defineField({name: 'link', title: 'Button', type: 'homePageLink', validation: (rule) => rule.required()}),
  ],
  preview: {select: {title: 'title', media: 'image'}},
})

/** A link to an outside article. */
export const homePageArticleLink = defineType({
  name: 'homePageArticleLink',
  title: 'Article link',
  type: 'object',
  fields: [
    defineField({name: 'label', title: 'Title of the article', type: 'string', validation: (rule) => rule.required().max(140)}),
    defineField({name: 'source', title: 'Where it is published', type: 'string', description: 'For example "Harvard Health".', validation: (rule) => rule.required().max(60)}),
    defineField({name: 'url', title: 'Web address', type: 'url', validation: (rule) => rule.required().uri({scheme: ['https']})}),
  ],
  preview: {select: {title: 'label', subtitle: 'source'}},
})

/** One card of "Articles & Insights": a topic with links to reading elsewhere. */
export const homePageArticle = defineType({
  name: 'homePageArticle',
  title: 'Article card',
  type: 'object',
  fields: [
    defineField({name: 'title', title: 'Topic', type: 'string', validation: (rule) => rule.required().max(80)}),
    defineField({name: 'text', title: 'Short introduction', type: 'text', rows: 3, validation: (rule) => rule.required().max(300)}),
    defineField({
      name: 'links',
      title: 'Articles to read',
      type: 'array',
      of: [defineArrayMember({type: 'homePageArticleLink'})],
      validation: (rule) => rule.required().min(1).max(4),
    }),
  ],
  preview: {select: {title: 'title'}},
})

/** One picture of the "Latest from Instagram" strip, linking to the post. */
export const homePageInstagramPost = defineType({
  name: 'homePageInstagramPost',
  title: 'Instagram post',
  type: 'object',
  fields: [
    imageField('image', 'Picture', 'A square picture works best.'),
    defineField({name: 'url', title: 'Address of the post', type: 'url', validation: (rule) => rule.required().uri({scheme: ['https']})}),
  ],
  preview: {select: {title: 'url', media: 'image'}},
})

/** The home page. There is exactly one of these (id "homePage"). */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  groups: [
    {name: 'hero', title: 'Top of the page', default: true},
    {name: 'pathways', title: 'Pathways'},
    {name: 'articles', title: 'Articles & Insights'},
    {name: 'instagram', title: 'Instagram'},
    {name: 'closing', title: 'Closing'},
  ],
  fields: [
    defineField({name: 'heroEyebrow', title: 'Small line above the heading', type: 'string', group: 'hero', validation: (rule) => rule.max(80)}),
    defineField({name: 'heroHeading', title: 'Main heading', type: 'string', group: 'hero', validation: (rule) => rule.required().max(90)}),
    defineField({name: 'heroText', title: 'Introduction', type: 'text', rows: 3, group: 'hero', validation: (rule) => rule.required().max(400)}),
    {...imageField('heroImage', 'Picture'), group: 'hero'},
    defineField({name: 'heroPrimary', title: 'Main button', type: 'homePageLink', group: 'hero', validation: (rule) => rule.required()}),
    defineField({name: 'heroSecondary', title: 'Second button', type: 'homePageLink', group: 'hero', validation: (rule) => rule.required()}),
    defineField({name: 'pathwaysHeading', title: 'Heading', type: 'string', group: 'pathways', validation: (rule) => rule.required().max(80)}),
    defineField({name: 'pathwaysIntro', title: 'Introduction', type: 'text', rows: 2, group: 'pathways', validation: (rule) => rule.max(300)}),
    defineField({
      name: 'pathways',
      title: 'Cards',
      type: 'array',
      group: 'pathways',
      of: [defineArrayMember({type: 'homePagePathway'})],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    defineField({name: 'articlesHeading', title: 'Heading', type: 'string', group: 'articles', validation: (rule) => rule.required().max(80)}),
    defineField({name: 'articlesIntro', title: 'Introduction', type: 'text', rows: 2, group: 'articles', validation: (rule) => rule.max(300)}),
    defineField({
      name: 'articles',
      title: 'Cards',
      type: 'array',
      group: 'articles',
      of: [defineArrayMember({type: 'homePageArticle'})],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({name: 'instagramHeading', title: 'Heading', type: 'string', group: 'instagram', validation: (rule) => rule.required().max(80)}),
    defineField({name: 'instagramIntro', title: 'Introduction', type: 'text', rows: 2, group: 'instagram', validation: (rule) => rule.max(300)}),
    defineField({
      name: 'instagramPosts',
      title: 'Posts',
      type: 'array',
      group: 'instagram',
      of: [defineArrayMember({type: 'homePageInstagramPost'})],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: 'instagramFollowLabel',
      title: '"Follow" link words',
      type: 'string',
      group: 'instagram',
      description: 'The link goes to the Instagram address in Site settings.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({name: 'closingHeading', title: 'Heading', type: 'string', group: 'closing', validation: (rule) => rule.required().max(90)}),
    defineField({name: 'closingText', title: 'Text', type: 'text', rows: 3, group: 'closing', validation: (rule) => rule.required().max(400)}),
    defineField({name: 'closingPrimary', title: 'Main button', type: 'homePageLink', group: 'closing', validation: (rule) => rule.required()}),
    defineField({name: 'closingSecondary', title: 'Second button', type: 'homePageLink', group: 'closing', validation: (rule) => rule.required()}),
  ],
  preview: {prepare: () => ({title: 'Home page'})},
})
