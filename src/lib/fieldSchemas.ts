// Field schemas every API shares (zod): required text and record ids, with the same messages everywhere.
import * as z from 'zod';

/** Trimmed text that must be present, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

/** A Firestore document id as the site makes them: letters, numbers, dashes and underscores. */
export const recordId = (label: string) =>
  requiredText(label, 200).regex(/^[A-Za-z0-9_-]+$/, `${label} may only contain letters, numbers, dashes and underscores`);
