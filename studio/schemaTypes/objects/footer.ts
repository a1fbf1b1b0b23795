import {defineField, defineType} from 'sanity'
import {excerpt} from '../preview.ts'
import {defineLinkField} from '../fields/link.ts'

/** The words at the bottom of every page. */
export const footer = defineType({
  name: 'footer',
  title: 'Footer',
  type: 'object',
  fields: [
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'text',
      rows: 2,
      description: 'One or two sentences about your practice, shown at the bottom of every page.',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'loginPrompt',
      title: 'Log-in link text',
      type: 'string',
      description: 'The words of the log-in link for students, for example "Already enrolled? Log in here".',
      validation: (rule) => rule.required().max(60),
    }),
    defineLinkField({
      name: 'loginHref',
      title: 'Log-in link',
      description: 'Where the log-in link goes. Normally /auth, so only change this with your developer.',
    }),
    defineField({
      name: 'copyright',
      title: 'Copyright line',
      type: 'string',
      description: 'For example "© 2025 Your Practice. All rights reserved." Remember to update the year.',
      validation: (rule) => rule.required().max(120),
    }),
  ],
  preview: {
    select: {tagline: 'tagline', copyright: 'copyright'},
    prepare: ({tagline, copyright}) => ({title: excerpt(tagline, 60) || 'Footer', subtitle: copyright}),
  },
})
