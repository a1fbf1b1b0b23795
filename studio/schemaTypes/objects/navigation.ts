import {MenuIcon} from '@sanity/icons/Menu'
import {defineType} from 'sanity'
import {defineLineField, defineListField} from '../fields/words.ts'

/** The main menu and the words on the account buttons beside it. */
export const navigation = defineType({
  name: 'navigation',
  title: 'Navigation',
  type: 'object',
  icon: MenuIcon,
  fields: [
    defineListField({
      name: 'links',
      title: 'Menu links',
      description: 'The links in the main menu at the top of every page, in order. Drag to change the order.',
      of: {type: 'navLink'},
      min: 1,
      max: 8,
    }),
    defineLineField({
      name: 'dashboardLabel',
      title: 'Dashboard button label',
      description: 'Shown to signed-in students, for example "Dashboard".',
      max: 30,
    }),
    defineLineField({
      name: 'adminLabel',
      title: 'Admin button label',
      description: 'Shown only to you (and other admins) when signed in, for example "Admin".',
      max: 30,
    }),
    defineLineField({name: 'signOutLabel', title: 'Sign-out button label', description: 'For example "Sign Out".', max: 30}),
    defineLineField({
      name: 'menuLabel',
      title: 'Mobile menu button label',
      description: 'The name of the menu button on phones, for example "Menu". Screen readers read it aloud.',
      max: 30,
    }),
  ],
  preview: {
    select: {links: 'links'},
    prepare: ({links}) => {
      const labels = Array.isArray(links) ? links.map((link: {label?: string}) => link?.label).filter(Boolean) : []
      return {title: 'Menu', subtitle: labels.length > 0 ? labels.join(' · ') : 'No links yet'}
    },
  },
})
