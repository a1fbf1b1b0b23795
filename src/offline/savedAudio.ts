// The saved audio of a session, for the player: its stable same-origin address when the course is saved on this
// device and the service worker is there to answer it (from Cache Storage, with Range), else null.
import { AUDIO_CACHE, audioKey } from '../lib/offline/offlineStore';

export async function savedAudioUrl(courseId: string, sessionId: string): Promise<string | null> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return null;
  try {
    const key = audioKey(courseId, sessionId);
    return (await (await caches.open(AUDIO_CACHE)).match(key, { ignoreVary: true })) ? key : null;
  } catch {
    return null; // Cache Storage refused (a private window's quota): the player streams as usual
  }
}
