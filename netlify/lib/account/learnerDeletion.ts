// Deleting a learner's enrollments, progress rows and profile (the account deletion in users.ts calls these):
// each commit removes a slice of the records AND records how the admin's figures move (data/figures.ts), so they
// never count a deleted learner, however the deletion is interrupted and resumed.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { MANUAL_ENROLLMENT_REFERENCE } from '../../../src/lib/admin/admin';
import { collections, COLLECTION, type CollectionKey } from '../data/collections';
import { db } from '../firebase';
import { runWithFigures, type FigureRecorder } from '../data/figures';

const SLICE = 200;

async function deleteInSlices(
  firestore: Firestore,
  collection: CollectionKey,
  uid: string,
  change: (doc: DocumentSnapshot, figures: FigureRecorder) => void,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const slice = await firestore.collection(COLLECTION[collection]).where('user_id', '==', uid).select().limit(SLICE).get();
    if (slice.empty) return deleted;
    deleted += await runWithFigures(firestore, async (tx, figures) => {
      // Read again inside the transaction: what another deletion removed meanwhile is not counted twice.
      const docs = (await tx.getAll(...slice.docs.map((doc) => doc.ref))).filter((doc) => doc.exists);
      for (const doc of docs) {
        tx.delete(doc.ref);
        change(doc, figures);
      }
      return docs.length;
    });
  }
}

/** Deletes every enrollment of the user; returns how many. */
export async function deleteEnrollmentsOf(uid: string): Promise<number> {
  return deleteInSlices(await db(), 'enrollments', uid, (doc, figures) => {
    const courseId = doc.get('course_id');
    figures.add({
      enrollments: -1,
      ...(doc.get('payment_intent_id') === MANUAL_ENROLLMENT_REFERENCE ? { manual_enrollments: -1 } : {}),
      ...(typeof courseId === 'string' ? { course_enrollments: { [courseId]: -1 } } : {}),
    });
    figures.enrollmentRemoved(doc.id);
  });
}

/** Deletes every progress row of the user; returns how many. */
export async function deleteProgressOf(uid: string): Promise<number> {
  return deleteInSlices(await db(), 'progress', uid, (doc, figures) => {
    const sessionId = doc.get('session_id');
    if (typeof sessionId !== 'string') return;
    figures.add({
      session_started: { [sessionId]: -1 },
      ...(doc.get('completed_at') != null ? { session_completed: { [sessionId]: -1 } } : {}),
    });
  });
}

/** Deletes the user's profile; false when there was none. */
export async function deleteProfileOf(uid: string): Promise<boolean> {
  const firestore = await db();
  const ref = collections(firestore).profiles.doc(uid);
  return runWithFigures(firestore, async (tx, figures) => {
    if (!(await tx.get(ref)).exists) return false;
    tx.delete(ref);
    figures.add({ users: -1 });
    return true;
  });
}
