// Words of the account page (/account) chosen from facts: Firebase errors of the password and e-mail steps,
// amounts and dates of purchases, how an enrollment came about. Pure.
import { formatPrice } from '../money';
import { longDay } from '../text/days';
import { SHORT_PASSWORD } from './signInWords';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right. Please try again.';
export const LINK_USED_OR_EXPIRED = 'This confirmation link has expired or has already been used. You can ask for a new one on this page.';
export const GENERIC_ACCOUNT_ERROR = 'Something went wrong. Please try again.';

const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': WRONG_CURRENT_PASSWORD,
  'auth/invalid-login-credentials': WRONG_CURRENT_PASSWORD,
  'auth/wrong-password': WRONG_CURRENT_PASSWORD,
  'auth/missing-password': 'Please enter your current password.',
  'auth/weak-password': SHORT_PASSWORD,
  'auth/requires-recent-login': 'For your security, please enter your current password again.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Please check your connection and try again.',
  'auth/invalid-action-code': LINK_USED_OR_EXPIRED,
  'auth/expired-action-code': LINK_USED_OR_EXPIRED,
  'auth/email-already-in-use': 'That e-mail address belongs to another account.',
  'auth/user-token-expired': 'Please sign in again to continue.',
};

/** The message for an error of Firebase Auth (by its code) or of the API (its own message). */
export function accountErrorMessage(error: unknown): string {
  const { code, message, status } = (error ?? {}) as { code?: unknown; message?: unknown; status?: unknown };
  if (typeof code === 'string' && MESSAGES[code]) return MESSAGES[code];
  // The API's errors (ApiError: a status and the server's words) are already written for people.
  if (typeof status === 'number' && typeof message === 'string' && message.trim()) return message.trim();
  return GENERIC_ACCOUNT_ERROR;
}

/**
 * True for an answer about what the person typed or asked (a wrong password, a used link, an address taken):
 * shown to them, not logged as a fault. Anything else is worth a console error.
 */
export function isPersonsMistake(error: unknown): boolean {
  const { code, status } = (error ?? {}) as { code?: unknown; status?: unknown };
  // Firebase Auth codes start with 'auth/'; the API's codes (ApiError) are judged by status below.
  if (typeof code === 'string' && code.startsWith('auth/')) return code in MESSAGES && code !== 'auth/network-request-failed';
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 401;
}

/** '£25.00' for pence in pounds; other currencies with their code; a dash when the amount is unknown. */
export function paidAmountText(amountPence: number | null, currency: string | null): string {
  if (amountPence === null || !Number.isFinite(amountPence) || amountPence < 0) return '—';
  if (!currency || currency.toLowerCase() === 'gbp') return formatPrice(amountPence / 100, { decimals: 'always', zeroAsFree: false });
  return `${(amountPence / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** '23 November 2026' (the reader's own time zone unless UTC is asked for); a dash for no date. */
export function longDate(iso: string | null | undefined, zone: 'local' | 'UTC' = 'local'): string {
  const time = Date.parse(iso ?? '');
  return Number.isNaN(time) ? '—' : longDay(new Date(time), zone);
}

export function enrollmentSourceText(source: 'purchase' | 'manual' | 'other'): string {
  return source === 'purchase' ? 'Purchased' : source === 'manual' ? 'Added by the practitioner' : 'Enrolled';
}
