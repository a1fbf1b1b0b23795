// Firestore `profiles` (id = uid): e-mail and full name of each account, with their lower-case forms that the
// admin's user search looks up (`search_name`, `search_email`). Creating one records a new account
// for the admin's figures in the same commit.
import { profileSearchFields, type ProfileSearchFields } from '../../../src/lib/admin/userSearch';
import { collections } from '../data/collections';
import { isAlreadyExists } from '../data/firestoreCodes';
import { db } from '../firebase';
import { runWithFigures } from '../data/figures';

export type Profile = { user_id: string; email: string; full_name: string; created_at: string };

/** The profile's own fields (a field mask: the search terms stored beside them are not read). */
export async function getProfile(uid: string): Promise<Profile | null> {
  const firestore = await db();
  const [doc] = await firestore.getAll(collections(firestore).profiles.doc(uid), { fieldMask: ['email', 'full_name', 'created_at'] });
  if (!doc?.exists) return null;
  const field = (name: string) => (typeof doc.get(name) === 'string' ? (doc.get(name) as string) : '');
  return { user_id: uid, email: field('email'), full_name: field('full_name'), created_at: field('created_at') };
}

/** The stored form of a profile: its fields plus what the admin's search finds it by. */
export function profileDocument(profile: Profile): Profile & ProfileSearchFields {
  return { ...profile, ...profileSearchFields(profile.email, profile.full_name) };
}

/** Creates the profile unless it exists (an existing one is returned unchanged). */
export async function ensureProfile(profile: Profile): Promise<{ profile: Profile; created: boolean }> {
  const firestore = await db();
  const ref = collections(firestore).profiles.doc(profile.user_id);
  try {
    await runWithFigures(firestore, async (tx, figures) => {
      tx.create(ref, profileDocument(profile));
      figures.add({ users: 1 });
    });
    return { profile, created: true };
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    return { profile: (await getProfile(profile.user_id))!, created: false };
  }
}
