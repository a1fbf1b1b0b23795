// Where the session's audio player reads the audio from: the one place that decides it. Today it is a short-lived
// signed address in storage (the bytes come from there, never through a function); a copy saved for offline
// listening may take precedence here later. Rejects with the ApiError of /api/session-audio-url (404: no audio).
import { call } from '../../api/client';
import { sessionAudioUrlRoute } from '../../api/contract';

export async function audioSourceFor(courseId: string, sessionId: string): Promise<string> {
  const { url } = await call(sessionAudioUrlRoute, { courseId, sessionId });
  return url;
}
