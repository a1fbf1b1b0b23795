// The local test checkout's "Pay" (local mode only): the test card pays one session of the store
// (adapters/payments/localCheckoutStore.ts), refused when the buyer already has the course, the session is closed or
// its promotion code has no seat left.
import { randomBytes } from 'node:crypto';
import { ALREADY_ENROLLED, CHECKOUT_CLOSED } from '../../../src/lib/purchase/purchase';
import { HttpError } from '../../../src/lib/http';
import type { LocalCheckoutRecord } from '../adapters/payments/localCheckoutStore';
import { collections, enrollmentId } from '../data/collections';
import { db } from '../firebase';
import { findSeat, PromotionUsedUpError, takeSeat } from './promotions';

/**
 * The test card "pays": the session becomes complete and paid (once; later calls return it unchanged). Refused
 * before anything is recorded when the buyer already has the course, or the session is closed or out of time.
 * `beforeCommit` runs right before the payment is committed (on each attempt of the transaction): throwing there
 * leaves the session unpaid; the Pay button's request stops there once it has answered "try again".
 */
export async function markLocalCheckoutPaid(
  id: string,
  now: number = Date.now(),
  beforeCommit?: (paid: LocalCheckoutRecord) => void,
): Promise<LocalCheckoutRecord | null> {
  const firestore = await db();
  const ref = collections(firestore).localCheckouts.doc(id);
  return firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const record = snapshot.data() as LocalCheckoutRecord;
    if (record.payment_status === 'paid') return record;
    const enrollment = await tx.get(collections(firestore).enrollments.doc(enrollmentId(record.user_id, record.course_id)));
    if (enrollment.exists) throw new HttpError(409, ALREADY_ENROLLED, { code: 'already_enrolled' });
    if (record.status !== 'open' || (typeof record.expires_at === 'number' && record.expires_at <= now)) {
      throw new HttpError(409, CHECKOUT_CLOSED);
    }
    // A capped code's seat is taken in the commit that charges: the last seat goes to one buyer only.
    const seat = record.promotion_code ? await findSeat(tx, firestore, record.promotion_code, id) : 'none';
    if (seat === null) throw new PromotionUsedUpError();
    const paid: LocalCheckoutRecord = {
      ...record,
      status: 'complete',
      payment_status: 'paid',
      payment_intent_id: `pi_local_${randomBytes(12).toString('hex')}`,
      paid_at: new Date(now).toISOString(),
    };
    beforeCommit?.(paid);
    tx.set(ref, paid);
    takeSeat(tx, seat);
    return paid;
  });
}
