// The typed collection references (netlify/lib/data/collections.ts) against the real Firestore emulator: a document
// written through a reference is stored under the collection's real name exactly as given (an untyped read sees the
// same fields), reads come back typed and unchanged, and field transforms and merges behave as without the type.
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections, enrollmentId, FIGURE_TOTALS_ID, progressId, type EnrollmentDoc } from '../../netlify/lib/data/collections';
import { db } from '../../netlify/lib/firebase';

describe('typed collection references', () => {
  it('an enrollment round-trips unchanged under user_enrollments/{uid}_{courseId}', async () => {
    const firestore = await db();
    const enrollment: EnrollmentDoc = {
      user_id: 'typed-uid',
      course_id: 'quantum-alchemy-breathwork',
      enrolled_at: '2026-11-23T10:00:00.000Z',
      payment_intent_id: 'pi_typed',
      checkout_session_id: 'cs_typed',
    };
    const ref = collections(firestore).enrollments.doc(enrollmentId('typed-uid', 'quantum-alchemy-breathwork'));
    await ref.create(enrollment);

    const untyped = await firestore.collection('user_enrollments').doc('typed-uid_quantum-alchemy-breathwork').get();
    expect(untyped.data()).toEqual(enrollment);
    const typed = await ref.get();
    expect(typed.data()).toEqual(enrollment);
    const byQuery = await collections(firestore).enrollments.where('user_id', '==', 'typed-uid').get();
    expect(byQuery.docs.map((doc) => doc.data())).toEqual([enrollment]);
  });

  it('field transforms and merges pass through: a progress row keeps its highest watch time', async () => {
    const firestore = await db();
    const ref = collections(firestore).progress.doc(progressId('typed-uid', 'quantum-alchemy-breathwork-2'));
    await ref.set({ user_id: 'typed-uid', session_id: 'quantum-alchemy-breathwork-2', watch_time_seconds: 90, completed_at: null });
    await ref.set({ watch_time_seconds: FieldValue.maximum(30) }, { merge: true });
    await ref.set({ completed_at: '2026-11-23T11:00:00.000Z' }, { merge: true });
    expect((await firestore.doc('user_session_progress/typed-uid_quantum-alchemy-breathwork-2').get()).data()).toEqual({
      user_id: 'typed-uid',
      session_id: 'quantum-alchemy-breathwork-2',
      watch_time_seconds: 90,
      completed_at: '2026-11-23T11:00:00.000Z',
    });
  });

  it("one set of references per Firestore instance; the admin's folded figures are figure_totals/practice", async () => {
    const firestore = await db();
    expect(collections(firestore)).toBe(collections(firestore));
    expect(collections(firestore).figureTotals.doc(FIGURE_TOTALS_ID).path).toBe('figure_totals/practice');
  });
});
