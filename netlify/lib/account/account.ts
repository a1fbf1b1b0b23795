// The learner's own account (/account): what the page shows (profile, purchases, enrollments), the
// name change and the e-mail change. Always for the signed-in caller's uid, which only the functions pass in.
import { numberOrNull as pence, textField as text } from '../../../src/lib/storedFields';
import type { Firestore } from 'firebase-admin/firestore';
import {
  ACCOUNT_PATH,
  EMAIL_CHANGE_MODE,
  EMAIL_UNCHANGED,
  RECENT_SIGN_IN_REQUIRED,
  isRecentSignIn,
  type AccountEnrollment,
  type AccountOverview,
  type AccountPurchase,
} from '../../../src/lib/account/schemas';
import { MANUAL_ENROLLMENT_REFERENCE } from '../../../src/lib/admin/admin';
import { HttpError } from '../../../src/lib/http';
import { profileSearchFields } from '../../../src/lib/admin/userSearch';
import type { SignedInUser } from '../auth';
import { collections } from '../data/collections';
import { auth, db } from '../firebase';
import { takeRateLimit, type RateLimit } from '../rateLimit';
import { mailBrand } from '../adapters/mail/brand';
import type { Mailer } from '../adapters/mail/mailer';
import { accountLinkUrl } from './accountLinks';
import { emailChangeAddressInUseMail, emailChangeConfirmMail, emailChangeNoticeMail } from './mail/accountEmailChange';
import { ensureProfile, getProfile, type Profile } from './profiles';
import { findAuthUser, findAuthUserByEmail } from './users';

/** Each account may ask for this many e-mail change links an hour (each one is an e-mail to any address). */
export const EMAIL_CHANGE_LIMIT: RateLimit = {
  scope: 'account-email-change',
  max: 5,
  windowMs: 60 * 60 * 1000,
  message: 'You have asked for several e-mail changes in a short time. Please try again in an hour.',
};

/** Titles of the given courses (a field mask; unknown ids are left out). */
export async function courseTitles(firestore: Firestore, courseIds: Iterable<string>): Promise<Map<string, string>> {
  const ids = [...new Set(courseIds)].filter(Boolean);
  if (ids.length === 0) return new Map();
  const docs = await firestore.getAll(...ids.map((id) => collections(firestore).courses.doc(id)), { fieldMask: ['title'] });
  return new Map(docs.filter((doc) => doc.exists).map((doc) => [doc.id, text(doc.get('title')) || doc.id]));
}

export function enrollmentSource(paymentReference: unknown, checkoutSessionId: unknown): AccountEnrollment['source'] {
  if (paymentReference === MANUAL_ENROLLMENT_REFERENCE) return 'manual';
  if (typeof checkoutSessionId === 'string' && checkoutSessionId) return 'purchase';
  return 'other';
}

/**
 * The profile's e-mail follows the sign-in account's once a change is confirmed (Firebase applies the change when
 * the person opens the link; this is the next load that notices). Never creates a profile: a deleted account's
 * late request must not bring one back. Returns the profile as it is now.
 */
export async function syncProfileEmail(uid: string, profile: Profile | null): Promise<{ profile: Profile | null; emailVerified: boolean }> {
  const account = await findAuthUser(uid);
  const accountEmail = account?.email ?? null;
  if (profile && accountEmail && profile.email !== accountEmail) {
    await collections(await db())
      .profiles.doc(uid)
      .update({ email: accountEmail, ...profileSearchFields(accountEmail, profile.full_name) });
    profile = { ...profile, email: accountEmail };
  }
  return { profile, emailVerified: account?.emailVerified === true };
}

/** GET /api/account: the caller's profile, purchases (newest first) and enrollments. */
export async function accountOverview(user: SignedInUser): Promise<AccountOverview> {
  const firestore = await db();
  const [storedProfile, enrollmentDocs, paymentDocs] = await Promise.all([
    getProfile(user.uid),
    collections(firestore)
      .enrollments.where('user_id', '==', user.uid)
      .select('course_id', 'enrolled_at', 'payment_intent_id', 'checkout_session_id')
      .get(),
    collections(firestore)
      .payments.where('user_id', '==', user.uid)
      .select('course_id', 'course_title', 'fulfilled_at', 'amount_total', 'currency', 'refund_status', 'refunded_at')
      .get(),
  ]);
  const { profile, emailVerified } = await syncProfileEmail(user.uid, storedProfile);
  const titles = await courseTitles(
    firestore,
    enrollmentDocs.docs.map((doc) => text(doc.get('course_id'))),
  );

  const purchases: AccountPurchase[] = paymentDocs.docs
    .map((doc) => ({
      courseId: text(doc.get('course_id')),
      courseTitle: text(doc.get('course_title')) || text(doc.get('course_id')),
      paidAt: text(doc.get('fulfilled_at')),
      amountPence: pence(doc.get('amount_total')),
      currency: text(doc.get('currency')) || null,
      refunded: doc.get('refund_status') === 'refunded',
      refundedAt: text(doc.get('refunded_at')) || null,
    }))
    .sort((a, b) => b.paidAt.localeCompare(a.paidAt));

  const enrollments: AccountEnrollment[] = enrollmentDocs.docs
    .map((doc) => {
      const courseId = text(doc.get('course_id'));
      return {
        courseId,
        courseTitle: titles.get(courseId) ?? courseId,
        enrolledAt: text(doc.get('enrolled_at')),
        source: enrollmentSource(doc.get('payment_intent_id'), doc.get('checkout_session_id')),
      };
    })
    .sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt));

  return {
    // The signed-in request made a missing profile; should that have failed, the token's details stand in.
    profile: profile
      ? { email: profile.email || user.email || '', full_name: profile.full_name, created_at: profile.created_at }
      : { email: user.email ?? '', full_name: typeof user.token.name === 'string' ? user.token.name : '', created_at: '' },
    emailVerified,
    isAdmin: user.isAdmin,
    purchases,
    enrollments,
  };
}

