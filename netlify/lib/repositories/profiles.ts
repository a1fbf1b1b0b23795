// Firestore `profiles` (id = uid): e-mail and full name of each account.
import { db } from '../firebase';

export type Profile = { user_id: string; email: string; full_name: string; created_at: string };

export async function getProfile(uid: string): Promise<Profile | null> {
  const doc = await (await db()).collection('profiles').doc(uid).get();
  if (!doc.exists) return null;
  const data = doc.data()!;
  return {
    user_id: uid,
    email: typeof data.email === 'string' ? data.email : '',
    full_name: typeof data.full_name === 'string' ? data.full_name : '',
    created_at: typeof data.created_at === 'string' ? data.created_at : '',
  };
}

/** Creates the profile unless it exists (an existing one is returned unchanged). */
export async function ensureProfile(profile: Profile): Promise<{ profile: Profile; created: boolean }> {
  const ref = (await db()).collection('profiles').doc(profile.user_id);
  try {
    await ref.create(profile);
    return { profile, created: true };
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 6 /* ALREADY_EXISTS */) throw error;
    return { profile: (await getProfile(profile.user_id))!, created: false };
  }
}
