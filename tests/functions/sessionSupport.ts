// Session cookies for the function tests: a real `__session` cookie from POST /api/auth/session (Firebase's own
// createSessionCookie against the Auth emulator), and any request turned into one the browser would send with the
// cookie instead of a Bearer token, from the site's own pages or from elsewhere.
import { expect } from 'vitest';
import authSession from '../../netlify/functions/auth-session.mts';
import { SESSION_COOKIE } from '../../netlify/lib/sessionCookie';
import { siteOrigin } from '../../netlify/lib/siteOrigin';
import { authSessionEndRoute, authSessionStartRoute } from '../../src/api/contract';
import { context, request } from './learningSupport';

export const OTHER_SITE = 'https://elsewhere.example';

/** Where the browser says a request came from: the site's own page, another site, or nothing at all. */
export type From = 'own' | 'own-referer' | 'other' | 'other-referer' | 'nowhere';

/** The `__session` value from a Set-Cookie header, or null when the header clears it or is absent. */
export function cookieFrom(response: Response): string | null {
  const header = response.headers.get('set-cookie');
  const value = header ? new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(header)?.[1] : undefined;
  return value || null;
}

/** POST /api/auth/session as the site's own page sends it. */
export function startSessionRequest(idToken: unknown, from: From = 'own', cookie?: string): Request {
  return asCookieRequest(request(authSessionStartRoute.path, { body: { idToken } }), cookie ?? null, from);
}

/** DELETE /api/auth/session (sign-out) with the cookie, as the site's own page sends it. */
export function endSessionRequest(cookie: string | null, from: From = 'own'): Request {
  return asCookieRequest(request(authSessionEndRoute.path, { method: 'DELETE' }), cookie, from);
}

/** A session cookie for a fresh ID token (the sign-in must be recent: within 5 minutes). */
export async function sessionCookieFor(idToken: string): Promise<string> {
  const response = await authSession(startSessionRequest(idToken), context());
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = cookieFrom(response);
  expect(cookie).toBeTruthy();
  return cookie!;
}

/**
 * The same request as a browser sends it with the session cookie: no Authorization header, the cookie, and the
 * Origin (or only the Referer) of `from`.
 */
export function asCookieRequest(req: Request, cookie: string | null, from: From): Request {
  const headers = new Headers(req.headers);
  headers.delete('authorization');
  if (cookie !== null) headers.set('cookie', `theme=calm; ${SESSION_COOKIE}=${cookie}`);
  const own = siteOrigin();
  if (from === 'own') headers.set('origin', own);
  if (from === 'other') headers.set('origin', OTHER_SITE);
  if (from === 'own-referer') headers.set('referer', `${own}/course-dashboard`);
  if (from === 'other-referer') headers.set('referer', `${OTHER_SITE}/prize.html`);
  return new Request(req, { headers });
}
