// The course form's 'Sale ends' field: a browser date-time input holds local time without a zone
// ("2026-12-24T18:00"); the course stores an instant (ISO, UTC). Pure: these two convert in the browser's zone.

const pad = (n: number) => String(n).padStart(2, '0');

/** The stored end as the input shows it, in local time ('' for none or an unreadable one). */
export function saleEndFieldValue(iso: string | null | undefined): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** What the form sends: the input's local time as an instant, null when empty, the text itself when unreadable (refused). */
export function saleEndFromField(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? text : at.toISOString();
}
