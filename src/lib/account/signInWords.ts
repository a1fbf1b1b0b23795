// Friendly, neutral messages for the sign-in form (spec 5, 8). They never reveal whether an e-mail has an
// account: a wrong password and an unknown e-mail read the same. Pure.
import { unavailableMessage } from '../serviceWords';

export const MIN_PASSWORD_LENGTH = 6;
export const GENERIC_AUTH_ERROR = 'An error occurred. Please try again.';
export const INVALID_CREDENTIALS = 'Invalid email or password. Please check them and try again.';
export const SHORT_PASSWORD = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;

const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': INVALID_CREDENTIALS,
  'auth/invalid-login-credentials': INVALID_CREDENTIALS,
  'auth/wrong-password': INVALID_CREDENTIALS,
  'auth/user-not-found': INVALID_CREDENTIALS,
  'auth/user-disabled': INVALID_CREDENTIALS,
  'auth/email-already-in-use':
    'We could not create an account with these details. If you already have one, sign in or reset your password.',
  'auth/weak-password': SHORT_PASSWORD,
  'auth/missing-password': 'Please enter your password.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/missing-email': 'Please enter your email address.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Please check your connection and try again.',
  // The browser's own bound on a sign-in call (src/stores/auth.ts), in the server's words for a stalled sign-in.
  'auth/timeout': unavailableMessage('sign-in'),
};

/** The message to show for a Firebase Auth error (or anything else thrown). */
export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && MESSAGES[code] ? MESSAGES[code] : GENERIC_AUTH_ERROR;
}

export type AuthFormInput = { mode: 'signin' | 'signup'; email: string; password: string };

/** Client-side checks before calling Firebase: field name → message. */
export function validateAuthForm({ email, password }: AuthFormInput): { email?: string; password?: string } {
  const errors: { email?: string; password?: string } = {};
  if (!email.trim()) errors.email = 'Please enter your email address.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = 'Please enter a valid email address.';
  if (!password) errors.password = 'Please enter your password.';
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = SHORT_PASSWORD;
  return errors;
}
