// User management (spec 2.13, 6, 7): granting admin, finding or creating an account by e-mail, and deleting a
// user completely, for the admin and for the learner's own account page alike (the paged user list is adminUserList.ts).
import type { UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { collections, COLLECTION, type CollectionKey } from '../data/collections';
import { auth, db } from '../firebase';
import type { Payments } from '../adapters/payments/payments';
import { deleteEnrollmentsOf, deleteProfileOf, deleteProgressOf } from './learnerDeletion';
import { ensureProfile } from './profiles';

const BATCH_LIMIT = 400;

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** The account an Auth lookup finds, or null when there is none (any other failure is thrown). */
async function accountOrNull(lookup: () => Promise<UserRecord>): Promise<UserRecord | null> {
  try {
    return await lookup();
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

/** The Auth account, or null when there is none. */
export function findAuthUser(uid: string): Promise<UserRecord | null> {
  return accountOrNull(() => auth().getUser(uid));
}

export function findAuthUserByEmail(email: string): Promise<UserRecord | null> {
  return accountOrNull(() => auth().getUserByEmail(email));
}

/**
 * Makes an existing account an admin: the `admin: true` custom claim (what the server checks) and the
 * user_roles record (what the spec's role lookup reads). Granting twice changes nothing. Returns false
 * when there is no such account. The user's next token refresh carries the claim.
 */
export async function grantAdmin(uid: string): Promise<boolean> {
  const user = await findAuthUser(uid);
  if (!user) return false;
  if (user.customClaims?.admin !== true) await auth().setCustomUserClaims(uid, { ...user.customClaims, admin: true });
  await collections(await db())
    .userRoles.doc(uid)
    .set({ user_id: uid, role: 'admin' });
  return true;
}

/**
 * The account for an e-mail address, created (without a password: the person chooses one through the
 * set-up link) when there is none; `created` tells which. Its profile is created when missing.
 */
export async function findOrCreateUserByEmail(email: string, now: Date = new Date()): Promise<{ user: UserRecord; created: boolean }> {
  let user = await findAuthUserByEmail(email);
  let created = false;
  if (!user) {
    try {
      user = await auth().createUser({ email, emailVerified: false });
      created = true;
    } catch (error) {
      // Someone created it a moment ago (a double click): use that account.
      if (errorCode(error) !== 'auth/email-already-exists') throw error;
      user = await auth().getUserByEmail(email);
    }
  }
  // Through the one profile writer, so the admin's figures and search count this person at once.
  await ensureProfile({
    user_id: user.uid,
    email,
    full_name: user.displayName ?? '',
    created_at: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : now.toISOString(),
  });
  return { user, created };
}

/**
 * True for an account nobody has set up yet: it has no way to sign in (no password, no other provider), as
 * an account made here is until its owner follows the set-up link. Such a person needs the set-up link in
 * every enrollment e-mail. (Not lastSignInTime: the Auth emulator fills it in at creation.)
 */
export function needsAccountSetup(user: UserRecord): boolean {
  return user.providerData.length === 0;
}

async function deleteMatching(firestore: Firestore, collection: CollectionKey, field: string, value: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snapshot = await firestore.collection(COLLECTION[collection]).where(field, '==', value).select().limit(BATCH_LIMIT).get();
    if (snapshot.empty) return deleted;
    const batch = firestore.batch();
    for (const doc of snapshot.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snapshot.size;
  }
}

/**
 * Payments stay as financial records (amounts, dates, course, the provider's references) but lose what names
 * the person: the e-mail address (they hold no name field). A confirmation e-mail still waiting is given up,
 * since there is nobody left to send it to. Returns how many records changed; a second run changes none.
 */
async function anonymisePayments(firestore: Firestore, uid: string, now: string): Promise<number> {
  const snapshot = await collections(firestore)
    .payments.where('user_id', '==', uid)
    .select('customer_email', 'email_status', 'account_deleted_at')
    .get();
  const changes = snapshot.docs.flatMap((doc) => {
    const update: Record<string, unknown> = {};
    if (doc.get('customer_email') != null) update.customer_email = null;
    if (doc.get('email_status') === 'pending' || doc.get('email_status') === 'sending') update.email_status = 'no-address';
    if (!doc.get('account_deleted_at')) update.account_deleted_at = now;
    return Object.keys(update).length ? [{ ref: doc.ref, update }] : [];
  });
  for (let start = 0; start < changes.length; start += BATCH_LIMIT) {
    const batch = firestore.batch();
    for (const { ref, update } of changes.slice(start, start + BATCH_LIMIT)) batch.update(ref, update);
    await batch.commit();
  }
  return changes.length;
}

/** The local test checkout's sessions keep their (fake) money facts too, without the buyer's e-mail. */
async function anonymiseLocalCheckouts(firestore: Firestore, uid: string): Promise<void> {
  const snapshot = await collections(firestore).localCheckouts.where('user_id', '==', uid).select('customer_email').get();
  const named = snapshot.docs.filter((doc) => doc.get('customer_email') != null);
  for (let start = 0; start < named.length; start += BATCH_LIMIT) {
    const batch = firestore.batch();
    for (const doc of named.slice(start, start + BATCH_LIMIT)) batch.update(doc.ref, { customer_email: null });
    await batch.commit();
  }
}

/**
 * The person's open checkouts: closed at the payment provider (so nobody pays for an account that is gone)
 * and their records removed. A provider that cannot be reached is only logged: the checkout runs out by itself
 * within the hour, and the rest of the deletion must not wait for it.
 */
async function removeOpenCheckouts(firestore: Firestore, uid: string, payments: Payments | undefined): Promise<void> {
  const snapshot = await collections(firestore).openCheckouts.where('user_id', '==', uid).get();
  for (const doc of snapshot.docs) {
    const checkoutId = doc.get('checkout_id');
    if (payments && doc.get('status') === 'open' && typeof checkoutId === 'string') {
      await payments.expireCheckout(checkoutId).catch((error: unknown) => {
        console.error(`[delete-user] could not close checkout ${checkoutId} of a deleted account`, error);
      });
    }
    await doc.ref.delete();
  }
}

export type DeletionSummary = {
  /** False when the sign-in account was already gone (a repeated or resumed delete). */
  authAccount: boolean;
  enrollments: number;
  progress: number;
  certificates: number;
  /** Payment records that lost the person's e-mail in this run. */
  paymentsAnonymised: number;
};

export type DeletionOptions = {
  /** To close the person's open checkouts; services().payments when not given. */
  payments?: Payments;
  now?: () => Date;
};

async function defaultPayments(): Promise<Payments | undefined> {
  try {
    const { services } = await import('../compose');
    return services().payments;
  } catch (error) {
    console.error('[delete-user] payments are not available; open checkouts are only removed here', error);
    return undefined;
  }
}

/**
 * Removes a user completely: the ONE deletion behind the admin's "Delete User & Enrollments" and the learner's
 * own "Delete my account". The sign-in sessions are revoked and the account deleted first (so no new or open
 * session can act), then enrollments, progress, certificates, drip notices, open checkouts and activity; payment
 * records (and the promotion codes' redemptions beside them) are kept as financial records without the person's
 * e-mail; roles and the profile go last, so that a delete which
 * stopped half-way still shows in the admin's user list and finishes on the next try. Every step accepts that
 * its part is already gone, and deleting an unknown user is harmless.
 */
export async function deleteUserCompletely(uid: string, options: DeletionOptions = {}): Promise<DeletionSummary> {
  let authAccount = true;
  try {
    // Revoke first: every open tab's token is refused from now on (the API checks revocation on every user
    // call), even if the deletion below fails half-way and is retried.
    await auth().revokeRefreshTokens(uid);
    await auth().deleteUser(uid);
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
    authAccount = false;
  }
  const firestore = await db();
  const now = (options.now ?? (() => new Date()))().toISOString();
  // Enrollments, progress and the profile leave the admin's figures in the same commits (learnerDeletion.ts).
  const [enrollments, progress, certificates, , , paymentsAnonymised] = await Promise.all([
    deleteEnrollmentsOf(uid),
    deleteProgressOf(uid),
    deleteMatching(firestore, 'certificates', 'user_id', uid),
    // The per-course pointers to them (user_certificates/{uid}_{courseId}).
    deleteMatching(firestore, 'userCertificates', 'user_id', uid),
    // Which opened sessions she was told of: nothing to keep once she is gone.
    deleteMatching(firestore, 'dripNotices', 'user_id', uid),
    anonymisePayments(firestore, uid, now),
    anonymiseLocalCheckouts(firestore, uid),
    removeOpenCheckouts(firestore, uid, options.payments ?? (await defaultPayments())),
  ]);
  const batch = firestore.batch();
  batch.delete(collections(firestore).learnerActivity.doc(uid));
  batch.delete(collections(firestore).userRoles.doc(uid));
  await batch.commit();
  await deleteProfileOf(uid);
  return { authAccount, enrollments, progress, certificates, paymentsAnonymised };
}
