// The signed-in hint: who the session names, kept in localStorage when a sign-in makes it, read at once by the
// frame's navigation script and the app pages (no Firebase, no request). The cookie stays the sign-in itself: a call
// the server refuses as signed out clears the hint.
import type { SessionUser } from '../lib/account/sessionSchema';

export const AUTH_HINT_KEY = 'maya-auth-hint';
/** Raised on window when this page changes the hint (the `storage` event only reaches other tabs). */
export const AUTH_HINT_EVENT = 'maya-auth-hint-change';

/** `user` is missing from hints written before the pages kept who is signed in (the pages then ask the server). */
export type AuthHint = { signedIn: boolean; isAdmin: boolean; user?: SessionUser };

function sessionUserFrom(value: unknown): SessionUser | undefined {
  const user = value as Partial<SessionUser> | null | undefined;
  if (!user || typeof user.uid !== 'string' || !user.uid) return undefined;
  return {
    uid: user.uid,
    email: typeof user.email === 'string' ? user.email : null,
    displayName: typeof user.displayName === 'string' ? user.displayName : null,
    isAdmin: user.isAdmin === true,
    createdAt: typeof user.createdAt === 'string' ? user.createdAt : null,
    lastSignInAt: typeof user.lastSignInAt === 'string' ? user.lastSignInAt : null,
  };
}

export function readAuthHint(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): AuthHint | null {
  try {
    const value = JSON.parse(storage?.getItem(AUTH_HINT_KEY) ?? 'null') as Partial<AuthHint> | null;
    if (!value || value.signedIn !== true) return null;
    const user = sessionUserFrom(value.user);
    return user ? { signedIn: true, isAdmin: value.isAdmin === true, user } : { signedIn: true, isAdmin: value.isAdmin === true };
  } catch {
    return null;
  }
}

export function writeAuthHint(
  hint: AuthHint | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
): void {
  try {
    if (hint?.signedIn) storage?.setItem(AUTH_HINT_KEY, JSON.stringify(hint));
    else storage?.removeItem(AUTH_HINT_KEY);
  } catch {
    // Private mode or storage disabled: the navigation simply stays in its signed-out form.
  }
  // The navigation on this page follows a sign-in or sign-out made anywhere on it (a dialog, the dashboard).
  if (typeof window !== 'undefined')
    window.dispatchEvent(new CustomEvent<AuthHint | null>(AUTH_HINT_EVENT, { detail: hint?.signedIn ? hint : null }));
}

/** Shows or hides the frame's `[data-auth]` items for a hint. */
export function applyAuthHint(hint: AuthHint | null, root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-auth]').forEach((element) => {
    const need = element.dataset.auth;
    element.hidden = !(hint?.signedIn && (need === 'signed-in' || (need === 'admin' && hint.isAdmin)));
  });
}
