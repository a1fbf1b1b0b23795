// Every account has its profile: the first signed-in request of any kind makes it when missing (the sign-up's own
// POST /api/profile may have failed, and then the person would be missing from the admin's counts and search).
// Cheap: each function instance remembers the accounts it has already seen, so an account costs one plain read per
// instance (no lock, no write), never a read and a write per request; only a missing profile is created, through
// ensureProfile (which counts the new user in the same commit), so a known account's request never writes a
// document that other accounts' requests write too.
import { profileSchema } from '../../../src/lib/learning/learning';
import type { SignedInUser } from '../auth';
import { collections } from '../data/collections';
import { db } from '../firebase';
import { ensureProfile } from './profiles';

/** Whether the account has its profile: one read by id that carries a single short field. */
async function hasProfile(uid: string): Promise<boolean> {
  const firestore = await db();
  const [doc] = await firestore.getAll(collections(firestore).profiles.doc(uid), { fieldMask: ['user_id'] });
  return doc?.exists === true;
}

/** Remembered accounts per instance; beyond this the memory starts again (a few create attempts, nothing more). */
export const REMEMBERED_ACCOUNTS = 10_000;

const ensured = new Map<string, Promise<void>>();

/** The token's name when it is one the profile form would accept (the sign-in name is the person's own), else none. */
function nameOf(user: SignedInUser): string {
  const parsed = profileSchema.safeParse({ fullName: typeof user.token.name === 'string' ? user.token.name : '' });
  return parsed.success ? (parsed.data.fullName ?? '').trim() : '';
}

/**
 * Makes the caller's profile unless this instance has already made sure of it, from the verified token's e-mail
 * and name. Call it only for a caller verified against Auth just now (checkRevoked): a deleted account fails that
 * check, so its profile is never brought back. A failure is logged and forgotten, so the next request tries again;
 * the request itself goes on (what it does never needs the profile: readers fall back to the token).
 */
export async function ensureProfileOnce(user: SignedInUser, now: () => Date = () => new Date()): Promise<void> {
  let pending = ensured.get(user.uid);
  if (!pending) {
    if (ensured.size >= REMEMBERED_ACCOUNTS) ensured.clear();
    pending = (async () => {
      if (await hasProfile(user.uid)) return;
      await ensureProfile({
        user_id: user.uid,
        email: user.email ?? '',
        full_name: nameOf(user),
        created_at: now().toISOString(),
      });
    })().then(
      () => undefined,
      (error: unknown) => {
        ensured.delete(user.uid);
        console.error(`[profile] could not make sure account ${user.uid} has a profile; the next request tries again`, error);
      },
    );
    ensured.set(user.uid, pending);
  }
  await pending;
}

/** Forgets what this instance remembered (tests that delete profiles by hand). */
export function forgetEnsuredProfiles(): void {
  ensured.clear();
}
