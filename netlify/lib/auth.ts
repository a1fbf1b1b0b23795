// Who is calling: the site's session cookie (`__session`, made at sign-in by POST /api/auth/session and verified
// with firebase-admin, revocation checked on every call), or a Firebase ID token in `Authorization: Bearer <token>`
// (scripts, benches and tests; the browser sends it too until every page runs on the cookie alone). A Bearer
// token is never sent by a browser on its own, so only cookie-carried writes are checked for their origin.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpError } from '../../src/lib/http';
import { auth } from './firebase';
import { isCrossSiteWrite } from './requestOrigin';
import { sessionCookieValue } from './sessionCookie';
import { siteOrigin } from './siteOrigin';

export type SignedInUser = {
  uid: string;
  email: string | null;
  /** The `admin: true` custom claim, set server-side when admin is granted. */
  isAdmin: boolean;
  token: DecodedIdToken;
};

export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const ADMIN_ACCESS_REQUIRED = 'Admin access required';
export const CROSS_SITE_REFUSED = 'This request came from another site.';

// Verification failures that mean "this caller is not signed in"; anything else (network, configuration)
// is a server fault and must surface as a 500, not as a misleading 401.
export const REJECTED_TOKEN_CODES: ReadonlySet<string> = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

export function unauthenticated(): HttpError {
  return new HttpError(401, AUTHENTICATION_REQUIRED, { headers: { 'www-authenticate': 'Bearer' } });
}

/** The raw token from `Authorization: Bearer <token>`, or null when absent or malformed. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  return match ? match[1]! : null;
}

/** True when the request carries a credential (a Bearer token or the session cookie), valid or not. */
export function carriesCredential(req: Request): boolean {
  return bearerToken(req) !== null || sessionCookieValue(req) !== null;
}

/** 403 with clear words for a state-changing request that the browser did not send from the site's own pages. */
export function refuseCrossSiteWrite(req: Request): void {
  if (isCrossSiteWrite(req, siteOrigin())) throw new HttpError(403, CROSS_SITE_REFUSED);
}

/** `verify()`, with a refused token or cookie as the 401 and every other failure as it is (a server fault). */
export async function verified<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && REJECTED_TOKEN_CODES.has(code)) throw unauthenticated();
    throw error;
  }
}

/**
 * The session cookie's verified claims, revocation checked (signed out, disabled and deleted accounts are refused),
 * or null when the request has no session cookie. A write carried by it must come from the site's own origin (403).
 */
export async function verifiedSessionCookie(req: Request): Promise<DecodedIdToken | null> {
  const cookie = sessionCookieValue(req);
  if (!cookie) return null;
  refuseCrossSiteWrite(req);
  return verified(() => auth().verifySessionCookie(cookie, true));
}

function signedIn(token: DecodedIdToken): SignedInUser {
  return { uid: token.uid, email: token.email ?? null, isAdmin: token.admin === true, token };
}

/**
 * The verified caller, or HttpError 401 'Authentication required' (403 for a cross-site write carried by the
 * cookie). A Bearer token, when sent, is the credential; otherwise the session cookie, whose revocation is always
 * checked. Pass `checkRevoked: true` for a Bearer token on destructive calls: it also rejects disabled, deleted and
 * signed-out-everywhere users (one extra Auth lookup per call).
 */
export async function requireUser(req: Request, options: { checkRevoked?: boolean } = {}): Promise<SignedInUser> {
  const idToken = bearerToken(req);
  if (idToken) return signedIn(await verified(() => auth().verifyIdToken(idToken, options.checkRevoked ?? false)));
  const session = await verifiedSessionCookie(req);
  if (!session) throw unauthenticated();
  return signedIn(session);
}

/**
 * A verified, not revoked caller holding the admin claim; 401 when not signed in, 403 'Admin access required' otherwise.
 * A session cookie keeps the claims of its sign-in for up to two weeks, so for a cookie the claim is read from the
 * account as it is now: a grant made since counts at the next request.
 */
export async function requireAdmin(req: Request): Promise<SignedInUser> {
  const user = await requireUser(req, { checkRevoked: true });
  const isAdmin = bearerToken(req) ? user.isAdmin : await currentAdminClaim(user.uid);
  if (!isAdmin) throw new HttpError(403, ADMIN_ACCESS_REQUIRED);
  return { ...user, isAdmin };
}

async function currentAdminClaim(uid: string): Promise<boolean> {
  try {
    return (await auth().getUser(uid)).customClaims?.admin === true;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found') throw unauthenticated();
    throw error;
  }
}
