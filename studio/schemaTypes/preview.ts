// Small helpers for the Studio's list previews: words a practitioner reads, not field names or ISO dates.

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'})

/** "2025-03-04" (or a full ISO date-time) as "4 March 2025"; empty when there is no valid date. */
export function humanDate(value: unknown): string {
  if (typeof value !== 'string' || value === '') return ''
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value)
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date)
}

/** Today's date in the editor's own time zone, as a Sanity date ("2026-11-23"). */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** "£97" or "£97.50"; empty when there is no price. */
export function money(value: unknown): string {
  if (typeof value !== 'number') return ''
  return `£${Number.isInteger(value) ? value : value.toFixed(2)}`
}

/** "Position 3"; empty when there is no position. */
export function position(value: unknown): string {
  return typeof value === 'number' ? `Position ${value}` : ''
}

/** Joins the non-empty parts with " · ". */
export function joinParts(...parts: Array<string | false | null | undefined>): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' · ')
}

/** The first words of a text, for a subtitle. */
export function excerpt(value: unknown, length = 80): string {
  if (typeof value !== 'string') return ''
  const text = value.replace(/\s+/g, ' ').trim()
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`
}
