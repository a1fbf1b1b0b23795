// Firestore `open_checkouts/{uid}_{courseId}`: the one checkout a learner may have open for a course.
// create-checkout hands it out again while it has time left instead of opening a second one, and every
// enrollment (a purchase or an admin's) closes it, so nobody can pay twice for one course.
import { CHECKOUT_REUSE_MARGIN_MS } from '../../../src/lib/purchase/purchase';
import { collections, openCheckoutId, type OpenCheckoutDoc } from '../data/collections';
import { db } from '../firebase';
import type { Payments } from '../adapters/payments/payments';

export type OpenCheckoutRecord = OpenCheckoutDoc;

const refOf = async (uid: string, courseId: string) => collections(await db()).openCheckouts.doc(openCheckoutId(uid, courseId));

/** True while the record can be handed out again: open, same price and code, and time enough left to pay. */
export function isReusable(
  record: OpenCheckoutRecord | null | undefined,
  pence: number,
  now: number,
  code: string | null = null,
): record is OpenCheckoutRecord {
  return (
    !!record &&
    record.status === 'open' &&
    record.amount_total === pence &&
    (record.promotion_code ?? null) === code &&
    record.expires_at - now > CHECKOUT_REUSE_MARGIN_MS
  );
}

export async function getOpenCheckout(uid: string, courseId: string): Promise<OpenCheckoutRecord | null> {
  const doc = await (await refOf(uid, courseId)).get();
  return doc.exists ? (doc.data() as OpenCheckoutRecord) : null;
}

/**
 * Records `candidate` as the learner's open checkout, unless a reusable one is already there (a concurrent
 * request won). Returns the checkout to hand out and the one that must be closed at the provider, if any.
 */
export async function claimOpenCheckout(
  candidate: Omit<OpenCheckoutRecord, 'status' | 'updated_at'>,
  now: number,
): Promise<{ use: OpenCheckoutRecord; superseded: string | null }> {
  const firestore = await db();
  const ref = await refOf(candidate.user_id, candidate.course_id);
  return firestore.runTransaction(async (tx) => {
    const doc = await tx.get(ref);
    const existing = doc.exists ? (doc.data() as OpenCheckoutRecord) : null;
    if (
      existing &&
      existing.checkout_id !== candidate.checkout_id &&
      isReusable(existing, candidate.amount_total, now, candidate.promotion_code ?? null)
    ) {
      return { use: existing, superseded: candidate.checkout_id };
    }
    const record: OpenCheckoutRecord = { ...candidate, status: 'open', updated_at: new Date(now).toISOString() };
    tx.set(ref, record);
    const superseded =
      existing && existing.status === 'open' && existing.checkout_id !== candidate.checkout_id ? existing.checkout_id : null;
    return { use: record, superseded };
  });
}

/**
 * Closes the learner's open checkout for the course (they have it now): first at the provider, so it can no
 * longer be paid, then here. `except` is the checkout being fulfilled, which is paid already.
 */
export async function closeOpenCheckout(payments: Payments, uid: string, courseId: string, except?: string): Promise<string | null> {
  const ref = await refOf(uid, courseId);
  const doc = await ref.get();
  const record = doc.exists ? (doc.data() as OpenCheckoutRecord) : null;
  if (!record || record.status !== 'open') return null;
  if (record.checkout_id !== except) await payments.expireCheckout(record.checkout_id);
  // Only if nobody opened a newer one meanwhile.
  const firestore = await db();
  await firestore.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (current.get('checkout_id') === record.checkout_id) tx.update(ref, { status: 'closed', updated_at: new Date().toISOString() });
  });
  return record.checkout_id === except ? null : record.checkout_id;
}
