// Firestore `local_checkout_sessions/{id}`: the local test checkout's sessions, shaped like Stripe's so that
// verify-payment and fulfilment treat both the same way. Local mode only.
import { createHash, randomBytes } from 'node:crypto';
import type { CheckoutDetails, CheckoutRequest } from '../services/payments/payments';
import { db } from '../firebase';

export const LOCAL_CHECKOUTS = 'local_checkout_sessions';

export type LocalCheckoutRecord = {
  id: string;
  user_id: string;
  course_id: string;
  course_title: string;
  /** Pence. */
  amount_total: number;
  currency: string;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  payment_intent_id: string | null;
  created_at: string;
  paid_at: string | null;
};

/** The same idempotency key gives the same session id, so double clicks reuse one session (as with Stripe). */
export function localCheckoutId(idempotencyKey: string): string {
  return `cs_local_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40)}`;
}

export function localCheckoutDetails(record: LocalCheckoutRecord): CheckoutDetails {
  return {
    checkoutId: record.id,
    paid: record.payment_status === 'paid',
    status: record.status,
    userId: record.user_id,
    courseId: record.course_id,
    amountTotal: record.amount_total,
    currency: record.currency,
    paymentIntentId: record.payment_intent_id,
    customerEmail: record.customer_email,
  };
}

/** Creates the session for this idempotency key, or returns the one already made for it. */
export async function createLocalCheckout(request: CheckoutRequest, currency: string): Promise<LocalCheckoutRecord> {
  const firestore = await db();
  const id = localCheckoutId(request.idempotencyKey);
  const ref = firestore.collection(LOCAL_CHECKOUTS).doc(id);
  return firestore.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) return existing.data() as LocalCheckoutRecord;
    const record: LocalCheckoutRecord = {
      id,
      user_id: request.customerUid,
      course_id: request.courseId,
      course_title: request.courseTitle,
      amount_total: request.amountInPence,
      currency,
      customer_email: request.customerEmail,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent_id: null,
      created_at: new Date().toISOString(),
      paid_at: null,
    };
    tx.set(ref, record);
    return record;
  });
}

export async function getLocalCheckout(id: string): Promise<LocalCheckoutRecord | null> {
  const doc = await (await db()).collection(LOCAL_CHECKOUTS).doc(id).get();
  return doc.exists ? (doc.data() as LocalCheckoutRecord) : null;
}

/** The test card "pays": the session becomes complete and paid (once; later calls return it unchanged). */
export async function markLocalCheckoutPaid(id: string): Promise<LocalCheckoutRecord | null> {
  const firestore = await db();
  const ref = firestore.collection(LOCAL_CHECKOUTS).doc(id);
  return firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const record = snapshot.data() as LocalCheckoutRecord;
    if (record.payment_status === 'paid') return record;
    const paid: LocalCheckoutRecord = {
      ...record,
      status: 'complete',
      payment_status: 'paid',
      payment_intent_id: `pi_local_${randomBytes(12).toString('hex')}`,
      paid_at: new Date().toISOString(),
    };
    tx.set(ref, paid);
    return paid;
  });
}
