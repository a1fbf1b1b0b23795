// Admin user management (spec 2.13, 6, 7): granting admin, finding or creating an account by e-mail, and
// deleting a user completely (the paged user list is adminUserList.ts).
import type { UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { auth, db } from '../firebase';

const BATCH_LIMIT = 400;
const ALREADY_EXISTS = 6;

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** The Auth account, or null when there is none. */
export async function findAuthUser(uid: string): Promise<UserRecord | null> {
  try {
    return await auth().getUser(uid);
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

export async function findAuthUserByEmail(email: string): Promise<UserRecord | null> {
  try {
    return await auth().getUserByEmail(email);
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
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
  await (await db()).collection('user_roles').doc(uid).set({ user_id: uid, role: 'admin' });
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
  const firestore = await db();
  try {
    await firestore.collection('profiles').doc(user.uid).create({
      user_id: user.uid,
      email,
      full_name: user.displayName ?? '',
      created_at: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : now.toISOString(),
    });
  } catch (error) {
    if (errorCode(error) !== ALREADY_EXISTS) throw error;
  }
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

async function deleteMatching(firestore: Firestore, collection: string, field: string, value: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snapshot = await firestore.collection(collection).where(field, '==', value).select().limit(BATCH_LIMIT).get();
    if (snapshot.empty) return deleted;
    const batch = firestore.batch();
    for (const doc of snapshot.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snapshot.size;
  }
}

/**
 * Removes a user completely: the sign-in sessions are revoked and the account deleted first (so no new or
 * open session can act), then enrollments,
 * progress, roles and profile. Every step accepts that its part is already gone, so a delete that stopped
 * half-way finishes on the next try, and deleting an unknown user is harmless.
 */
export async function deleteUserCompletely(uid: string): Promise<{ authAccount: boolean; enrollments: number; progress: number }> {
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
  const [enrollments, progress] = await Promise.all([
    deleteMatching(firestore, 'user_enrollments', 'user_id', uid),
    deleteMatching(firestore, 'user_session_progress', 'user_id', uid),
  ]);
  const batch = firestore.batch();
  batch.delete(firestore.collection('user_roles').doc(uid));
  batch.delete(firestore.collection('profiles').doc(uid));
  await batch.commit();
  return { authAccount, enrollments, progress };
}
