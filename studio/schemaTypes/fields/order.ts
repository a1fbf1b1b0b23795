import {defineField, type InitialValueResolverContext} from 'sanity'
import {STUDIO_API_VERSION} from '../../apiVersion.ts'

/**
 * How long a new document waits for its position. The Studio gives all of a new document's starting values 10 s
 * together and drops every one of them when that passes (a course page from the builder would lose its course id
 * and name); past this wait the position alone stays empty, and its rule asks for one.
 */
export const POSITION_WAIT_MS = 5000

/** The position after the last one used by documents of this type (1 when there are none yet); none when the lake is slow or fails. */
export async function nextPosition(
  type: string,
  context: Pick<InitialValueResolverContext, 'getClient'>,
  first = 1,
  waitMs = POSITION_WAIT_MS,
): Promise<number | undefined> {
  const client = context.getClient({apiVersion: STUDIO_API_VERSION})
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), waitMs)))
  try {
    const last = await Promise.race([
      client.fetch<number | null>('*[_type == $type && defined(order)] | order(order desc)[0].order', {type}),
      late,
    ])
    if (last === 'late') return undefined
    return typeof last === 'number' ? Math.floor(last) + 1 : first
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
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
    // No position leaves the field empty (the Studio skips a field whose starting value is undefined; its
    // type only says number).
    initialValue: (_params: unknown, context: InitialValueResolverContext) => nextPosition(type, context, min) as Promise<number>,
    validation: (rule) => [
      rule.required().error(`Give a position, for example ${min === 0 ? 0 : 1} to show it first.`),
      rule.integer().error('Use a whole number for the position, without decimals.'),
      rule.min(min).error(`The position starts at ${min}.`),
    ],
  })
}
