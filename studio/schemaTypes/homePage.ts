import {HomeIcon} from '@sanity/icons/Home'
import {defineField, defineType} from 'sanity'
import {defineLineField, defineListField, defineTextField} from './fields/words.ts'
import {defineImageField} from './fields/image.ts'
import {defineLinkField} from './fields/link.ts'

const imageField = (name: string, title: string, description?: string) => defineImageField({name, title, description})

/** A button or link: its words and where it goes. */
export const homePageLink = defineType({
  name: 'homePageLink',
  title: 'Button',
  type: 'object',
  fields: [
    defineLineField({
      name: 'label',
      title: 'Words on the button',
      description: 'The words on the button, for example "Book a Consultation".',
      max: 60,
    }),
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
    defineLineField({name: 'title', title: 'Heading', description: 'The heading of the card, for example "Treatments".', max: 60}),
    defineTextField({name: 'text', title: 'Text', description: 'One or two sentences on the card.', rows: 3, max: 300}),
    imageField('image', 'Picture', 'The picture at the top of the card.'),
    defineField({
      name: 'link',
      description: 'The button at the bottom of the card.',
      title: 'Button',
      type: 'homePageLink',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {select: {title: 'title', media: 'image'}},
})

/** A link to an outside article. */
export const homePageArticleLink = defineType({
  name: 'homePageArticleLink',
  title: 'Article link',
  type: 'object',
  fields: [
    defineLineField({name: 'label', title: 'Title of the article', description: 'The title of the article, shown as the link.', max: 140}),
    defineLineField({name: 'source', title: 'Where it is published', description: 'For example "Harvard Health".', max: 60}),
    defineField({
      name: 'url',
      description: 'The full address of the article, starting with https://.',
      title: 'Web address',
      type: 'url',
      validation: (rule) => rule.required().uri({scheme: ['https']}),
    }),
  ],
  preview: {select: {title: 'label', subtitle: 'source'}},
})

/** One card of "Articles & Insights": a topic with links to reading elsewhere. */
export const homePageArticle = defineType({
  name: 'homePageArticle',
  title: 'Article card',
  type: 'object',
  fields: [
    defineLineField({name: 'title', title: 'Topic', description: 'The topic of the card, for example "The Science of Hypnosis".', max: 80}),
    defineTextField({
      name: 'text',
      title: 'Short introduction',
      description: 'One or two sentences introducing the topic.',
      rows: 3,
      max: 300,
    }),
    defineListField({
      name: 'links',
      title: 'Articles to read',
      description: 'Articles elsewhere that people can read on this topic (1 to 4).',
      of: {type: 'homePageArticleLink'},
      min: 1,
      max: 4,
    }),
  ],
  preview: {
    select: {title: 'title', links: 'links'},
    prepare: ({title, links}) => ({
      title,
      subtitle: Array.isArray(links) ? `${links.length} article${links.length === 1 ? '' : 's'} to read` : '',
    }),
  },
})

/** One picture of the "Latest from Instagram" strip, linking to the post. */
export const homePageInstagramPost = defineType({
  name: 'homePageInstagramPost',
  title: 'Instagram post',
  type: 'object',
  fields: [
    imageField('image', 'Picture', 'A square picture works best.'),
    defineField({
      name: 'url',
      description: 'The address of the Instagram post the picture opens, starting with https://.',
      title: 'Address of the post',
      type: 'url',
      validation: (rule) => rule.required().uri({scheme: ['https']}),
    }),
  ],
  preview: {
    select: {alt: 'image.alt', url: 'url', media: 'image'},
    prepare: ({alt, url, media}) => ({title: alt || 'Instagram post', subtitle: url, media}),
  },
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
    defineField({
      name: 'heroEyebrow',
      description: 'Optional short line above the main heading, for example "Online hypnotherapy".',
      title: 'Small line above the heading',
      type: 'string',
      group: 'hero',
      validation: (rule) => rule.max(80),
    }),
    defineLineField({
      name: 'heroHeading',
      title: 'Main heading',
      group: 'hero',
      description: 'The big heading at the very top of the home page.',
      max: 90,
    }),
    defineTextField({
      name: 'heroText',
      title: 'Introduction',
      group: 'hero',
      description: 'A few sentences under the main heading.',
      rows: 3,
      max: 400,
    }),
    {...imageField('heroImage', 'Picture', 'The large picture at the top of the home page.'), group: 'hero'},
    defineField({
      name: 'heroPrimary',
      description: 'The first, most visible button at the top of the page.',
      title: 'Main button',
      type: 'homePageLink',
      group: 'hero',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'heroSecondary',
      description: 'The second button beside it.',
      title: 'Second button',
      type: 'homePageLink',
      group: 'hero',
      validation: (rule) => rule.required(),
    }),
    defineLineField({
      name: 'pathwaysHeading',
      title: 'Heading',
      group: 'pathways',
      description: 'Heading above the pathway cards, for example "Find Your Path".',
      max: 80,
    }),
    defineField({
      name: 'pathwaysIntro',
      description: 'Optional sentence under the pathways heading.',
      title: 'Introduction',
      type: 'text',
      rows: 2,
      group: 'pathways',
      validation: (rule) => rule.max(300),
    }),
    defineListField({
      name: 'pathways',
      title: 'Cards',
      group: 'pathways',
      description: 'The cards leading to the main parts of the site (up to 4). Drag to change the order.',
      of: {type: 'homePagePathway'},
      min: 1,
      max: 4,
    }),
    defineLineField({
      name: 'articlesHeading',
      title: 'Heading',
      group: 'articles',
      description: 'Heading above the article cards, for example "Articles & Insights".',
      max: 80,
    }),
    defineField({
      name: 'articlesIntro',
      description: 'Optional sentence under the articles heading.',
      title: 'Introduction',
      type: 'text',
      rows: 2,
      group: 'articles',
      validation: (rule) => rule.max(300),
    }),
    defineListField({
      name: 'articles',
      title: 'Cards',
      group: 'articles',
      description: 'Cards with a topic and links to reading elsewhere (up to 6).',
      of: {type: 'homePageArticle'},
      min: 1,
      max: 6,
    }),
    defineLineField({
      name: 'instagramHeading',
      title: 'Heading',
      group: 'instagram',
      description: 'Heading above the Instagram pictures.',
      max: 80,
    }),
    defineField({
      name: 'instagramIntro',
      description: 'Optional sentence under the Instagram heading.',
      title: 'Introduction',
      type: 'text',
      rows: 2,
      group: 'instagram',
      validation: (rule) => rule.max(300),
    }),
    defineListField({
      name: 'instagramPosts',
      title: 'Posts',
      group: 'instagram',
      description: 'Pictures linking to your Instagram posts (up to 6).',
      of: {type: 'homePageInstagramPost'},
      min: 1,
      max: 6,
    }),
    defineLineField({
      name: 'instagramFollowLabel',
      title: '"Follow" link words',
      group: 'instagram',
      description: 'The link goes to the Instagram address in Site settings.',
      max: 60,
    }),
    defineLineField({
      name: 'closingHeading',
      title: 'Heading',
      group: 'closing',
      description: 'Heading of the box at the bottom of the home page.',
      max: 90,
    }),
    defineTextField({
      name: 'closingText',
      title: 'Text',
      group: 'closing',
      description: 'A few sentences in the closing box.',
      rows: 3,
      max: 400,
    }),
    defineField({
      name: 'closingPrimary',
      description: 'The first button in the closing box.',
      title: 'Main button',
      type: 'homePageLink',
      group: 'closing',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'closingSecondary',
      description: 'The second button in the closing box.',
      title: 'Second button',
      type: 'homePageLink',
      group: 'closing',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: {heading: 'heroHeading', media: 'heroImage'},
    prepare: ({heading, media}) => ({title: 'Home page', subtitle: heading, media}),
  },
})
