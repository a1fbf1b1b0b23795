// Field schemas every API shares (zod): required text and record ids, with the same messages everywhere.
// Every text field goes through `storableString`: broken Unicode and control characters get a 400 with a
// clear message instead of failing later inside Firestore, Stripe or the mail service.
import * as z from 'zod';
import { unstorableTextMessage } from './text/storableText';

/** Any text (not trimmed) that refuses ill-formed Unicode and control characters other than newline and tab. */
export const storableString = (label: string, params?: Parameters<typeof z.string>[0]) =>
  z.string(params ?? { error: `${label} must be text` }).superRefine((value, ctx) => {
    const message = unstorableTextMessage(label, value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });

/** Trimmed text that must be present, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  storableString(label, { error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

/** Trimmed text that may be absent or empty, at most `max` characters. */
export const optionalText = (label: string, max: number) => storableString(label).trim().max(max, `${label} is too long`).optional();

/** A required e-mail address (at most 254 characters, as zod's z.email() accepts it), lower-cased. */
export const emailAddress = (label: string) =>
  requiredText(label, 254)
    .pipe(z.email({ error: `${label} must be a valid email address` }))
    .transform((value) => value.toLowerCase());

/**
 * True for an id Firestore refuses as a document id: `.`, `..`, anything with a `/`, and names that begin and end
 * with two underscores (`__proto__`, `__name__`), which it reserves.
 */
export function isReservedDocumentId(id: string): boolean {
  return id === '.' || id === '..' || id.includes('/') || /^__.*__$/.test(id);
}

/**
 * The one rule every id field shares: present, exactly as given (an id with a space before or after it is refused,
 * never trimmed into another record's id), at most `max` characters, of the field's own `pattern`, and never a name
 * Firestore reserves. The first problem found is the one reported.
 */
export const idText = (label: string, max: number, pattern: RegExp, patternMessage: string) =>
  storableString(label, { error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) }).superRefine(
    (value, ctx) => {
      const problem = idProblem(label, value, max, pattern, patternMessage);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    },
  );

function idProblem(label: string, value: string, max: number, pattern: RegExp, patternMessage: string): string | null {
  if (value.trim() === '') return `${label} is required`;
  if (value.trim() !== value) return `${label} must not begin or end with a space`;
  if (value.length > max) return `${label} is too long`;
  if (!pattern.test(value)) return patternMessage;
  if (isReservedDocumentId(value)) return `${label} "${value}" is a name the database reserves, so it cannot be an id`;
  return null;
}

/** A Firestore document id as the site makes them: letters, numbers, dashes and underscores. */
export const recordId = (label: string) =>
  idText(label, 200, /^[A-Za-z0-9_-]+$/, `${label} may only contain letters, numbers, dashes and underscores`);
