import {defineArrayMember, defineField} from 'sanity'
import {checkLink} from './link.ts'

/** The marks every rich text offers: bold, italic and a checked link (the site renders exactly these). */
export const richTextMarks = {
  decorators: [
    {title: 'Bold', value: 'strong'},
    {title: 'Italic', value: 'em'},
  ],
  annotations: [
    defineField({
      name: 'link',
      title: 'Link',
      type: 'object',
      fields: [
        defineField({
          name: 'href',
          title: 'Where the link goes',
          type: 'string',
          description: 'A page on this website starting with / (for example /contact), or a full web address starting with https://.',
          validation: (rule) => [
            rule.required().error('Add where the link goes, for example /contact.'),
            rule.custom((value) => checkLink(value)),
          ],
        }),
      ],
    }),
  ],
}

/**
 * Rich text (Portable Text) for text written in paragraphs: one paragraph style, bold, italic and links.
 * The site renders it at build time (src/content/portableText.ts) as the same <p> paragraphs as before,
 * so only what the site can show is offered here: no headings, lists or pictures.
 */
export const richTextBlock = defineArrayMember({
  type: 'block',
  name: 'block',
  title: 'Paragraph',
  styles: [{title: 'Paragraph', value: 'normal'}],
  lists: [],
  marks: richTextMarks,
})

type RichTextFieldOptions = {
  name: string
  title: string
  description: string
  group?: string
  /** How many paragraphs at least (default 1: the text is required) and at most. */
  min?: number
  max?: number
}

/** A rich-text field: paragraphs with bold, italic and links, with messages in plain words. */
export function defineRichTextField({name, title, description, group, min = 1, max}: RichTextFieldOptions) {
  return defineField({
    name,
    title,
    type: 'array',
    group,
    description,
    of: [richTextBlock],
    validation: (rule) => {
      const rules = []
      if (min > 0) {
        rules.push(rule.required().error(`Write at least one paragraph for “${title}”.`))
        if (min > 1) rules.push(rule.min(min).error(`“${title}” needs at least ${min} paragraphs.`))
      }
      if (max !== undefined) rules.push(rule.max(max).error(`“${title}” can have at most ${max} paragraphs: join or shorten some.`))
      return rules
    },
  })
}
