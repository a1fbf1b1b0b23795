// Deleting a learner's enrollments, progress rows and profile (the account deletion in users.ts calls these):
// each commit removes a slice of the records AND takes them out of the practice summary, so the admin's figures
// never count a deleted learner, however the deletion is interrupted and resumed.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { MANUAL_ENROLLMENT_REFERENCE } from '../../../src/lib/admin';
import { collections, COLLECTION, type CollectionKey } from '../data/collections';
import { db } from '../firebase';
import { runWithSummary, type SummaryWriter } from '../data/practiceSummary';

const SLICE = 200;

async function deleteInSlices(
  firestore: Firestore,
  collection: CollectionKey,
  uid: string,
  tracksEnrollments: boolean,
  change: (doc: DocumentSnapshot, summary: SummaryWriter) => void,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const slice = await firestore.collection(COLLECTION[collection]).where('user_id', '==', uid).select().limit(SLICE).get();
    if (slice.empty) return deleted;
    deleted += await runWithSummary(
      firestore,
      async (tx, summary) => {
        // Read again inside the transaction: what another deletion removed meanwhile is not counted twice.
        const docs = (await tx.getAll(...slice.docs.map((doc) => doc.ref))).filter((doc) => doc.exists);
        for (const doc of docs) {
          tx.delete(doc.ref);
          change(doc, summary);
        }
        return docs.length;
      },
      { tracksEnrollments },
    );
  }
}

/** Deletes every enrollment of the user; returns how many. */
export async function deleteEnrollmentsOf(uid: string): Promise<number> {
  return deleteInSlices(await db(), 'enrollments', uid, true, (doc, summary) => {
    const courseId = doc.get('course_id');
    summary.add({
      enrollments: -1,
      ...(doc.get('payment_intent_id') === MANUAL_ENROLLMENT_REFERENCE ? { manual_enrollments: -1 } : {}),
      ...(typeof courseId === 'string' ? { course_enrollments: { [courseId]: -1 } } : {}),
    });
    summary.enrollmentRemoved(doc.id);
  });
}

/** Deletes every progress row of the user; returns how many. */
export async function deleteProgressOf(uid: string): Promise<number> {
  return deleteInSlices(await db(), 'progress', uid, false, (doc, summary) => {
    const sessionId = doc.get('session_id');
    if (typeof sessionId !== 'string') return;
    summary.add({
      session_started: { [sessionId]: -1 },
      ...(doc.get('completed_at') != null ? { session_completed: { [sessionId]: -1 } } : {}),
    });
  });
}

/** Deletes the user's profile; false when there was none. */
export async function deleteProfileOf(uid: string): Promise<boolean> {
  const firestore = await db();
  const ref = collections(firestore).profiles.doc(uid);
  return runWithSummary(firestore, async (tx, summary) => {
    if (!(await tx.get(ref)).exists) return false;
    tx.delete(ref);
    summary.add({ users: -1 });
    return true;
  });
}
