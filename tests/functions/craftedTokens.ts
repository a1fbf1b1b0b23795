// ID tokens a caller could make up for a real account, for the security tests. The Auth emulator does not check
// signatures, so an unsigned token with the right claims is believed (`valid` shows the shape is right); what must
// stop the others is their claims alone.

/** An unsigned token shaped like the emulator's, with the chosen claims. */
export function craftToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

/**
 * Made-up tokens naming the account `uid`, with any further claims (an email, `admin: true`): `valid` is what the
 * emulator would issue; `forged` was issued for another project; `expired` ran out an hour ago.
 * The sign-in time is now in each: the emulator also checks revocation, and a sign-in older than the account
 * counts as revoked, which would refuse the expired token for the wrong reason.
 */
export function craftedTokens(uid: string, claims: Record<string, unknown> = {}): { valid: string; forged: string; expired: string } {
  const now = Math.floor(Date.now() / 1000);
  const issuedFor = (project: string) => ({ aud: project, iss: `https://securetoken.google.com/${project}` });
  const ours = issuedFor(process.env.FIREBASE_PROJECT_ID!);
  const token = (more: Record<string, unknown>) => craftToken({ ...claims, sub: uid, user_id: uid, auth_time: now, ...more });
  return {
    valid: token({ ...ours, iat: now, exp: now + 3600 }),
    forged: token({ ...issuedFor('demo-other'), iat: now, exp: now + 3600 }),
    expired: token({ ...ours, iat: now - 7200, exp: now - 3600 }),
  };
}
