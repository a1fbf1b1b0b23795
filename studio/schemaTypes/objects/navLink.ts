import {LinkIcon} from '@sanity/icons/Link'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {defineLineField} from '../fields/words.ts'
import {defineLinkField} from '../fields/link.ts'

/** A top-level item of the main navigation, optionally with a drop-down. */
export const navLink = defineType({
  name: 'navLink',
  title: 'Menu link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineLineField({name: 'label', title: 'Label', description: 'The words shown in the menu, for example "Courses".', max: 40}),
    defineLinkField({name: 'href', title: 'Link', description: 'Where this menu item goes.'}),
    defineField({
      name: 'children',
      title: 'Drop-down links',
      type: 'array',
      description: 'Optional. Add links here to turn this menu item into a drop-down menu. Drag to change the order.',
      of: [defineArrayMember({type: 'navChild'})],
      validation: (rule) => rule.max(10),
    }),
  ],
  preview: {
    select: {title: 'label', subtitle: 'href', children: 'children'},
    prepare: ({title, subtitle, children}) => ({
      title,
      subtitle:
        Array.isArray(children) && children.length > 0
          ? `${subtitle} · drop-down with ${children.length} link${children.length === 1 ? '' : 's'}`
          : subtitle,
    }),
  },
})
