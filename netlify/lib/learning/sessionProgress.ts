// Firestore `user_session_progress` (id `${uid}_${sessionId}`): watch time and completion per learner and session.
// Watch time only grows (server-side maximum) and completion is never reversed, even with two tabs writing at once.
// A row's creation and its first completion move the admin's funnel figures (started / completed per session)
// in the same commit; the frequent watch-time saves touch only the row.
import type { SessionProgress } from '../../../src/lib/learning/learning';
import { mergedCompletion, mergedWatchTime } from '../../../src/lib/learning/progress';
import { collections, progressId } from '../data/collections';
import { isAlreadyExists, isNotFound } from '../data/firestoreCodes';
import { db } from '../firebase';
import { recordLearnerActivity } from './learnerActivity';
import { runWithFigures } from '../data/figures';

function toProgress(data: Record<string, unknown> | undefined): SessionProgress {
  return {
    watch_time_seconds: mergedWatchTime(data?.watch_time_seconds as number, 0),
    completed_at: typeof data?.completed_at === 'string' ? data.completed_at : null,
    audio_position_seconds: audioPosition(data?.audio_position_seconds),
  };
}

/** A stored audio position, 0 when missing or not a usable number. */
function audioPosition(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** The audio position field of a write: the latest one sent (a plain set, not a maximum), or nothing. */
function audioPositionField(audioPositionSeconds: number | undefined): { audio_position_seconds?: number } {
  return audioPositionSeconds === undefined ? {} : { audio_position_seconds: audioPositionSeconds };
}

/** Every progress row of a user, by session id. */
export async function progressOfUser(uid: string): Promise<Map<string, SessionProgress>> {
  const snapshot = await collections(await db())
    .progress.where('user_id', '==', uid)
    .select('session_id', 'watch_time_seconds', 'completed_at', 'audio_position_seconds') // a field mask: only what the pages use
    .get();
  return new Map(snapshot.docs.map((doc) => [String(doc.get('session_id')), toProgress(doc.data())]));
}

/**
 * Opening a session with no progress row creates one with watch time 0; an existing row is left alone, so opening
 * it again (a reload, a second tab) changes nothing in it. Opening (and completing) a session is the learner's
 * activity for the Insight tab's quiet learners; the frequent watch-time saves are not, so the hot path gains no
 * write. True when this call made the row.
 */
export async function startProgress(uid: string, sessionId: string): Promise<boolean> {
  const [, created] = await Promise.all([recordLearnerActivity(uid), createProgressRow(uid, sessionId)]);
  return created;
}

/**
 * A session being opened: its progress row made when missing (startProgress), and every row of the learner, which
 * the page needs anyway (the sidebar's completed sessions). The rows are read beside the creation rather than after
 * it, so opening costs one round of database calls; a row that read did not see was made just now (by this call
 * or by a second tab opening the session at the same moment), so it holds watch time 0 and no completion.
 */
export async function openSessionProgress(
  uid: string,
  sessionId: string,
): Promise<{ session: SessionProgress; all: Map<string, SessionProgress> }> {
  const [all] = await Promise.all([progressOfUser(uid), startProgress(uid, sessionId)]);
  return { session: all.get(sessionId) ?? { watch_time_seconds: 0, completed_at: null, audio_position_seconds: 0 }, all };
}

/**
 * A session read without opening it ('Save for offline' keeping its page for later): the rows as they are, nothing
 * written, so saving a course starts none of its sessions in the admin's funnel.
 */
export async function readSessionProgress(
  uid: string,
  sessionId: string,
): Promise<{ session: SessionProgress; all: Map<string, SessionProgress> }> {
  const all = await progressOfUser(uid);
  return { session: all.get(sessionId) ?? { watch_time_seconds: 0, completed_at: null, audio_position_seconds: 0 }, all };
}

/**
 * Creates the row with watch time 0 and counts the session as started, in one commit; false when the row exists.
 * create() fails on an existing row: no read-then-write window, no lock on the row.
 */
async function createProgressRow(uid: string, sessionId: string): Promise<boolean> {
  const firestore = await db();
  const ref = collections(firestore).progress.doc(progressId(uid, sessionId));
  try {
    await runWithFigures(firestore, async (tx, figures) => {
      tx.create(ref, { user_id: uid, session_id: sessionId, watch_time_seconds: 0, completed_at: null });
      figures.add({ session_started: { [sessionId]: 1 } });
    });
    return true;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    return false;
  }
}

/**
 * Records watch time, never lowering it, and the audio player's position when sent. The hot path of the player (a
 * save every few seconds, from two tabs or a retrying network at once): one blind write with Firestore's
 * server-side `maximum` transform, which keeps the highest watch time without reading first, so overlapping saves
 * never wait on each other. The audio position is the latest one written: seeking back is a real place to resume.
 */
export async function saveProgress(
  uid: string,
  sessionId: string,
  watchTimeSeconds: number,
  audioPositionSeconds?: number,
): Promise<SessionProgress> {
  const [{ FieldValue }, firestore] = await Promise.all([import('firebase-admin/firestore'), db()]);
  const ref = collections(firestore).progress.doc(progressId(uid, sessionId));
  const watched = {
    watch_time_seconds: FieldValue.maximum(mergedWatchTime(0, watchTimeSeconds)),
    ...audioPositionField(audioPositionSeconds),
  };
  try {
    await ref.update(watched);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    // No row yet (the session was never opened): it is created and counted as started first.
    await createProgressRow(uid, sessionId);
    await ref.update(watched);
  }
  return toProgress((await ref.get()).data());
}

/**
 * Marks the session complete (the first completion time is kept) and saves watch time. Rare (once per
 * session), so a short transaction is fine here; the watch time still goes through `maximum`.
 */
export async function completeProgress(
  uid: string,
  sessionId: string,
  watchTimeSeconds: number,
  options: { now?: string; audioPositionSeconds?: number } = {},
): Promise<SessionProgress> {
  const [{ FieldValue }, firestore] = await Promise.all([import('firebase-admin/firestore'), db()]);
  const ref = collections(firestore).progress.doc(progressId(uid, sessionId));
  const now = options.now ?? new Date().toISOString();
  await recordLearnerActivity(uid);
  await runWithFigures(firestore, async (tx, figures) => {
    const doc = await tx.get(ref);
    const stored = doc.exists ? toProgress(doc.data()) : null;
    if (!doc.exists) figures.add({ session_started: { [sessionId]: 1 } });
    if (doc.get('completed_at') == null) figures.add({ session_completed: { [sessionId]: 1 } });
    tx.set(
      ref,
      {
        user_id: uid,
        session_id: sessionId,
        watch_time_seconds: FieldValue.maximum(mergedWatchTime(0, watchTimeSeconds)),
        completed_at: mergedCompletion(stored?.completed_at, now),
        ...audioPositionField(options.audioPositionSeconds),
      },
      { merge: true },
    );
  });
  return toProgress((await ref.get()).data());
}
