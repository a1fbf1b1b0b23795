import {defineType} from 'sanity'
import {defineLineField, defineTextField} from '../fields/words.ts'
import {excerpt} from '../preview.ts'
import {defineLinkField} from '../fields/link.ts'

/** The words at the bottom of every page. */
export const footer = defineType({
  name: 'footer',
  title: 'Footer',
  type: 'object',
  fields: [
    defineTextField({
      name: 'tagline',
      title: 'Tagline',
      description: 'One or two sentences about your practice, shown at the bottom of every page.',
      rows: 2,
      max: 200,
    }),
    defineLineField({
      name: 'loginPrompt',
      title: 'Log-in link text',
      description: 'The words of the log-in link for students, for example "Already enrolled? Log in here".',
      max: 60,
    }),
    defineLinkField({
      name: 'loginHref',
      title: 'Log-in link',
      description: 'Where the log-in link goes. Normally /auth, so only change this with your developer.',
    }),
    defineLineField({
      name: 'copyright',
      title: 'Copyright line',
      description: 'For example "© 2025 Your Practice. All rights reserved." Remember to update the year.',
      max: 120,
    }),
  ],
  preview: {
    select: {tagline: 'tagline', copyright: 'copyright'},
    prepare: ({tagline, copyright}) => ({title: excerpt(tagline, 60) || 'Footer', subtitle: copyright}),
  },
})
