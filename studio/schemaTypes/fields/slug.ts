import {defineField, type SlugValue, type ValidationContext} from 'sanity'

const API_VERSION = '2025-01-01'

/**
 * True when no other document of the same type (published or draft) uses this slug.
 * The document's own draft and published copies do not count.
 */
export async function isSlugFree(slug: string, context: Pick<ValidationContext, 'document' | 'getClient'>): Promise<boolean> {
  const document = context.document
  if (!document) return true
  const id = document._id.replace(/^drafts\./, '')
  const query = 'count(*[_type == $type && slug.current == $slug && !(_id in [$id, $draft])])'
  const client = context.getClient({apiVersion: API_VERSION})
  const count = await client.fetch<number>(query, {type: document._type, slug, id, draft: `drafts.${id}`})
  return count === 0
}

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
        return (await isSlugFree(current, context)) ? true : `Another ${kind} already uses “${current}”. Choose a different one.`
      }),
    ],
  })
}
