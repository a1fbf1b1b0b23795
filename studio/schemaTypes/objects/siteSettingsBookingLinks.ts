import {CalendarIcon} from '@sanity/icons/Calendar'
import {defineField, defineType} from 'sanity'

/**
 * The keys of the booking links, in the order they are shown in the Studio.
 * Services (serviceOffering) name one of these keys to say where their "Book" button goes.
 */
export const BOOKING_LINK_KEYS = [
  {value: 'consultation', title: 'Initial consultation (30 minutes)'},
  {value: 'singleSession', title: 'Single online session (60 minutes)'},
  {value: 'package4', title: '4-session package'},
  {value: 'package8', title: '8-session package'},
  {value: 'stopSmoking', title: 'Stop smoking / vaping session (90 minutes)'},
  {value: 'regression60', title: 'Past life regression (60 minutes)'},
  {value: 'regression90', title: 'Past life regression (90 minutes)'},
] as const

export type BookingLinkKey = (typeof BOOKING_LINK_KEYS)[number]['value']

/** Where each "Book" button goes: one page on your online booking calendar per kind of session. */
export const siteSettingsBookingLinks = defineType({
  name: 'siteSettingsBookingLinks',
  title: 'Booking links',
  type: 'object',
  icon: CalendarIcon,
  fields: BOOKING_LINK_KEYS.map(({value, title}) =>
    defineField({
      name: value,
      title,
      type: 'url',
      description: `The booking page for this session on your scheduling service (for example Calendly), starting with https://.`,
      validation: (rule) => rule.required().uri({scheme: ['https']}),
    }),
  ),
  preview: {
    select: Object.fromEntries(BOOKING_LINK_KEYS.map(({value}) => [value, value])),
    prepare: (links: Record<string, string | undefined>) => {
      const filled = BOOKING_LINK_KEYS.filter(({value}) => links[value]).length
      return {title: 'Booking links', subtitle: `${filled} of ${BOOKING_LINK_KEYS.length} filled in`}
    },
  },
})
