// Deletes everything saved for offline on this device (audio, lessons, queued progress): at sign-out, and when
// another person signs in on it.
import { LEARNER_CACHES, OFFLINE_OWNER_KEY } from '../lib/offline/offlineStore';

export async function forgetSavedFiles(): Promise<void> {
  localStorage.removeItem(OFFLINE_OWNER_KEY);
  if (typeof caches === 'undefined') return;
  await Promise.all(LEARNER_CACHES.map((name) => caches.delete(name)));
}

/** A sign-in as `uid`: what someone else saved here (and did not sign out) goes before this person sees anything. */
export async function forgetSavedByAnother(uid: string): Promise<void> {
  const owner = localStorage.getItem(OFFLINE_OWNER_KEY);
  if (owner && owner !== uid) await forgetSavedFiles();
}
