import {defineField, type SlugValue} from 'sanity'
import {isValueFree} from './unique.ts'

type SlugFieldOptions = {
  name?: string
  title: string
  description: string
  group?: string
  /** What kind of document this is, in her words, for the "already used" message (e.g. "treatment"). */
  kind: string
  maxLength?: number
}

/**
 * A slug (the end of a page address) that must be filled in and must be unique among documents of its type.
 * Uniqueness is checked by our own rule so that its message says what to do; Sanity's built-in check is
 * switched off (isUnique) so the message is not shown twice.
 */
export function defineSlugField({name = 'slug', title, description, group, kind, maxLength = 80}: SlugFieldOptions) {
  return defineField({
    name,
    title,
    type: 'slug',
    group,
    description,
    options: {source: 'title', maxLength, isUnique: () => true},
    validation: (rule) => [
      rule.required().error(`Fill in “${title}”: press “Generate” to make it from the title.`),
      rule.custom(async (value: SlugValue | undefined, context) => {
        const current = value?.current?.trim()
        if (!current) return true
        return (await isValueFree('slug.current', current, context))
          ? true
          : `Another ${kind} already uses “${current}”. Choose a different one.`
      }),
    ],
  })
}
