import {defineField, defineType} from 'sanity'
import {defineLineField} from '../fields/words.ts'

/** An Instagram post embedded on the Blog page. */
export const blogPageSocialPost = defineType({
  name: 'blogPageSocialPost',
  title: 'Instagram post',
  type: 'object',
  fields: [
    defineField({
      name: 'url',
      title: 'Post address',
      type: 'url',
      description: 'The address of the post, e.g. https://www.instagram.com/p/AbC123xYz/',
      validation: (rule) =>
        rule
          .required()
          .uri({scheme: ['https']})
          .custom((value) =>
            typeof value === 'string' && !/^https:\/\/www\.instagram\.com\/(p|reel)\/[A-Za-z0-9_-]+\/?$/.test(value)
              ? 'Use the address of one Instagram post, like https://www.instagram.com/p/AbC123xYz/'
              : true,
          ),
    }),
    defineLineField({
      name: 'caption',
      title: 'What the post is about',
      description: 'Shown as a link if the post cannot be displayed.',
      max: 120,
    }),
  ],
  preview: {select: {title: 'caption', subtitle: 'url'}},
})
