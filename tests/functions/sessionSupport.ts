// Session cookies for the function tests: a real `__session` cookie from POST /api/auth/session (Firebase's own
// createSessionCookie against the Auth emulator), and any request turned into one the browser would send with the
// cookie instead of a Bearer token, from the site's own pages or from elsewhere.
import { expect, it } from 'vitest';
import { auth } from '../../netlify/lib/firebase';
import authSession from '../../netlify/functions/auth-session.mts';
import { SESSION_COOKIE } from '../../netlify/lib/sessionCookie';
import { siteOrigin } from '../../netlify/lib/siteOrigin';
import { authSessionEndRoute, authSessionStartRoute } from '../../src/api/contract';
import { craftToken } from './craftedTokens';
import { context, freshUser, request } from './learningSupport';

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

/** Session cookies a security matrix must refuse with 401: garbage, expired, of a signed-out session, of a deleted account. */
export type RefusedCookies = Record<'garbage' | 'expired' | 'revoked' | 'deleted', string>;
export const REFUSED_COOKIES = ['garbage', 'expired', 'revoked', 'deleted'] as const;

/** Makes the refused cookies once per file: two real accounts, one signed out (revoked) and one deleted. */
export async function refusedCookies(): Promise<RefusedCookies> {
  const signedOut = await freshUser('signed-out');
  const deleted = await freshUser('deleted-cookie');
  const [revoked, gone] = await Promise.all([sessionCookieFor(signedOut.token), sessionCookieFor(deleted.token)]);
  // Revocation counts whole seconds: sign out in a later second than the sign-in.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect((await authSession(endSessionRequest(revoked), context())).status).toBe(200);
  await auth().deleteUser(deleted.uid);
  const now = Math.floor(Date.now() / 1000);
  const project = process.env.FIREBASE_PROJECT_ID!;
  const expired = craftToken({
    sub: signedOut.uid,
    user_id: signedOut.uid,
    auth_time: now,
    aud: project,
    iss: `https://session.firebase.google.com/${project}`,
    iat: now - 7200,
    exp: now - 3600,
  });
  return { garbage: 'not-a-session-cookie', expired, revoked, deleted: gone };
}

type MatrixHandler = (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>;

/**
 * The cookie cells of a security matrix for one endpoint: each refused cookie gets 401 'Authentication required',
 * and a write carried by a valid cookie (`valid()`) gets 403 from another site's page and from no page at all.
 * `req()` is the endpoint's harmless valid request, without a Bearer token (made when a cell runs); `write` says
 * whether it changes something. Nothing these callers send may change
 * anything: the matrices check their state around them.
 */
export function cookieRefusalCells(
  endpoint: { handler: MatrixHandler; req: () => Request; write: boolean },
  cookies: () => RefusedCookies,
  valid: () => string,
): void {
  for (const kind of REFUSED_COOKIES) {
    it(`refuses a ${kind} session cookie with 401`, async () => {
      const response = await endpoint.handler(asCookieRequest(endpoint.req(), cookies()[kind], 'own'), context());
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Authentication required', code: 'unauthenticated' });
    });
  }
  if (!endpoint.write) return;
  for (const from of ['other', 'nowhere'] as const) {
    it(`refuses a valid session cookie's write from ${from === 'other' ? 'another site' : 'no page (no Origin, no Referer)'} with 403`, async () => {
      const response = await endpoint.handler(asCookieRequest(endpoint.req(), valid(), from), context());
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'This request came from another site.', code: 'forbidden' });
    });
  }
}
