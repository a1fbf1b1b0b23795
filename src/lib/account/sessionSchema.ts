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

/** What the server answers when the session ends (the cookie itself travels in Set-Cookie). */
export type SessionAnswer = { ok: true };

/**
 * Who a session names, as the pages need it without Firebase's client: the account's id, address, name and
 * whether it holds the admin role (the server checks the role itself on every admin call).
 */
export type SessionUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  isAdmin: boolean;
  /** When the account was made and last signed in (the dashboard greets a brand-new account differently). */
  createdAt: string | null;
  lastSignInAt: string | null;
};

/** Who the session cookie names: nobody (null) without a valid one, an answer like any other (not a failure). */
export type SessionWho = { user: SessionUser | null };

/** The answer when a session starts: who it names (the pages keep it as their signed-in hint). */
export type SessionStarted = { ok: true; user: SessionUser };
