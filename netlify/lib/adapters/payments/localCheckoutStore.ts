// Firestore `local_checkout_sessions/{id}`: the local test checkout's sessions, shaped like Stripe's so that
// verify-payment and fulfilment treat both the same way. Local mode only. The local payments provider's own
// store (what Stripe keeps on its side); the buyer's "Pay" on the test page is purchase/localCheckoutPayment.ts.
import { randomBytes } from 'node:crypto';
import type { CheckoutDetails, CheckoutRequest } from './payments';
import { collections, type LocalCheckoutDoc } from '../../data/collections';
import { db } from '../../firebase';

export type LocalCheckoutRecord = LocalCheckoutDoc;

/**
 * A random session id (160 bits), like Stripe's: knowing someone's uid gives no way to find their checkout.
 * Double clicks still get one session: create-checkout hands out the learner's open checkout (openCheckouts.ts).
 */
export function newLocalCheckoutId(): string {
  return `cs_local_${randomBytes(20).toString('hex')}`;
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
    promotionCode: record.promotion_code ?? null,
  };
}

/** Creates a new session with a random id. */
export async function createLocalCheckout(request: CheckoutRequest, currency: string): Promise<LocalCheckoutRecord> {
  const id = newLocalCheckoutId();
  const record: LocalCheckoutRecord = {
    id,
    user_id: request.customerUid,
    course_id: request.courseId,
    course_title: request.courseTitle,
    // What the buyer pays: the course's price less the code they applied (checked by create-checkout).
    amount_total: request.amountInPence - (request.promotion?.discountPence ?? 0),
    amount_subtotal: request.amountInPence,
    promotion_code: request.promotion?.code ?? null,
    currency,
    customer_email: request.customerEmail,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    status: 'open',
    payment_status: 'unpaid',
    payment_intent_id: null,
    created_at: new Date().toISOString(),
    expires_at: request.expiresAt,
    paid_at: null,
  };
  await collections(await db())
    .localCheckouts.doc(id)
    .create(record);
  return record;
}

export async function getLocalCheckout(id: string): Promise<LocalCheckoutRecord | null> {
  const doc = await collections(await db())
    .localCheckouts.doc(id)
    .get();
  return doc.exists ? (doc.data() as LocalCheckoutRecord) : null;
}

/** Closes an unpaid session (Stripe's "expire"): it can no longer be paid. A paid or unknown one is left alone. */
export async function expireLocalCheckout(id: string): Promise<void> {
  const firestore = await db();
  const ref = collections(firestore).localCheckouts.doc(id);
  await firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists || snapshot.get('payment_status') === 'paid' || snapshot.get('status') !== 'open') return;
    tx.update(ref, { status: 'expired' });
  });
}

/** Gives a paid local checkout's money back (the local stand-in for Stripe's refund API); once, whatever the calls. */
export async function refundLocalCheckout(id: string, now: number = Date.now()): Promise<string> {
  const firestore = await db();
  const ref = collections(firestore).localCheckouts.doc(id);
  return firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists || snapshot.get('payment_status') !== 'paid')
      throw new Error(`Local checkout ${id} was not paid: nothing to refund`);
    const existing = snapshot.get('refund_id');
    if (typeof existing === 'string' && existing) return existing;
    const refundId = `re_local_${randomBytes(12).toString('hex')}`;
    tx.update(ref, { refunded_at: new Date(now).toISOString(), refund_id: refundId });
    return refundId;
  });
}
