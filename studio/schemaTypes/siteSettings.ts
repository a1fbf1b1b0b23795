import {CogIcon} from '@sanity/icons/Cog'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {defineLineField} from './fields/words.ts'
import {SOCIAL_PLATFORMS} from './objects/socialLink.ts'

/**
 * The words and links of the site frame (banner, menu, footer, 404 page) and the
 * practice's basic details. There is exactly one of these (id "siteSettings").
 * Field names are read by the site's GROQ query in src/content/siteSettings.ts:
 * rename a field only together with that query.
 */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    {name: 'practice', title: 'Your practice', default: true},
    {name: 'top', title: 'Banner & menu'},
    {name: 'bottom', title: 'Footer & contact'},
    {name: 'booking', title: 'Booking links'},
    {name: 'notFound', title: '"Page not found" page'},
    {name: 'technical', title: 'Technical'},
  ],
  fields: [
    defineLineField({
      name: 'brandName',
      title: 'Practice name',
      group: 'practice',
      description: 'The name of your practice as it appears in the logo, page titles and emails.',
      max: 60,
    }),
    defineLineField({
      name: 'practitionerName',
      title: 'Your name',
      group: 'practice',
      description: 'Your name as clients know you, for example on certificates and the About page.',
      max: 60,
    }),
    defineField({
      name: 'description',
      title: 'Short description of the website',
      type: 'text',
      rows: 3,
      group: 'practice',
      description:
        'One or two sentences shown by Google under your website name, and when the site is shared on social media. Aim for under 160 characters.',
      validation: (rule) => [rule.required(), rule.max(160).warning('Google shows about 160 characters; the rest is cut off.')],
    }),
    defineField({
      name: 'banner',
      title: 'Announcement banner',
      type: 'banner',
      group: 'top',
      description: 'The strip of text across the very top of every page.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'navigation',
      title: 'Menu',
      type: 'navigation',
      group: 'top',
      description: 'The main menu at the top of every page, and the words on the account buttons.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'footer',
      title: 'Footer',
      type: 'footer',
      group: 'bottom',
      description: 'The words at the bottom of every page.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social media links',
      type: 'array',
      group: 'bottom',
      description: 'Icons linking to your social media pages, shown in the footer in this order. Drag to change the order.',
      of: [defineArrayMember({type: 'socialLink'})],
      validation: (rule) =>
        rule.required().custom((links) => {
          const seen = new Set<string>()
          for (const link of (links ?? []) as Array<{platform?: string}>) {
            if (!link?.platform) continue
            if (seen.has(link.platform)) {
              const title = SOCIAL_PLATFORMS.find((p) => p.value === link.platform)?.title ?? link.platform
              return `${title} is listed more than once. Keep one link per platform.`
            }
            seen.add(link.platform)
          }
          return true
        }),
    }),
    defineField({
      name: 'contact',
      title: 'Contact details',
      type: 'contactDetails',
      group: 'bottom',
      description: 'How people can reach you. Shown in the footer and on the Contact page.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'bookingLinks',
      title: 'Booking links',
      type: 'siteSettingsBookingLinks',
      group: 'booking',
      description:
        'Where the "Book" buttons on the Work With Me and service pages take people: one page of your online booking calendar per kind of session.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'notFound',
      title: '"Page not found" page',
      type: 'notFound',
      group: 'notFound',
      description: 'What people see when they follow a broken or mistyped link.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'siteUrl',
      title: 'Website address',
      type: 'url',
      group: 'technical',
      description:
        'The main address of the website, starting with https:// and without a / at the end. Used in links inside emails and for Google. Change it only when the website moves to a new address.',
      validation: (rule) => [
        rule.required().uri({scheme: ['https']}),
        rule.custom((value) => {
          if (typeof value !== 'string') return true
          try {
            const url = new URL(value)
            if (url.pathname !== '/' || value.endsWith('/') || url.search || url.hash) {
              return `Use only the address, without anything after it, for example ${url.origin}`
            }
          } catch {
            return true // the uri rule reports invalid addresses
          }
          return true
        }),
      ],
    }),
    defineField({
      name: 'productSlug',
      title: 'Short technical name',
      type: 'string',
      group: 'technical',
      description:
        'A short name in lowercase letters, numbers and hyphens (for example maya-linwood), used behind the scenes. Please do not change it without asking your developer.',
      validation: (rule) => [
        rule.required(),
        rule
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {name: 'lowercase words joined by hyphens'})
          .error('Use lowercase letters, numbers and single hyphens only, for example maya-linwood.'),
      ],
    }),
  ],
  preview: {
    select: {title: 'brandName'},
    prepare: ({title}) => ({title: 'Site settings', subtitle: title}),
  },
})
