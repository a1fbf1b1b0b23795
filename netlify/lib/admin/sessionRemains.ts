// What a deleted session leaves outside Firestore: its audio track and uploaded picture in file storage and its
// written lesson in Sanity. The session record goes first, in the same commit as a note of what to remove
// (`session_cleanups/{sessionId}`), so no learner can reach a session whose files are half gone (every read of the
// audio and the lesson starts from the session record). Then the files and the lesson are removed and the note is
// deleted. A removal that fails keeps the note (with its reason, logged), the admin is told, and every later deletion
// in the builder tries the notes left before it again.
import { sessionAudioPaths } from '../../../src/lib/learning/lessons';
import { isPublicImagePath, STORAGE_IMAGE_ENDPOINT } from '../../../src/lib/site/storageImage';
import { lessonWriter } from '../adapters/content/lessonWriter';
import { collections, type SessionCleanupDoc } from '../data/collections';
import { db } from '../firebase';
import { services } from '../compose';

/** How many notes left by earlier deletions one deletion tries again (oldest first), so a request stays short. */
const RETRY_AT_MOST = 10;
/** How many sessions' files are removed at once. */
const FILES_AT_ONCE = 8;

/** The storage path of a picture the builder uploaded for this session, or null (an outside address, none). */
export function uploadedPicturePath(sessionId: string, imageUrl: unknown): string | null {
  if (typeof imageUrl !== 'string' || !imageUrl.startsWith(`${STORAGE_IMAGE_ENDPOINT}?`)) return null;
  const path = new URLSearchParams(imageUrl.slice(STORAGE_IMAGE_ENDPOINT.length + 1)).get('path');
  // Only the session's own upload: a picture named after another record (a course's) is never removed with it.
  const prefix = `session-images/${sessionId}-`;
  return path && isPublicImagePath(path) && path.startsWith(prefix) && /^\d+\.[a-z]+$/.test(path.slice(prefix.length)) ? path : null;
}

/** The note of what a session leaves behind, from its stored record. */
export function cleanupNote(sessionId: string, session: { course_id?: unknown; image_url?: unknown }): SessionCleanupDoc {
  const picture = uploadedPicturePath(sessionId, session.image_url);
  return {
    session_id: sessionId,
    course_id: typeof session.course_id === 'string' ? session.course_id : '',
    paths: [...sessionAudioPaths(sessionId), ...(picture ? [picture] : [])],
    created_at: new Date().toISOString(),
    attempts: 0,
  };
}

/** What is still left behind after a cleanup: nothing, or the sessions whose remains are kept for a later try. */
export type CleanupOutcome = { leftBehind: Array<{ sessionId: string; reason: string }> };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * Removes what the noted sessions left (a few sessions' files at once, all their lessons in one write), then
 * deletes the notes of those fully cleaned; the others keep their note with the reason. Never throws: the sessions
 * are already deleted, so a failure here is reported, not answered as an error that would suggest nothing happened.
 */
export async function cleanUp(notes: SessionCleanupDoc[]): Promise<CleanupOutcome> {
  if (notes.length === 0) return { leftBehind: [] };
  const failures = new Map<string, string>();
  const storage = services().storage;
  // A few sessions at a time, each one's files together: a course of 40 sessions is a few rounds, not 160 calls in a row.
  for (let start = 0; start < notes.length; start += FILES_AT_ONCE) {
    await Promise.all(
      notes.slice(start, start + FILES_AT_ONCE).flatMap((note) =>
        note.paths.map((path) =>
          storage.remove(path).catch((error: unknown) => {
            if (!failures.has(note.session_id)) failures.set(note.session_id, `file ${path}: ${reasonOf(error)}`);
          }),
        ),
      ),
    );
  }
  try {
    const writer = lessonWriter();
    const deleted = await writer.deleteLessonsOf(notes.map((note) => note.session_id));
    if (deleted.length > 0) console.info(`[session-cleanup] removed written lessons ${deleted.join(', ')}`);
  } catch (error) {
    for (const note of notes) if (!failures.has(note.session_id)) failures.set(note.session_id, `written lesson: ${reasonOf(error)}`);
  }
  const firestore = await db();
  const refs = collections(firestore).sessionCleanups;
  try {
    const batch = firestore.batch();
    for (const note of notes) {
      const failure = failures.get(note.session_id);
      if (!failure) batch.delete(refs.doc(note.session_id));
      else batch.update(refs.doc(note.session_id), { attempts: note.attempts + 1, last_error: failure });
    }
    await batch.commit();
  } catch (error) {
    // The removals happened or not as recorded above; a note that stays is only tried again (removing is idempotent).
    console.error(`[session-cleanup] could not update the cleanup notes: ${reasonOf(error)}`);
  }
  const leftBehind = [...failures].map(([sessionId, reason]) => ({ sessionId, reason }));
  for (const { sessionId, reason } of leftBehind) {
    console.error(`[session-cleanup] deleted session ${sessionId} left something behind, kept for the next try: ${reason}`);
  }
  return { leftBehind };
}

/** Tries again the notes earlier deletions left (the oldest few); never throws. */
export async function retryLeftovers(): Promise<CleanupOutcome> {
  try {
    const pending = await collections(await db())
      .sessionCleanups.orderBy('created_at')
      .limit(RETRY_AT_MOST)
      .get();
    return await cleanUp(pending.docs.map((doc) => doc.data()));
  } catch (error) {
    console.error(`[session-cleanup] could not read the cleanup notes: ${reasonOf(error)}`);
    return { leftBehind: [] };
  }
}

/** The words the builder shows when a deleted session's files or lesson could not be removed yet. */
export function leftBehindMessage(outcome: CleanupOutcome): string | undefined {
  const count = outcome.leftBehind.length;
  if (count === 0) return undefined;
  return count === 1
    ? 'The session is deleted, but its audio, picture or written lesson could not be removed yet. It will be tried again at the next deletion.'
    : `The sessions are deleted, but the audio, pictures or written lessons of ${count} of them could not be removed yet. They will be tried again at the next deletion.`;
}
