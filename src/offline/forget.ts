// Deletes everything saved for offline on this device (audio, lessons, queued progress): at sign-out, and when
// another person signs in on it.
import { LEARNER_CACHES, OFFLINE_OWNER_KEY } from '../lib/offline/offlineStore';

export async function forgetSavedFiles(): Promise<void> {
  // The owner goes last: a page that leaves before the caches are deleted keeps the owner, so the next page that
  // knows who is signed in finishes the job (../stores/auth.ts).
  if (typeof caches !== 'undefined') await Promise.all(LEARNER_CACHES.map((name) => caches.delete(name)));
  localStorage.removeItem(OFFLINE_OWNER_KEY);
}

/** A sign-in as `uid`: what someone else saved here (and did not sign out) goes before this person sees anything. */
export async function forgetSavedByAnother(uid: string): Promise<void> {
  const owner = localStorage.getItem(OFFLINE_OWNER_KEY);
  if (owner && owner !== uid) await forgetSavedFiles();
}
