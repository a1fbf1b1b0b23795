// Firestore `user_session_progress` (id `${uid}_${sessionId}`): watch time and completion per learner and session.
// Watch time only grows and completion is never reversed, even with two tabs writing at once (transactions).
import type { SessionProgress } from '../../../src/lib/learning';
import { mergedCompletion, mergedWatchTime } from '../../../src/lib/progress';
import { db } from '../firebase';

export const progressId = (uid: string, sessionId: string) => `${uid}_${sessionId}`;

function toProgress(data: Record<string, unknown> | undefined): SessionProgress {
  return {
    watch_time_seconds: mergedWatchTime(data?.watch_time_seconds as number, 0),
    completed_at: typeof data?.completed_at === 'string' ? data.completed_at : null,
  };
}

/** Every progress row of a user, by session id. */
export async function progressOfUser(uid: string): Promise<Map<string, SessionProgress>> {
  const snapshot = await (await db())
    .collection('user_session_progress')
    .where('user_id', '==', uid)
    .select('session_id', 'watch_time_seconds', 'completed_at') // a field mask: only what the pages use
    .get();
  return new Map(snapshot.docs.map((doc) => [String(doc.get('session_id')), toProgress(doc.data())]));
}

export async function getProgress(uid: string, sessionId: string): Promise<SessionProgress | null> {
  const doc = await (await db()).collection('user_session_progress').doc(progressId(uid, sessionId)).get();
  return doc.exists ? toProgress(doc.data()) : null;
}

/** Opening a session with no progress row creates one with watch time 0; an existing row is left alone. */
export async function startProgress(uid: string, sessionId: string): Promise<SessionProgress> {
  const firestore = await db();
  const ref = firestore.collection('user_session_progress').doc(progressId(uid, sessionId));
  return firestore.runTransaction(async (tx) => {
    const doc = await tx.get(ref);
    if (doc.exists) return toProgress(doc.data());
    tx.create(ref, { user_id: uid, session_id: sessionId, watch_time_seconds: 0, completed_at: null });
    return { watch_time_seconds: 0, completed_at: null };
  });
}

/** Records watch time (never lowering it) and, with `complete`, the completion time (never replaced). */
export async function saveProgress(
  uid: string,
  sessionId: string,
  watchTimeSeconds: number,
  options: { complete?: boolean; now?: string } = {},
): Promise<SessionProgress> {
  const firestore = await db();
  const ref = firestore.collection('user_session_progress').doc(progressId(uid, sessionId));
  const now = options.now ?? new Date().toISOString();
  return firestore.runTransaction(async (tx) => {
    const doc = await tx.get(ref);
    const stored = doc.exists ? toProgress(doc.data()) : { watch_time_seconds: 0, completed_at: null };
    const next: SessionProgress = {
      watch_time_seconds: mergedWatchTime(stored.watch_time_seconds, watchTimeSeconds),
      completed_at: options.complete ? mergedCompletion(stored.completed_at, now) : stored.completed_at,
    };
    tx.set(ref, { user_id: uid, session_id: sessionId, ...next });
    return next;
  });
}
