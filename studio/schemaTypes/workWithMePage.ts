import {UsersIcon} from '@sanity/icons/Users'
import {defineField, defineType} from 'sanity'
import {defineTextField} from './fields/words.ts'

const label = (name: string, title: string, description: string, max = 60) =>
  defineField({name, title, type: 'string', description, validation: (rule) => rule.required().max(max)})

/**
 * The words of the Work With Me page and of the four service information pages that are not part of
 * one service (headings, button words). There is exactly one of these (id "workWithMePage").
 */
export const workWithMePage = defineType({
  name: 'workWithMePage',
  title: 'Work With Me page',
  type: 'document',
  icon: UsersIcon,
  groups: [
    {name: 'page', title: 'Work With Me', default: true},
    {name: 'info', title: 'Service information pages'},
  ],
  fields: [
    {...label('title', 'Page heading', 'The big heading at the top of Work With Me.', 80), group: 'page'},
    defineTextField({
      name: 'intro',
      title: 'Introduction',
      group: 'page',
      description: 'A few sentences under the heading of Work With Me.',
      rows: 3,
      max: 400,
    }),
    {...label('beginLabel', '"Begin" button', 'The button on each service card that opens its information page.'), group: 'page'},
    {...label('askLabel', '"Ask" button', 'The button on each service card that opens the Contact page.'), group: 'page'},
    {...label('testimonialsHeading', 'Testimonials heading', 'The heading above the carousel of client testimonials.'), group: 'page'},
    defineField({
      name: 'testimonialsIntro',
      description: 'Optional sentence under the testimonials heading.',
      title: 'Testimonials introduction',
      type: 'text',
      rows: 2,
      group: 'page',
      validation: (rule) => rule.max(300),
    }),
    {...label('backLabel', '"Back" link', 'The link at the top of each information page back to Work With Me.'), group: 'info'},
    {...label('bookLabel', '"Book" button', 'The button that opens your booking calendar, e.g. "Book Now".'), group: 'info'},
    {...label('featuresHeading', '"What\'s included" heading', 'Heading above the list of what a service includes.'), group: 'info'},
    {...label('idealHeading', '"Ideal for" heading', 'Heading above who a service suits.'), group: 'info'},
    {...label('stepsHeading', '"What to expect" heading', 'Heading above the steps of a service.'), group: 'info'},
    {...label('showPackagesLabel', '"View packages" button', 'Shows the packages on the online hypnotherapy page.'), group: 'info'},
    {...label('hidePackagesLabel', '"Hide packages" button', 'Hides them again.'), group: 'info'},
    {...label('questionsHeading', 'Closing heading', 'Heading of the closing box inviting questions.', 80), group: 'info'},
    defineTextField({
      name: 'questionsText',
      title: 'Closing text',
      group: 'info',
      description: 'A sentence or two in the closing box of each information page, inviting questions.',
      rows: 2,
      max: 300,
    }),
  ],
  preview: {prepare: () => ({title: 'Work With Me page'})},
})
