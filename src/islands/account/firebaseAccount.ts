// The account page's Firebase steps in the browser: confirming the current password (Firebase's re-authentication,
// done before every password or e-mail change so that an unattended signed-in tab cannot change them), changing
// the password, and applying the e-mail change link. The sections load it (and Firebase with it) when used, never
// with the page.
import {
  EmailAuthProvider,
  applyActionCode,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  updatePassword,
  type User,
} from 'firebase/auth';
import { getAuthInstance, startServerSession } from '../../stores/firebaseAuth';

async function signedInUser(): Promise<User> {
  const auth = await getAuthInstance();
  await auth.authStateReady();
  if (!auth.currentUser?.email) throw Object.assign(new Error('Not signed in'), { code: 'auth/user-token-expired' });
  return auth.currentUser;
}

/**
 * Re-authenticates with the current password, and answers the ID token made by it (a fresh sign-in time), which
 * the one change that asks for a password confirmed just now (the e-mail address) sends.
 */
export async function confirmCurrentPassword(password: string): Promise<string> {
  const user = await signedInUser();
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email!, password));
  return user.getIdToken(true);
}

/**
 * Changes the password, then signs in again with the new one on this device (and makes its new session cookie). Firebase ends every session that began
 * before the change (to the second); on a slow connection the change lands a second or more after the confirmation,
 * so the confirmed session would count as ended and every screen would fail until the next sign-in.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await confirmCurrentPassword(currentPassword);
  const user = await signedInUser();
  await updatePassword(user, newPassword);
  const { user: signedIn } = await signInWithEmailAndPassword(await getAuthInstance(), user.email!, newPassword);
  // The change ended the old session cookie too: this sign-in makes the new one.
  await startServerSession(signedIn);
}

/**
 * Applies the one-time code of an e-mail link (a change or a confirmation; it works signed in or not). When this
 * browser is signed in, its user is reloaded so the new address or its confirmation shows at once; a session Firebase ended with the change is left signed out.
 */
export async function applyEmailLink(oobCode: string): Promise<{ signedIn: boolean }> {
  const auth = await getAuthInstance();
  await applyActionCode(auth, oobCode);
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return { signedIn: false };
  try {
    await user.reload();
    await user.getIdToken(true);
    // The session cookie keeps the claims it was made with: renew it with the new address.
    await startServerSession(user);
    return { signedIn: true };
  } catch (error) {
    console.error('The session ended with the e-mail change; signing in again is needed.', error);
    return { signedIn: false };
  }
}
