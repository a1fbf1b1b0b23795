// The password set-up link in a manual-enrollment e-mail. Firebase builds a password reset link (its own
// action page, or the Auth emulator's); the e-mail also links to this site's own set-up page with the same
// one-time code, so a new learner chooses a password on the practice's site. Pure: no imports.

export const PASSWORD_SETUP_PATH = '/auth/set-password';

/** The one-time code (`oobCode`) of a Firebase action link, or null when the link has none. */
export function oobCodeFromActionLink(actionLink: string): string | null {
  try {
    const url = new URL(actionLink);
    const direct = url.searchParams.get('oobCode');
    if (direct) return direct;
    // Some hosted action links wrap the real one in `link=`.
    const nested = url.searchParams.get('link');
    return nested ? oobCodeFromActionLink(nested) : null;
  } catch {
    return null;
  }
}

/** `${origin}/auth/set-password?oobCode=...&email=...`, or null when the action link carries no code. */
export function passwordSetupUrl(origin: string, actionLink: string, email: string): string | null {
  const oobCode = oobCodeFromActionLink(actionLink);
  if (!oobCode) return null;
  const url = new URL(PASSWORD_SETUP_PATH, origin);
  url.searchParams.set('oobCode', oobCode);
  url.searchParams.set('email', email);
  return url.toString();
}
