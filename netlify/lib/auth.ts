// Who is calling: the Firebase ID token in `Authorization: Bearer <token>`, verified with firebase-admin.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpError } from '../../src/lib/http';
import { auth } from './firebase';

export type SignedInUser = {
  uid: string;
  email: string | null;
  /** The `admin: true` custom claim, set server-side when admin is granted. */
  isAdmin: boolean;
  token: DecodedIdToken;
};

export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const ADMIN_ACCESS_REQUIRED = 'Admin access required';

// Verification failures that mean "this caller is not signed in"; anything else (network, configuration)
// is a server fault and must surface as a 500, not as a misleading 401.
const REJECTED_TOKEN_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

function unauthenticated(): HttpError {
  return new HttpError(401, AUTHENTICATION_REQUIRED, { headers: { 'www-authenticate': 'Bearer' } });
}

/** The raw token from `Authorization: Bearer <token>`, or null when absent or malformed. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  return match ? match[1]! : null;
}

/**
 * The verified caller, or HttpError 401 'Authentication required'.
 * Pass `checkRevoked: true` for destructive calls: it also rejects disabled, deleted and signed-out-everywhere users
 * (one extra Auth lookup per call).
 */
export async function requireUser(req: Request, options: { checkRevoked?: boolean } = {}): Promise<SignedInUser> {
  const idToken = bearerToken(req);
  if (!idToken) throw unauthenticated();
  let token: DecodedIdToken;
  try {
    token = await auth().verifyIdToken(idToken, options.checkRevoked ?? false);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && REJECTED_TOKEN_CODES.has(code)) throw unauthenticated();
    throw error;
  }
  return { uid: token.uid, email: token.email ?? null, isAdmin: token.admin === true, token };
}

/** A verified, not revoked caller holding the admin claim; 401 when not signed in, 403 'Admin access required' otherwise. */
export async function requireAdmin(req: Request): Promise<SignedInUser> {
  const user = await requireUser(req, { checkRevoked: true });
  if (!user.isAdmin) throw new HttpError(403, ADMIN_ACCESS_REQUIRED);
  return user;
}
