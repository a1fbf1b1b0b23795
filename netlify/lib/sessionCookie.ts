// The site's session cookie: Firebase's own session cookie (firebase-admin `createSessionCookie`), kept by the
// browser as `__session` (the one cookie name Firebase Hosting passes on, so the name never has to change). Pure:
// reading it from a request and writing the Set-Cookie header that sets or clears it.
import { isLoopbackHttp } from './requestOrigin';

export const SESSION_COOKIE = '__session';

/** How long a sign-in lasts on a device: 14 days (Firebase allows 5 minutes to 2 weeks). */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** The session cookie's value from the request's Cookie header, or null when there is none. */
export function sessionCookieValue(req: Pick<Request, 'headers'>): string | null {
  const header = req.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return value || null;
  }
  return null;
}

/**
 * The Set-Cookie header for the session: httpOnly (no script on a page can read it), SameSite=Lax (another site's
 * form post or fetch does not carry it; a link followed from elsewhere does) and Secure. Secure is left out only
 * when the site itself is plain http on this machine (`npm start`, `npm run serve` and the tests at
 * http://127.0.0.1:<port>), where a browser would not keep a Secure cookie from an http answer.
 * `value` null clears it (Max-Age=0).
 */
export function sessionCookieHeader(value: string | null, siteOrigin: string): string {
  const parts = [
    `${SESSION_COOKIE}=${value ?? ''}`,
    'Path=/',
    `Max-Age=${value === null ? 0 : Math.floor(SESSION_LIFETIME_MS / 1000)}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (!isLoopbackHttp(siteOrigin)) parts.push('Secure');
  return parts.join('; ');
}
