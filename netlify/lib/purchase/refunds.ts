// Refunds: one operation for an admin's refund, a refund made in Stripe's dashboard (the
// charge.refunded webhook) and the automatic refund of a second payment for a course already owned. Whatever
// the number of calls, the payment is marked refunded once, the enrollment it paid for is removed once (an
// enrollment paid by another payment, or made by hand, stays) and the learner is e-mailed once.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../../../src/lib/http';
import { collections } from '../data/collections';
import { db } from '../firebase';
import type { Mailer } from '../adapters/mail/mailer';
import { mailBrand } from '../adapters/mail/brand';
import { refundMail, type RefundMailOutcome } from './mail/refund';
import { MANUAL_ENROLLMENT_REFERENCE } from '../../../src/lib/admin/admin';
import type { Payments } from '../adapters/payments/payments';
import type { PaymentRecord } from './paymentRecords';
import { numberOrZero as pence } from '../../../src/lib/storedFields';
import { paymentMonth, runWithFigures } from '../data/figures';
import { getProfile } from '../account/profiles';
import { findAuthUser } from '../account/users';

export type RefundReason = 'admin' | 'stripe-dashboard' | 'duplicate-payment';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const ALREADY_REFUNDED = 'This payment has already been refunded.';

export type RefundDeps = { mailer: Mailer; payments?: Payments; now?: () => Date };
export type RefundOutcome = { refunded: boolean; enrollmentRemoved: boolean; emailSent: boolean };

type Refundable = PaymentRecord & { refund_status?: string; amount_refunded?: number; refund_id?: string | null };

/** Marks the payment refunded and removes the enrollment it paid for, in one transaction; null when done before. */
async function recordRefund(firestore: Firestore, checkoutId: string, refundId: string | null, reason: RefundReason, now: Date) {
  const paymentRef = collections(firestore).payments.doc(checkoutId);
  // Money received, the enrollments and the newest ones in the admin's figures change in the same commit.
  return runWithFigures(firestore, async (tx, figures) => {
    const payment = await tx.get(paymentRef);
    if (!payment.exists) throw new HttpError(404, PAYMENT_NOT_FOUND);
    const record = payment.data() as Refundable;
    if (record.refund_status === 'refunded') return null;
    const enrollmentRef = collections(firestore).enrollments.doc(record.enrollment_id);
    const enrollment = await tx.get(enrollmentRef);
    // Only the enrollment this very payment created goes: a duplicate payment leaves the first one's in place.
    const removeEnrollment = enrollment.exists && enrollment.get('checkout_session_id') === checkoutId;
    if (removeEnrollment) {
      tx.delete(enrollmentRef);
      const courseId = enrollment.get('course_id');
      figures.add({ enrollments: -1, ...(typeof courseId === 'string' ? { course_enrollments: { [courseId]: -1 } } : {}) });
      figures.enrollmentRemoved(enrollmentRef.id);
    }
    // What was counted as refunded before (a record may carry a partial amount already) is replaced by the whole.
    const refunded = pence(record.amount_total) - pence(record.amount_refunded);
    const month = paymentMonth(record.fulfilled_at);
    figures.add({ refunded_pence: refunded, ...(month ? { month_pence: { [month]: -refunded } } : {}) });
    tx.update(paymentRef, {
      refund_status: 'refunded',
      amount_refunded: record.amount_total ?? 0,
      refunded_at: now.toISOString(),
      refund_id: refundId,
      refund_reason: reason,
    });
    return { record, enrollmentRemoved: removeEnrollment };
  });
}

/** Who gave the learner the enrollment a payment is for: the admin by hand, another payment, or nobody (none). */
export type EnrollmentOwner = 'manual' | 'other-payment' | 'this-payment' | 'none';

export async function enrollmentOwner(firestore: Firestore, enrollmentId: string, checkoutId: string): Promise<EnrollmentOwner> {
  const enrollment = await collections(firestore).enrollments.doc(enrollmentId).get();
  if (!enrollment.exists) return 'none';
  if (enrollment.get('payment_intent_id') === MANUAL_ENROLLMENT_REFERENCE) return 'manual';
  return enrollment.get('checkout_session_id') === checkoutId ? 'this-payment' : 'other-payment';
}

/** The refund e-mail's words when the enrollment stays (or was already gone). */
function mailOutcomeFor(owner: EnrollmentOwner): RefundMailOutcome {
  if (owner === 'manual') return 'enrolled-by-hand';
  if (owner === 'other-payment') return 'paid-before';
  return 'refunded';
}

/**
 * Refunds one payment in full. For 'admin' and 'duplicate-payment' the money goes back through the payments
 * provider first (its idempotency key makes a repeated call one refund); 'stripe-dashboard' records a refund
 * Stripe already made.
 */
export async function refundPayment(
  checkoutId: string,
  reason: RefundReason,
  deps: RefundDeps,
  stripeRefundId: string | null = null,
): Promise<RefundOutcome> {
  const firestore = await db();
  const now = (deps.now ?? (() => new Date()))();
  const existing = await collections(firestore).payments.doc(checkoutId).get();
  if (!existing.exists) throw new HttpError(404, PAYMENT_NOT_FOUND);
  const before = existing.data() as Refundable;
  if (before.refund_status === 'refunded') return { refunded: false, enrollmentRemoved: false, emailSent: false };
  // Whose enrollment stays if this payment's does not go (for the e-mail's words).
  const owner = await enrollmentOwner(firestore, before.enrollment_id, checkoutId);
  let refundId = stripeRefundId;
  if (reason !== 'stripe-dashboard') {
    if (!deps.payments) throw new Error('A refund needs the payments service');
    ({ refundId } = await deps.payments.refund({
      checkoutId,
      paymentIntentId: before.payment_intent_id,
      idempotencyKey: `refund-${checkoutId}`,
    }));
  }
  const recorded = await recordRefund(firestore, checkoutId, refundId, reason, now);
  if (!recorded) return { refunded: false, enrollmentRemoved: false, emailSent: false };
  let emailSent = false;
  try {
    const profile = await getProfile(recorded.record.user_id);
    // Like the confirmation: the address given at checkout, else the profile's, else the account's own.
    const to = recorded.record.customer_email || profile?.email || (await findAuthUser(recorded.record.user_id))?.email;
    if (to) {
      const mail = refundMail({
        brand: await mailBrand(),
        learnerName: profile?.full_name || null,
        courseTitle: recorded.record.course_title,
        amountPence: recorded.record.amount_total,
        reference: checkoutId,
        outcome: recorded.enrollmentRemoved ? 'course-removed' : mailOutcomeFor(owner),
      });
      await deps.mailer.send({ to, ...mail });
      emailSent = true;
    }
  } catch (error) {
    // The refund stands; the admin sees it in the payment record even if the e-mail did not go.
    console.error(`[refunds] refund e-mail for ${checkoutId} failed`, error);
  }
  return { refunded: true, enrollmentRemoved: recorded.enrollmentRemoved, emailSent };
}

/** The payment record paid by a Stripe payment intent (a charge.refunded event names the intent). */
export async function paymentIdByIntent(paymentIntentId: string): Promise<string | null> {
  const snapshot = await collections(await db())
    .payments.where('payment_intent_id', '==', paymentIntentId)
    .limit(1)
    .select()
    .get();
  return snapshot.empty ? null : snapshot.docs[0]!.id;
}
