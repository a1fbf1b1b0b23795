import {PlayIcon} from '@sanity/icons/Play'
import {defineField, defineType} from 'sanity'
import {defineImageField} from './fields/image.ts'

export const VIDEO_PROVIDERS = [
  {title: 'YouTube', value: 'youtube'},
  {title: 'Vimeo', value: 'vimeo'},
]

/** A video post on the Blog page. Read by src/content/blog.ts. */
export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog video',
  type: 'document',
  icon: PlayIcon,
  orderings: [{title: 'Newest first', name: 'newest', by: [{field: 'publishedAt', direction: 'desc'}]}],
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(100)}),
    defineField({
      name: 'slug',
      title: 'Short name',
      type: 'slug',
      description: 'Used to link straight to this video on the Blog page.',
      options: {source: 'title', maxLength: 80},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'videoProvider',
      title: 'Where the video is hosted',
      type: 'string',
      options: {list: VIDEO_PROVIDERS, layout: 'radio'},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'videoId',
      title: 'Video ID',
      type: 'string',
      description:
        'YouTube: the 11 characters after "v=" or "youtu.be/" (e.g. dQw4w9WgXcQ). Vimeo: the number at the end of the address (e.g. 76979871).',
      validation: (rule) =>
        rule.required().custom((value, context) => {
          const provider = (context.document as {videoProvider?: string})?.videoProvider
          if (typeof value !== 'string') return true
          if (provider === 'youtube' && !/^[A-Za-z0-9_-]{11}$/.test(value)) return 'A YouTube video ID is 11 letters, numbers, - or _.'
          if (provider === 'vimeo' && !/^\d+$/.test(value)) return 'A Vimeo video ID is a number.'
          return true
        }),
    }),
    defineImageField({
      name: 'poster',
      title: 'Cover picture',
      description: 'Shown until the visitor presses play (16:9 works best).',
    }),
    defineField({name: 'excerpt', title: 'Short description', type: 'text', rows: 3, validation: (rule) => rule.required().max(300)}),
    defineField({
      name: 'featured',
      title: 'Featured',
      type: 'boolean',
      description: 'Featured videos are shown large at the top of the Blog page.',
      initialValue: false,
    }),
    defineField({name: 'publishedAt', title: 'Date published', type: 'date', validation: (rule) => rule.required()}),
  ],
  preview: {select: {title: 'title', subtitle: 'publishedAt', media: 'poster'}},
})
