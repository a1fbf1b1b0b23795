// Where the session's audio player reads the audio from: the one place that decides it. A copy saved for offline
// listening on this device comes first (the service worker answers it from Cache Storage, with Range); otherwise a
// short-lived signed address in storage (the bytes come from there, never through a function). Rejects with the
// ApiError of /api/session-audio-url (404: no audio).
import { call } from '../../api/client';
import { sessionAudioUrlRoute } from '../../api/learnerContract';
import { savedAudioUrl } from '../../offline/savedAudio';

export async function audioSourceFor(courseId: string, sessionId: string): Promise<string> {
  const saved = await savedAudioUrl(courseId, sessionId);
  if (saved) return saved;
  const { url } = await call(sessionAudioUrlRoute, { courseId, sessionId });
  return url;
}
