import {type ValidationContext} from 'sanity'
import {STUDIO_API_VERSION} from '../../apiVersion.ts'

/**
 * True when no other document of the same type (published or draft) has `value` at `fieldPath` (a fixed path
 * such as `slug.current`, never user input). The document's own draft and published copies do not count.
 */
export async function isValueFree(
  fieldPath: string,
  value: string,
  context: Pick<ValidationContext, 'document' | 'getClient'>,
): Promise<boolean> {
  const document = context.document
  if (!document) return true
  const id = document._id.replace(/^drafts\./, '')
  const query = `count(*[_type == $type && ${fieldPath} == $value && !(_id in [$id, $draft])])`
  const client = context.getClient({apiVersion: STUDIO_API_VERSION})
  const count = await client.fetch<number>(query, {type: document._type, value, id, draft: `drafts.${id}`})
  return count === 0
}