/**
 * Changes the caller's full name where every screen and e-mail reads it: the profile (made now if the sign-up
 * never made it) and the sign-in account's display name. An empty name removes it.
 */
export async function renameAccount(user: SignedInUser, fullName: string, now = new Date()): Promise<{ full_name: string }> {
  const firestore = await db();
  const ref = collections(firestore).profiles.doc(user.uid);
  const rename = () =>
    firestore.runTransaction(async (tx) => {
      const doc = await tx.get(ref);
      if (!doc.exists) return false;
      // The admin's user search finds people by their name: its terms change with it.
      tx.update(ref, { full_name: fullName, ...profileSearchFields(text(doc.get('email')), fullName) });
      return true;
    });
  if (!(await rename())) {
    // No profile yet (the sign-up never made it): made now with the name, and counted as a user.
    const { created } = await ensureProfile({
      user_id: user.uid,
      email: user.email ?? '',
      full_name: fullName,
      created_at: now.toISOString(),
    });
    if (!created) await rename();
  }
  await auth().updateUser(user.uid, { displayName: fullName || null });
  return { full_name: fullName };
}

export type EmailChangeDeps = { mailer: Mailer; siteOrigin: string };

/** This site's page for the confirmation link, carrying Firebase's one-time code; Firebase's own link otherwise. */
export const emailChangeConfirmUrl = (origin: string, firebaseLink: string): string =>
  accountLinkUrl(origin, firebaseLink, EMAIL_CHANGE_MODE);

/**
 * Sends a confirmation link to the new address; the sign-in e-mail changes only when it is opened (Firebase's
 * verify-and-change). The current address gets a notice. Needs a recent sign-in, as Firebase itself asks: a
 * token taken from an unattended tab cannot move the account to another address.
 * An address that already has an account gets the same answer as a free one (the answer must not tell who has an
 * account here); that address is mailed what happened instead of a link, and the notice goes out as usual.
 */
export async function requestEmailChange(user: SignedInUser, newEmail: string, deps: EmailChangeDeps): Promise<{ sentTo: string }> {
  if (!isRecentSignIn(user.token.auth_time))
    throw new HttpError(403, RECENT_SIGN_IN_REQUIRED, { code: 'recent_sign_in_required', details: { reason: 'requires-recent-login' } });
  // Counted before the lookups: asking about many addresses (which ones have accounts?) is limited too.
  await takeRateLimit(EMAIL_CHANGE_LIMIT, user.uid);
  const account = await findAuthUser(user.uid);
  const currentEmail = account?.email;
  if (!currentEmail) throw new HttpError(400, 'This account has no e-mail address to change.');
  if (currentEmail.toLowerCase() === newEmail) throw new HttpError(400, EMAIL_UNCHANGED);
  const addressInUse = (await findAuthUserByEmail(newEmail)) !== null;

  const origin = deps.siteOrigin.replace(/\/+$/, '');
  const [brand, profile] = await Promise.all([mailBrand(), getProfile(user.uid)]);
  const userName = profile?.full_name || null;
  const replyTo = brand.contactEmail ? { replyTo: brand.contactEmail } : {};
  if (addressInUse) {
    await deps.mailer.send({ to: newEmail, ...emailChangeAddressInUseMail({ brand, newEmail, signInUrl: `${origin}/auth` }), ...replyTo });
  } else {
    const firebaseLink = await auth().generateVerifyAndChangeEmailLink(currentEmail, newEmail, { url: `${origin}${ACCOUNT_PATH}` });
    await deps.mailer.send({
      to: newEmail,
      ...emailChangeConfirmMail({ brand, userName, newEmail, confirmUrl: emailChangeConfirmUrl(origin, firebaseLink) }),
      ...replyTo,
    });
  }
  // The notice is a courtesy: the change itself still needs the link, so a failure here is only logged.
  await deps.mailer
    .send({ to: currentEmail, ...emailChangeNoticeMail({ brand, userName, newEmail }), ...replyTo })
    .catch((error: unknown) => {
      console.error('[account-email] the notice to the current address failed', error);
    });
  return { sentTo: newEmail };
}
