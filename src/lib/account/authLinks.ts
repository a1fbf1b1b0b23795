// Sign-in by e-mail link and forgotten passwords: the words the learner reads, the site's own
// addresses the links open, and how a Firebase action link becomes one of them. Pure (its one import is pure
// too), so the /auth and /course-access islands ship none of the server's schema code.
import { passwordSetupUrl } from './passwordSetupLink';

/** What a visitor may ask to be e-mailed. */
export const AUTH_LINK_PURPOSES = ['sign-in', 'password-reset'] as const;
export type AuthLinkPurpose = (typeof AUTH_LINK_PURPOSES)[number];

/** POST /api/auth-email-link body -> { ok: true } (the same answer whether or not the address has an account). */
export type AuthLinkRequest = { purpose: AuthLinkPurpose; email: string; /** honeypot: people leave it empty */ website?: string };

/** Where a sign-in link lands (spec route table) and where a password reset is completed. */
export const COURSE_ACCESS_PATH = '/course-access';
/** Added to the set-password address when the link resets a forgotten password (the page words it so). */
export const RESET_PARAM = 'purpose';
export const RESET_VALUE = 'reset';

/** Where the browser keeps the address a sign-in link was asked for (Firebase needs it again to complete). */
export const EMAIL_FOR_SIGN_IN_KEY = 'maya-email-for-sign-in';
/** The code of the last sign-in link used on this device, and its address (JSON): opened again, it says so at once. */
export const USED_SIGN_IN_LINK_KEY = 'maya-used-sign-in-link';

export const CHECK_EMAIL_TITLE = 'Check Your Email';
export const BACK_TO_SIGN_IN = 'Back to Sign In';
export const EMAIL_ME_A_LINK = 'Email me a sign-in link';
export const FORGOT_PASSWORD = 'Forgot your password?';

/** The 'Check Your Email' view's words: true whether or not the address has an account (its mail says which). */
export function checkEmailMessage(purpose: AuthLinkPurpose, email: string): string {
  return purpose === 'sign-in'
    ? `We have sent an e-mail to ${email}. Open the link in it on this device to sign in; it can be used once and expires after a while.`
    : `We have sent an e-mail to ${email}. Open the link in it to choose a new password; it can be used once and expires after a while.`;
}
export const CHECK_EMAIL_HINT = 'It can take a minute to arrive. If you cannot find it, look in your spam folder.';

/** What a sign-in link that cannot be used means for the person holding it. */
export function signInLinkProblem(code: string): string {
  if (code === 'auth/expired-action-code') return 'This sign-in link has expired. Links are valid for a limited time for your security.';
  if (code === 'auth/invalid-action-code') return 'This sign-in link has already been used or has expired.';
  if (code === 'auth/user-disabled') return 'This account has been disabled. Please contact me if you think this is a mistake.';
  if (code === 'auth/network-request-failed') return 'We could not reach the sign-in service. Please check your connection and try again.';
  return 'This sign-in link could not be used.';
}
export const USED_SIGN_IN_LINK = 'This sign-in link has already been used.';
export const INCOMPLETE_SIGN_IN_LINK =
  'This sign-in link is incomplete. Please open the link from your e-mail again, or ask for a new one below.';
export const WRONG_EMAIL_FOR_LINK =
  'This link was sent to a different e-mail address. Please enter the address you asked for the link with.';

/** The query parameters of a Firebase action link (its own action page or the Auth emulator's), or null. */
function actionParams(actionLink: string): URLSearchParams | null {
  try {
    const url = new URL(actionLink);
    if (url.searchParams.get('oobCode')) return url.searchParams;
    const nested = url.searchParams.get('link');
    return nested ? actionParams(nested) : null;
  } catch {
    return null;
  }
}

/**
 * This site's /course-access address carrying a sign-in link's code, or null when the link has none. The browser
 * SDK (isSignInWithEmailLink / signInWithEmailLink) needs mode, oobCode and apiKey; nothing else is copied.
 */
export function signInLinkUrl(origin: string, actionLink: string): string | null {
  const params = actionParams(actionLink);
  const oobCode = params?.get('oobCode');
  const apiKey = params?.get('apiKey');
  if (!params || !oobCode || !apiKey || params.get('mode') !== 'signIn') return null;
  const url = new URL(COURSE_ACCESS_PATH, origin);
  url.searchParams.set('mode', 'signIn');
  url.searchParams.set('oobCode', oobCode);
  url.searchParams.set('apiKey', apiKey);
  url.searchParams.set('lang', params.get('lang') || 'en');
  return url.toString();
}

/** This site's set-password page for a password reset link's code (worded as a reset), or null when the link has none. */
export function passwordResetUrl(origin: string, actionLink: string, email: string): string | null {
  const setup = passwordSetupUrl(origin, actionLink, email);
  if (!setup) return null;
  const url = new URL(setup);
  url.searchParams.set(RESET_PARAM, RESET_VALUE);
  return url.toString();
}
