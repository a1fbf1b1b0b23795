// The address a sign-in link was sent to, remembered on this device: Firebase needs it again to complete the
// link (/course-access), and on the device that asked it need not be typed twice. Storage may be unavailable
// (private modes): then /course-access asks for the address.
import { requestAuthLink } from '../api/authLinks';
import { EMAIL_FOR_SIGN_IN_KEY, type AuthLinkPurpose } from '../lib/account/authLinks';
import { validateAuthForm } from '../lib/account/signInWords';

export function rememberedSignInEmail(): string {
  try {
    return localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY) ?? '';
  } catch {
    return '';
  }
}

export function forgetSignInEmail(): void {
  try {
    localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
  } catch {
    // nothing stored
  }
}

/** Asks the server for the e-mail (sign-in link or password reset) and remembers the address of a sign-in link. */
export async function sendAuthLink(purpose: AuthLinkPurpose, address: string): Promise<void> {
  await requestAuthLink(purpose, address);
  if (purpose !== 'sign-in') return;
  try {
    localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, address);
  } catch {
    // storage unavailable: /course-access asks for the address
  }
}

/** The sign-in screens' check of an address typed alone (no password): the message to show, if any. */
export function emailProblem(email: string): string | undefined {
  return validateAuthForm({ mode: 'signin', email, password: 'xxxxxx' }).email;
}
