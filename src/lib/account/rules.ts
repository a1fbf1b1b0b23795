// The learner's own account (/account): the response shapes the page reads and the small rules the
// page and the functions agree on (the typed delete confirmation, what counts as a recent sign-in, the export's
// file name). Pure, no imports: the page's bundle stays free of zod (the request schemas are in account.ts).

export const ACCOUNT_PATH = '/account';
/** The `mode` of the links to /account: confirming a change of address, or the address itself. */
export const EMAIL_CHANGE_MODE = 'verifyAndChangeEmail';
export const EMAIL_CONFIRM_MODE = 'verifyEmail';

/** What the learner types to confirm deleting the account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const DELETE_CONFIRMATION_MESSAGE = `Type ${DELETE_CONFIRMATION_WORD} in capital letters to confirm.`;

/** Changing the sign-in e-mail needs a sign-in (or password re-entry) at most this old, as Firebase asks for. */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;
export const RECENT_SIGN_IN_REQUIRED = 'For your security, please enter your current password again.';
export const ADMIN_SELF_DELETE = 'An admin account cannot delete itself. Ask another admin to remove your admin access first.';
export const EMAIL_UNCHANGED = 'That is already your e-mail address.';
/** The longest full name the profile keeps (the page's field and the server's schema). */
export const MAX_NAME_LENGTH = 200;

/** True when the typed text is the confirmation word (spaces around it forgiven, nothing else). */
export function isDeleteConfirmed(typed: string): boolean {
  return typed.trim() === DELETE_CONFIRMATION_WORD;
}

/** True when a token's sign-in time (seconds since the epoch, the `auth_time` claim) is recent enough. */
export function isRecentSignIn(authTimeSeconds: unknown, now = Date.now()): boolean {
  return typeof authTimeSeconds === 'number' && Number.isFinite(authTimeSeconds) && now - authTimeSeconds * 1000 <= RECENT_SIGN_IN_MS;
}

/** `my-data-2026-11-23.json`: the download's name, dated (UTC) so that two exports do not overwrite each other. */
export function exportFileName(now: Date): string {
  return `my-data-${now.toISOString().slice(0, 10)}.json`;
}

export type AccountPurchase = {
  courseId: string;
  courseTitle: string;
  /** When the payment was received (ISO). */
  paidAt: string;
  /** Pence actually paid; null when the provider did not say. */
  amountPence: number | null;
  currency: string | null;
  refunded: boolean;
  refundedAt: string | null;
};

export type AccountEnrollment = {
  courseId: string;
  courseTitle: string;
  enrolledAt: string;
  /** How it came: bought, added by the practitioner, or another way (e.g. imported). */
  source: 'purchase' | 'manual' | 'other';
};

/** GET /api/account */
export type AccountOverview = {
  profile: { email: string; full_name: string; created_at: string };
  emailVerified: boolean;
  isAdmin: boolean;
  purchases: AccountPurchase[];
  enrollments: AccountEnrollment[];
};

/** POST /api/account/email -> where the confirmation link went. */
export type AccountEmailResult = { sentTo: string };
/** 'Resend' of the address confirmation: where it went, or that the address is confirmed already (nothing sent). */
export type EmailConfirmationResult = { sentTo: string } | { confirmed: true };

/** POST /api/account/delete */
export type AccountDeleteResult = { deleted: true; emailSent: boolean };
