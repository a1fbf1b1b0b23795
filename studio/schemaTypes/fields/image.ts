import {defineField} from 'sanity'

/** A picture with its description for people who cannot see it; every picture on the site uses this. */
export function defineImageField(options: {
  name: string
  title: string
  description?: string
  group?: string
  /** Pictures are required unless a page can do without one. */
  required?: boolean
}) {
  const {name, title, description, group, required = true} = options
  return defineField({
    name,
    title,
    type: 'image',
    description,
    group,
    options: {hotspot: true},
    fields: [
      defineField({
        name: 'alt',
        title: 'Description of the picture',
        type: 'string',
        description: 'What the picture shows, read aloud to people who cannot see it.',
        validation: (rule) => rule.required().max(160),
      }),
    ],
    validation: required ? (rule) => rule.required() : undefined,
  })
}
