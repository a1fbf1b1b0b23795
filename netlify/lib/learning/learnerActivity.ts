// A learner's last activity (the Insight tab's "who has gone quiet"): one small document per learner, written blind
// (no read) whenever they open, watch or complete a session, so that the Insight tab finds the quiet ones with
// one indexed range query instead of reading every progress row.
import { collections } from '../data/collections';
import { db } from '../firebase';

export async function recordLearnerActivity(uid: string, now: Date = new Date()): Promise<void> {
  await collections(await db())
    .learnerActivity.doc(uid)
    .set({ user_id: uid, last_active_at: now.toISOString() }, { merge: true });
}
