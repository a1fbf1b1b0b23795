import {EnvelopeIcon} from '@sanity/icons/Envelope'
import {defineField, defineType} from 'sanity'
import {defineLineField} from '../fields/words.ts'
import {joinParts} from '../preview.ts'

/** How people can reach the practice. */
export const contactDetails = defineType({
  name: 'contactDetails',
  title: 'Contact details',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'email',
      title: 'Email address',
      type: 'email',
      description: 'Shown on the website so people can email you.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'phone',
      title: 'Phone number',
      type: 'string',
      description: 'Shown on the website. Include the country code, for example +44 7700 900123.',
      validation: (rule) => [
        rule.required(),
        rule
          .regex(/^\+?[0-9 ()-]{6,24}$/, {name: 'phone number'})
          .error('Use digits, spaces and an optional + at the start, for example +44 7700 900123.'),
      ],
    }),
    defineLineField({
      name: 'location',
      title: 'Where you work',
      description: 'For example "available worldwide via online sessions" or the name of your town.',
      max: 80,
    }),
  ],
  preview: {
    select: {email: 'email', phone: 'phone', location: 'location'},
    prepare: ({email, phone, location}) => ({title: email || 'Contact details', subtitle: joinParts(phone, location)}),
  },
})
