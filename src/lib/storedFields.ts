// Fields of stored records (Firestore documents, the catalog file) read defensively: a missing or wrongly typed
// field reads as empty, never as a crash or as "undefined" on a page. Pure: no imports.

/** The text, or '' when the field is not text. */
export const textField = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The text, or null when the field is empty or not text. */
export const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The number, or null when the field is not a finite number. */
export const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The number, or 0 when the field is not a finite number (counters, amounts in pence). */
export const numberOrZero = (value: unknown): number => numberOrNull(value) ?? 0;
