import {ShareIcon} from '@sanity/icons/Share'
import {defineField, defineType} from 'sanity'
import {defineLineField} from '../fields/words.ts'

export const SOCIAL_PLATFORMS = [
  {title: 'Instagram', value: 'instagram'},
  {title: 'Facebook', value: 'facebook'},
  {title: 'YouTube', value: 'youtube'},
  {title: 'TikTok', value: 'tiktok'},
  {title: 'WhatsApp', value: 'whatsapp'},
]

/** A link to one of the practice's social media pages. */
export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social media link',
  type: 'object',
  icon: ShareIcon,
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      description: 'Which site this is. It decides the little icon shown in the footer.',
      options: {list: SOCIAL_PLATFORMS, layout: 'radio', direction: 'horizontal'},
      validation: (rule) => rule.required(),
    }),
    defineLineField({
      name: 'label',
      title: 'Label',
      description: 'The name read aloud by screen readers, for example "Instagram".',
      max: 40,
    }),
    defineField({
      name: 'url',
      title: 'Web address',
      type: 'url',
      description: 'The full address of your page, starting with https:// (for WhatsApp: https://wa.me/ and your number).',
      validation: (rule) => rule.required().uri({scheme: ['https']}),
    }),
  ],
  preview: {select: {title: 'label', subtitle: 'url'}},
})
