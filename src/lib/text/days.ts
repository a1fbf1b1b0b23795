// Days as the site names them: '22 Nov 2026' (the admin, the course page; in UTC) and '23 November 2026' (the
// account's records). Written out here rather than with Intl.DateTimeFormat: a page's first Intl call loads the
// browser's locale data, about 10 ms of main thread on a desktop and several times that on a phone, and the admin's
// and the account's first screens paid it for their dates. Pure.

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
// en-GB's short month names (September is 'Sept', as Intl writes it).
const MONTHS = LONG_MONTHS.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3)));

/** The UTC day of `date` as '5 Sept 2026' (the same words as Intl's en-GB day, short month and year in UTC). */
export function shortUtcDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** '23 November 2026': the day of `date` in the reader's own time zone, or in UTC. */
export function longDay(date: Date, zone: 'local' | 'UTC' = 'local'): string {
  return zone === 'UTC'
    ? `${date.getUTCDate()} ${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
    : `${date.getDate()} ${LONG_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
