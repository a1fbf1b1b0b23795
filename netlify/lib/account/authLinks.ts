// Sends the e-mail a visitor asks for on /auth: a sign-in link or a password reset link for an existing account,
// a "there is no account with this address" note otherwise. The caller learns nothing either way (no account
// enumeration), and asking never creates an account. Links point at this site's own pages on the configured
// public origin (siteOrigin), never at the request's; Firebase makes the one-time codes (firebase-admin).
import type { UserRecord } from 'firebase-admin/auth';
import { COURSE_ACCESS_PATH, passwordResetUrl, signInLinkUrl, type AuthLinkPurpose } from '../../../src/lib/account/authLinks';
import { auth } from '../firebase';
import { withDeadline } from '../faults';
import { SHARED_LIMIT_SHARDS, withinAllowances, type RateLimit } from '../rateLimit';
import { findAuthUserByEmail } from './users';
import { mailBrand } from '../adapters/mail/brand';
import { noAccountMail, passwordResetMail, signInLinkMail } from './mail/authLinks';
import { services } from '../compose';
import { siteOrigin } from '../siteOrigin';

const HOUR = 60 * 60 * 1000;
const TOO_MANY = 'You have asked for several e-mails in a short time. Please wait an hour before asking again.';

/** One caller may have this many of these e-mails sent an hour, whichever addresses they type. */
export const AUTH_LINK_CALLER_LIMIT: RateLimit = { scope: 'auth-link-caller', max: 20, windowMs: HOUR, message: TOO_MANY };
/** One caller may have this many sent to one address an hour: a stranger cannot use up an address's allowance. */
export const AUTH_LINK_CALLER_ADDRESS_LIMIT: RateLimit = { scope: 'auth-link-caller-address', max: 3, windowMs: HOUR, message: TOO_MANY };
/** One address gets at most this many of these e-mails an hour, whoever asks (nobody can flood someone's inbox). */
export const AUTH_LINK_ADDRESS_LIMIT: RateLimit = { scope: 'auth-link-address', max: 10, windowMs: HOUR, message: TOO_MANY };
/** And everyone together: many callers cannot turn the site into a mail cannon. */
export const AUTH_LINK_OVERALL_LIMIT: RateLimit = {
  scope: 'auth-link-all',
  max: 300,
  windowMs: HOUR,
  message: 'The site has sent a lot of sign-in e-mails this hour. Please try again later, or sign in with your password.',
  shards: SHARED_LIMIT_SHARDS,
};

/**
 * Sends what `purpose` asks for to `email` within every allowance (429 with Retry-After once one is spent): the
 * caller's own first, then the address's, the site's last. Only e-mails sent count, so refused requests use up
 * nothing, and a caller refused by its own limits never reaches the address's or the site's.
 */
export async function sendAuthLinkWithinAllowance(
  purpose: AuthLinkPurpose,
  email: string,
  caller: string,
  now = Date.now(),
): Promise<void> {
  await withinAllowances(
    [
      { limit: AUTH_LINK_CALLER_LIMIT, key: caller },
      { limit: AUTH_LINK_CALLER_ADDRESS_LIMIT, key: `${caller}\n${email}` },
      { limit: AUTH_LINK_ADDRESS_LIMIT, key: email },
      { limit: AUTH_LINK_OVERALL_LIMIT, key: 'all' },
    ],
    () => sendAuthLink(purpose, email),
    now,
  );
}

/** The link's address on this site, made from the one-time code Firebase generated for `user`. */
async function linkFor(purpose: AuthLinkPurpose, email: string, origin: string): Promise<string> {
  if (purpose === 'sign-in') {
    // handleCodeInApp: the code is completed by this site's page (the browser SDK), not Firebase's action page.
    const actionLink = await withDeadline('sign-in', () =>
      auth().generateSignInWithEmailLink(email, { url: `${origin}${COURSE_ACCESS_PATH}`, handleCodeInApp: true }),
    );
    const url = signInLinkUrl(origin, actionLink);
    if (!url) throw new Error('Firebase returned a sign-in link without a code');
    return url;
  }
  const actionLink = await withDeadline('sign-in', () => auth().generatePasswordResetLink(email, { url: `${origin}/auth` }));
  const url = passwordResetUrl(origin, actionLink, email);
  if (!url) throw new Error('Firebase returned a password reset link without a code');
  return url;
}

/** Sends what `purpose` asks for to `email` (already validated and lower-cased). */
export async function sendAuthLink(purpose: AuthLinkPurpose, email: string): Promise<void> {
  const origin = siteOrigin();
  const user: UserRecord | null = await withDeadline('sign-in', () => findAuthUserByEmail(email));
  // A disabled account gets nothing: its owner has been told why elsewhere.
  if (user?.disabled) return;
  const brand = await mailBrand();
  const mail = !user
    ? noAccountMail({ brand, purpose, signUpUrl: `${origin}/auth` })
    : purpose === 'sign-in'
      ? signInLinkMail({ brand, name: user.displayName ?? null, signInUrl: await linkFor(purpose, email, origin) })
      : passwordResetMail({ brand, name: user.displayName ?? null, resetUrl: await linkFor(purpose, email, origin) });
  await withDeadline('mail', () =>
    services().mailer.send({ to: email, ...mail, ...(brand.contactEmail ? { replyTo: brand.contactEmail } : {}) }),
  );
}
