import {defineField, type ArrayOfType, type ArrayRule} from 'sanity'

type WordsFieldOptions = {
  name: string
  title: string
  description: string
  group?: string
  /** The most characters allowed. */
  max: number
}

/** A required line of words (a heading, a name, a button's words) of at most `max` characters. */
export function defineLineField({name, title, description, group, max}: WordsFieldOptions) {
  return defineField({name, title, type: 'string', group, description, validation: (rule) => rule.required().max(max)})
}

/** A required text of a few sentences, `rows` lines high in the editor, of at most `max` characters. */
export function defineTextField({name, title, description, group, max, rows}: WordsFieldOptions & {rows: number}) {
  return defineField({name, title, type: 'text', rows, group, description, validation: (rule) => rule.required().max(max)})
}

/** The page's description for Google, worded the same on every page that has one. */
export function defineSeoDescriptionField(group?: string) {
  return defineField({
    name: 'seoDescription',
    title: 'Description for Google',
    type: 'text',
    rows: 2,
    group,
    description: 'One or two sentences Google shows under the page title (about 160 characters).',
    validation: (rule) => [rule.required(), rule.max(160).warning('Google shows about 160 characters.')],
  })
}

/** A required button (its words and where it goes, treatmentButton). */
export function defineButtonField({name, title, description, group}: Omit<WordsFieldOptions, 'max'>) {
  return defineField({name, title, type: 'treatmentButton', group, description, validation: (rule) => rule.required()})
}

type ListFieldOptions = Omit<WordsFieldOptions, 'max'> & {
  /** Each entry, e.g. {type: 'contactPageFaq'}, or {type: 'text', rows: 3} for one box per paragraph. */
  of: ArrayOfType
  min: number
  max?: number
}

/** Required, with at least `min` entries and, when given, at most `max`. */
const entriesRule = (min: number, max?: number) => (rule: ArrayRule<unknown[]>) => {
  const counted = rule.required().min(min)
  return max === undefined ? counted : counted.max(max)
}

/** A required list of `min` to `max` entries of one type. */
export function defineListField({name, title, description, group, of, min, max}: ListFieldOptions) {
  return defineField({name, title, type: 'array', group, description, of: [of], validation: entriesRule(min, max)})
}
