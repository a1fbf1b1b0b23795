import {PlayIcon} from '@sanity/icons/Play'
import {defineField, defineType} from 'sanity'
import {defineLineField, defineTextField} from './fields/words.ts'
import {defineImageField} from './fields/image.ts'
import {defineSlugField} from './fields/slug.ts'
import {humanDate, joinParts, today} from './preview.ts'

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
    defineLineField({name: 'title', title: 'Title', description: 'The title shown under the video.', max: 100}),
    defineSlugField({
      title: 'Short name',
      kind: 'blog video',
      description: 'Used to link straight to this video on the Blog page.',
    }),
    defineField({
      name: 'videoProvider',
      description: 'The site the video is on.',
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
    defineTextField({
      name: 'excerpt',
      title: 'Short description',
      description: 'One or two sentences shown under the title.',
      rows: 3,
      max: 300,
    }),
    defineField({
      name: 'featured',
      title: 'Featured',
      type: 'boolean',
      description: 'Featured videos are shown large at the top of the Blog page.',
      initialValue: false,
    }),
    defineField({
      name: 'publishedAt',
      initialValue: () => today(),
      description: 'The date shown with the video; newer videos are listed first. Starts as today.',
      title: 'Date published',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: {title: 'title', publishedAt: 'publishedAt', featured: 'featured', provider: 'videoProvider', media: 'poster'},
    prepare: ({title, publishedAt, featured, provider, media}) => ({
      title,
      subtitle: joinParts(
        humanDate(publishedAt) ? `Published ${humanDate(publishedAt)}` : 'No date yet',
        featured ? 'Featured' : '',
        VIDEO_PROVIDERS.find((p) => p.value === provider)?.title,
      ),
      media,
    }),
  },
})
