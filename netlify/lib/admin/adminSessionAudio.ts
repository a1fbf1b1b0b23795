// A session's audio track from the course builder: the browser PUTs the file straight into storage at the address
// signed here (up to 200 MB: it never passes through a function), then records the length it read, or removes the
// track. A track is stored under its own ending (audio/{id}.mp3, .m4a or .aac); recording its length also records
// that path on the session (`audio_path`), which the session page reads (without one: the MP3 path, as the demo's).
import { audioExtensionOf, sessionAudioPath, sessionAudioPaths } from '../../../src/lib/learning/lessons';
import { MAX_SESSION_AUDIO_BYTES, type SessionAudioType } from '../../../src/lib/admin/sessionAudio';
import { MAX_SIGNED_URL_SECONDS, type SignedUpload } from '../adapters/storage/fileStorage';
import { collections } from '../data/collections';
import { isNotFound } from '../data/firestoreCodes';
import { db } from '../firebase';
import { services } from '../compose';

/** Whether the session exists in that course. */
async function sessionOfCourse(courseId: string, sessionId: string): Promise<boolean> {
  const doc = await collections(await db())
    .courseSessions.doc(sessionId)
    .get();
  return doc.exists && doc.get('course_id') === courseId;
}

/**
 * A signed upload of the session's track, for that content type and at most the size announced (never more than
 * 200 MB), or null when there is no such session in that course. Nothing is stored or written here.
 */
export async function signSessionAudioUpload(
  courseId: string,
  sessionId: string,
  contentType: SessionAudioType,
  sizeBytes: number,
): Promise<SignedUpload | null> {
  if (!(await sessionOfCourse(courseId, sessionId))) return null;
  return services().storage.signedUploadUrl(sessionAudioPath(sessionId, audioExtensionOf(contentType)), {
    contentType,
    maxBytes: Math.min(sizeBytes, MAX_SESSION_AUDIO_BYTES),
    expiresInSeconds: MAX_SIGNED_URL_SECONDS,
  });
}

export type RecordResult = 'recorded' | 'missing' | 'no-audio';

/**
 * Records the uploaded track's length and path on the session, once the track is in storage, then removes the
 * session's track of another type if there was one (a replaced MP3 when an M4A came), so only the new one remains.
 */
export async function recordSessionAudioDuration(
  sessionId: string,
  durationSeconds: number,
  contentType: SessionAudioType = 'audio/mpeg',
): Promise<RecordResult> {
  const ref = collections(await db()).courseSessions.doc(sessionId);
  if (!(await ref.get()).exists) return 'missing';
  const path = sessionAudioPath(sessionId, audioExtensionOf(contentType));
  if (!(await services().storage.exists(path))) return 'no-audio';
  try {
    await ref.update({ audio_duration_seconds: Math.round(durationSeconds * 10) / 10, audio_path: path });
  } catch (error) {
    if (isNotFound(error)) return 'missing';
    throw error;
  }
  for (const other of sessionAudioPaths(sessionId)) if (other !== path) await services().storage.remove(other);
  return 'recorded';
}

/** Removes the session's track from storage (whatever its type) and its length from the session; false when there is no such session. */
export async function removeSessionAudio(sessionId: string): Promise<boolean> {
  const ref = collections(await db()).courseSessions.doc(sessionId);
  if (!(await ref.get()).exists) return false;
  for (const path of sessionAudioPaths(sessionId)) await services().storage.remove(path);
  try {
    await ref.update({ audio_duration_seconds: null, audio_path: null });
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  return true;
}
