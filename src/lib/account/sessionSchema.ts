// POST /api/auth/session's body (zod, used by the function; the browser sends it from src/stores/auth.ts): the
// Firebase ID token of a sign-in that just happened, traded once for the site's session cookie.
import * as z from 'zod';

/** Far above a real ID token (about 1 KB, more with custom claims), far below the body limit. */
const MAX_ID_TOKEN_LENGTH = 8192;

export const sessionStartSchema = z
  .object({
    idToken: z
      .string({ error: (issue) => (issue.input === undefined ? 'idToken is required' : 'idToken must be text') })
      .min(1, 'idToken is required')
      .max(MAX_ID_TOKEN_LENGTH, 'idToken is too long'),
  })
  .strict();

/** What the server answers when the session starts or ends (the cookie itself travels in Set-Cookie). */
export type SessionAnswer = { ok: true };
