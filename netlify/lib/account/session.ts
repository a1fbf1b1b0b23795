// The site's sign-in session: started by trading the ID token of a sign-in that just happened for Firebase's
// session cookie, ended by sign-out, which clears the cookie and ends every session of the account (Firebase's
// refresh tokens revoked, so every cookie and token of an earlier sign-in is refused from the next request on).
import type { SessionUser, SessionWho } from '../../../src/lib/account/sessionSchema';
import { HttpError } from '../../../src/lib/http';
import { auth } from '../firebase';
import { bearerToken, refuseCrossSiteWrite, requireUser, unauthenticated, verified, verifiedSessionCookie } from '../auth';
import { withDeadline } from '../faults';
import { json } from '../handlerBasics';
import { sessionCookieHeader, sessionCookieValue, SESSION_LIFETIME_MS } from '../sessionCookie';
import { siteOrigin } from '../siteOrigin';

/**
 * A new session needs a sign-in from the last 5 minutes (Firebase's advice): an ID token found later (it lives an
 * hour) must not become a two-week session. The same session may be renewed at any time (fresh claims after an
 * e-mail change) by its own browser, which holds the session cookie of that sign-in.
 */
export const RECENT_SIGN_IN_FOR_SESSION_MS = 5 * 60 * 1000;
export const SIGN_IN_AGAIN = 'Please sign in again to continue.';

function isRecent(authTimeSeconds: number, now: number): boolean {
  return now - authTimeSeconds * 1000 <= RECENT_SIGN_IN_FOR_SESSION_MS;
}

/** The current session cookie's claims when it is valid, else null (a stale cookie is simply replaced). */
async function currentSession(req: Request) {
  try {
    return await verifiedSessionCookie(req);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Verifies the ID token (revocation checked) and answers with the session cookie made from it. Only from the site's
 * own pages (403 otherwise): another site must not sign a visitor in to an account of its choosing.
 */
export async function startSession(req: Request, idToken: string, now = Date.now()): Promise<Response> {
  refuseCrossSiteWrite(req);
  const cookie = await withDeadline('sign-in', async () => {
    const token = await verified(() => auth().verifyIdToken(idToken, true));
    if (!isRecent(token.auth_time, now)) {
      const current = await currentSession(req);
      if (current?.uid !== token.uid || current.auth_time !== token.auth_time) {
        throw new HttpError(401, SIGN_IN_AGAIN, { headers: { 'www-authenticate': 'Bearer' } });
      }
    }
    const made = await verified(() => auth().createSessionCookie(idToken, { expiresIn: SESSION_LIFETIME_MS }));
    return { made, user: await accountAsItIs(token.uid) };
  });
  return json({ ok: true, user: cookie.user }, { headers: { 'set-cookie': sessionCookieHeader(cookie.made, siteOrigin()) } });
}

/** Who an account is now, as the pages keep it; 401 when it is gone. */
async function accountAsItIs(uid: string): Promise<SessionUser> {
  const account = await auth()
    .getUser(uid)
    .catch((error: unknown) => {
      if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found') throw unauthenticated();
      throw error;
    });
  return {
    uid: account.uid,
    email: account.email ?? null,
    displayName: account.displayName || null,
    isAdmin: account.customClaims?.admin === true,
    createdAt: account.metadata.creationTime || null,
    lastSignInAt: account.metadata.lastSignInTime || null,
  };
}

/**
 * Who the caller's session (or Bearer token) names, read from the account as it is now (a name, address or admin
 * grant changed since the sign-in counts at once); nobody when there is no valid one, or the account is gone.
 */
export async function sessionWho(req: Request): Promise<SessionWho> {
  return withDeadline('sign-in', async () => {
    try {
      return { user: await accountAsItIs((await requireUser(req)).uid) };
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) return { user: null };
      throw error;
    }
  });
}

function unlessAccountGone(error: unknown): void {
  if ((error as { code?: unknown } | null)?.code !== 'auth/user-not-found') throw error;
}

/** The account a sign-out names (by its Bearer token or its session cookie), or null when neither is valid any more. */
async function signingOut(req: Request): Promise<string | null> {
  const idToken = bearerToken(req);
  try {
    if (idToken) return (await verified(() => auth().verifyIdToken(idToken))).uid;
    return (await verifiedSessionCookie(req))?.uid ?? null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Sign-out: ends every session of the account (Firebase's refresh tokens revoked) and clears the cookie. A stale
 * or revoked cookie is cleared all the same. Carried by the cookie alone, only from the site's own pages (403).
 */
export async function endSession(req: Request): Promise<Response> {
  const clear = { 'set-cookie': sessionCookieHeader(null, siteOrigin()) };
  if (!bearerToken(req) && !sessionCookieValue(req)) return json({ ok: true }, { headers: clear });
  await withDeadline('sign-in', async () => {
    const uid = await signingOut(req);
    // An account deleted meanwhile (her own deletion signs her out next) has no session left to end.
    if (uid) await auth().revokeRefreshTokens(uid).catch(unlessAccountGone);
  });
  return json({ ok: true }, { headers: clear });
}
