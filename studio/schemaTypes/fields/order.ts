import {defineField, type InitialValueResolverContext} from 'sanity'
import {STUDIO_API_VERSION} from '../../apiVersion.ts'

/** The position after the last one used by documents of this type (1 when there are none yet). */
export async function nextPosition(type: string, context: Pick<InitialValueResolverContext, 'getClient'>, first = 1): Promise<number> {
  const client = context.getClient({apiVersion: STUDIO_API_VERSION})
  const last = await client.fetch<number | null>('*[_type == $type && defined(order)] | order(order desc)[0].order', {type})
  return typeof last === 'number' ? Math.floor(last) + 1 : first
}

type OrderFieldOptions = {
  /** The document type whose positions are counted. */
  type: string
  title: string
  description: string
  group?: string
  /** The smallest position allowed (treatments start at 0). */
  min?: number
}

/** A position field ("order") whose starting value is the next free position, so a new entry goes last. */
export function defineOrderField({type, title, description, group, min = 1}: OrderFieldOptions) {
  return defineField({
    name: 'order',
    title,
    type: 'number',
    group,
    description: `${description} A new entry starts at the end of the list.`,
    initialValue: (_params: unknown, context: InitialValueResolverContext) => nextPosition(type, context, min),
    validation: (rule) => [
      rule.required().error(`Give a position, for example ${min === 0 ? 0 : 1} to show it first.`),
      rule.integer().error('Use a whole number for the position, without decimals.'),
      rule.min(min).error(`The position starts at ${min}.`),
    ],
  })
}
