// The address a sign-in link was sent to, remembered on this device: Firebase needs it again to complete the
// link (/course-access), and on the device that asked it need not be typed twice. Storage may be unavailable
// (private modes): then /course-access asks for the address.
import { requestAuthLink } from '../api/authLinks';
import { EMAIL_FOR_SIGN_IN_KEY, USED_SIGN_IN_LINK_KEY, type AuthLinkPurpose } from '../lib/account/authLinks';
import { validateAuthForm } from '../lib/account/signInWords';

export function rememberedSignInEmail(): string {
  try {
    return localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The one-time code of a sign-in link address ('' when it has none). */
const linkCode = (link: string) => new URL(link).searchParams.get('oobCode') ?? '';

/** After a sign-in with `link`: the address is no longer needed, and the link, opened again here, is known as used. */
export function markSignInLinkUsed(link: string, email: string): void {
  try {
    localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
    localStorage.setItem(USED_SIGN_IN_LINK_KEY, JSON.stringify({ code: linkCode(link), email }));
  } catch {
    // storage unavailable: a reopened link is refused by Firebase instead
  }
}

/** The address a link was used with on this device, or null when this device has not used it. */
export function usedSignInLinkEmail(link: string): string | null {
  try {
    const used = JSON.parse(localStorage.getItem(USED_SIGN_IN_LINK_KEY) ?? 'null') as { code?: unknown; email?: unknown } | null;
    const code = linkCode(link);
    return code && used?.code === code && typeof used.email === 'string' ? used.email : null;
  } catch {
    return null;
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
