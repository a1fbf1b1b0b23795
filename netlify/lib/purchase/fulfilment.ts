// Fulfilment: the ONE operation that turns a paid Checkout Session into course access, used by verify-payment
// (the result page), stripe-webhook and the local test checkout alike. Any number of calls, concurrent ones
// included, give exactly one payment record, one enrollment and one confirmation e-mail:
//  1. a Firestore transaction records `payments/{checkout session id}` and creates the enrollment with its
//     deterministic id `${uid}_${courseId}` (a second call finds the payment record and writes nothing);
//  2. the learner's open checkout for the course, if another one, is expired (openCheckouts.ts);
//  3. the e-mail is claimed in a second transaction (pending -> sending -> sent), so only one caller sends it;
//     a failed send puts it back to pending with the reason (email_error, which the admin sees) so that the next
//     call (Stripe's retry, the result page's verify-payment, a refresh) sends it.
// A paid checkout whose fulfilment fails, and an automatic refund that fails, are logged with the checkout id and
// listed for the admin (unfinishedPayments.ts), also when the request had already answered.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { getSiteSettings } from '../../../src/content/siteSettings';
import { collections, enrollmentId, type EnrollmentDoc } from '../data/collections';
import { auth, db } from '../firebase';
import type { Mailer } from '../adapters/mail/mailer';
import { brandFromSettings } from '../adapters/mail/layout';
import { purchaseConfirmationMail } from './mail/purchaseConfirmation';
import type { CheckoutDetails, Payments } from '../adapters/payments/payments';
import { closeOpenCheckout } from './openCheckouts';
import { enrollmentOwner, refundPayment } from './refunds';
import { noteUnfinishedPayment } from './unfinishedPayments';
import { numberOrZero as pence } from '../../../src/lib/storedFields';
import { paymentMonth, runWithFigures } from '../data/figures';
import { getProfile } from '../account/profiles';
import type { FulfilmentSource, PaymentRecord } from './paymentRecords';
import { codeOfStripePromotion, findSeat, PromotionUsedUpError, takeSeat } from './promotions';

/** A claim older than this is treated as abandoned (the sender crashed) and may be taken over. */
export const EMAIL_CLAIM_TIMEOUT_MS = 2 * 60 * 1000;

/** The reason of a failed send, short enough for a record and an admin's screen. */
export const EMAIL_ERROR_MAX_LENGTH = 300;

export type FulfilmentResult = {
  enrollmentId: string;
  courseId: string;
  courseTitle: string;
  /** True only for the call that recorded the payment. */
  recorded: boolean;
  enrollmentCreated: boolean;
  /** True only for the call that sent the confirmation e-mail. */
  emailSent: boolean;
};

/** Something about the session makes fulfilment impossible whatever the retries (not ours, not paid). */
export class NotFulfillableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFulfillableError';
  }
}

export type FulfilmentDeps = {
  mailer: Mailer;
  /** The site's origin, for the dashboard link in the e-mail. */
  siteOrigin: string;
  source: FulfilmentSource;
  /** Throw when the e-mail cannot be sent (webhook: so that Stripe retries); otherwise only log it. */
  failOnMailError: boolean;
  /** To close the buyer's other open checkout for the course, so it cannot be paid as well. */
  payments?: Payments;
  now?: () => Date;
  /**
   * Told as soon as the payment and the enrollment are recorded (by this call or an earlier one): from then on the
   * learner has the course, whatever happens to the e-mail (verify-payment then answers success at its deadline).
   */
  onRecorded?: (record: PaymentRecord) => void;
  /** True once the calling request has answered (its budget ran out): only for the words of the log. */
  answered?: () => boolean;
  /**
   * Take a seat of the payment's capped promotion code in the same commit, refusing (PromotionUsedUpError, nothing
   * recorded) when none is left: a free order, which no provider checked. The test checkout takes it when paying.
   */
  claimSeat?: boolean;
};

function requireFulfillable(details: CheckoutDetails): { uid: string; courseId: string } {
  if (!details.paid) throw new NotFulfillableError(`Checkout Session ${details.checkoutId} is not paid`);
  if (!details.userId || !details.courseId) {
    throw new NotFulfillableError(`Checkout Session ${details.checkoutId} carries no user_id/course_id metadata`);
  }
  return { uid: details.userId, courseId: details.courseId };
}

async function recordPayment(firestore: Firestore, details: CheckoutDetails, deps: FulfilmentDeps) {
  const { uid, courseId } = requireFulfillable(details);
  // A code typed on Stripe's page arrives as Stripe's id: the record keeps our code.
  const code =
    details.promotionCode && details.promotionCode.startsWith('promo_')
      ? ((await codeOfStripePromotion(details.promotionCode)) ?? details.promotionCode)
      : details.promotionCode;
  const paymentRef = collections(firestore).payments.doc(details.checkoutId);
  const enrollmentRef = collections(firestore).enrollments.doc(enrollmentId(uid, courseId));
  const courseRef = collections(firestore).courses.doc(courseId);
  // The admin's figures (money received, enrollments, the newest ones) change in the same commit.
  return runWithFigures(firestore, async (tx, figures) => {
    const [payment, enrollment, course] = await tx.getAll<DocumentData, DocumentData>(paymentRef, enrollmentRef, courseRef);
    if (payment!.exists) {
      const record = payment!.data() as PaymentRecord;
      return { record, recorded: false };
    }
    if (!course!.exists) throw new Error(`Course ${courseId} of Checkout Session ${details.checkoutId} does not exist`);
    const seat = code && deps.claimSeat ? await findSeat(tx, firestore, code, details.checkoutId) : 'none';
    if (seat === null) throw new PromotionUsedUpError();
    const now = (deps.now ?? (() => new Date()))().toISOString();
    const reference = details.paymentIntentId ?? details.checkoutId;
    const record: PaymentRecord = {
      checkout_session_id: details.checkoutId,
      user_id: uid,
      course_id: courseId,
      course_title: typeof course!.get('title') === 'string' ? course!.get('title') : courseId,
      amount_total: details.amountTotal,
      currency: details.currency,
      payment_intent_id: details.paymentIntentId,
      customer_email: details.customerEmail,
      source: deps.source,
      fulfilled_at: now,
      enrollment_id: enrollmentRef.id,
      enrollment_created: !enrollment!.exists,
      email_status: 'pending',
      email_claimed_at: null,
      email_sent_at: null,
      email_id: null,
      promotion_code: code ?? null,
    };
    tx.create(paymentRef, record);
    if (code) {
      // One record per use, never a shared counter (promotions.ts).
      tx.create(collections(firestore).promotionRedemptions.doc(details.checkoutId), {
        code,
        user_id: uid,
        course_id: courseId,
        amount_paid: pence(record.amount_total),
        redeemed_at: now,
      });
      takeSeat(tx, seat);
    }
    const month = paymentMonth(now);
    figures.add({ paid_pence: pence(record.amount_total), ...(month ? { month_pence: { [month]: pence(record.amount_total) } } : {}) });
    if (!enrollment!.exists) {
      const enrollmentRecord: EnrollmentDoc = {
        user_id: uid,
        course_id: courseId,
        enrolled_at: now,
        payment_intent_id: reference,
        checkout_session_id: details.checkoutId,
      };
      tx.create(enrollmentRef, enrollmentRecord);
      figures.add({ enrollments: 1, course_enrollments: { [courseId]: 1 } });
      figures.enrollmentAdded({ id: enrollmentRef.id, enrolled_at: now });
    }
    return { record, recorded: true };
  });
}

/** Takes the right to send the e-mail; false when it is sent, or being sent by another caller right now. */
async function claimEmail(firestore: Firestore, checkoutId: string, now: number): Promise<PaymentRecord | null> {
  const ref = collections(firestore).payments.doc(checkoutId);
  return firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const record = snapshot.data() as PaymentRecord | undefined;
    if (!record || record.email_status === 'sent' || record.email_status === 'no-address') return null;
    if (record.email_status === 'sending' && record.email_claimed_at !== null && now - record.email_claimed_at < EMAIL_CLAIM_TIMEOUT_MS) {
      return null;
    }
    tx.update(ref, { email_status: 'sending', email_claimed_at: now });
    return record;
  });
}

/** The e-mail of the buyer's account, when the session and the profile carry none. */
async function accountEmail(uid: string): Promise<string | null> {
  try {
    return (await auth().getUser(uid)).email ?? null;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

async function sendConfirmation(firestore: Firestore, record: PaymentRecord, deps: FulfilmentDeps): Promise<boolean> {
  const now = (deps.now ?? (() => new Date()))();
  const claimed = await claimEmail(firestore, record.checkout_session_id, now.getTime());
  if (!claimed) return false;
  const ref = collections(firestore).payments.doc(record.checkout_session_id);
  try {
    const profile = await getProfile(claimed.user_id);
    const to = claimed.customer_email || profile?.email || (await accountEmail(claimed.user_id));
    if (!to) {
      await ref.update({ email_status: 'no-address' });
      return false;
    }
    const settings = await getSiteSettings();
    const mail = purchaseConfirmationMail({
      brand: brandFromSettings(settings),
      learnerName: profile?.full_name || null,
      courseTitle: claimed.course_title,
      amountPence: claimed.amount_total,
      reference: claimed.checkout_session_id,
      dashboardUrl: `${deps.siteOrigin.replace(/\/+$/, '')}/course-dashboard`,
    });
    const sent = await deps.mailer.send({ to, ...mail });
    await ref.update({
      email_status: 'sent',
      email_sent_at: new Date().toISOString(),
      email_id: sent.id,
      email_error: null,
      email_failed_at: null,
    });
    return true;
  } catch (error) {
    // Release the claim so that the next call (a webhook retry, a page refresh) sends it; say why, for the admin.
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, EMAIL_ERROR_MAX_LENGTH);
    await ref
      .update({
        email_status: 'pending',
        email_claimed_at: null,
        email_error: reason || 'unknown error',
        email_failed_at: new Date().toISOString(),
      })
      .catch(() => {});
    throw error;
  }
}

/**
 * Sends a recorded payment's confirmation if it is still unsent (the admin's "send again"); true when this call
 * sent it. Throws what the mailer throws, after marking the e-mail pending with the reason.
 */
export async function resendConfirmation(
  checkoutId: string,
  deps: Pick<FulfilmentDeps, 'mailer' | 'siteOrigin' | 'now'>,
): Promise<boolean> {
  const firestore = await db();
  const snapshot = await collections(firestore).payments.doc(checkoutId).get();
  if (!snapshot.exists) return false;
  const record = snapshot.data() as PaymentRecord;
  if (record.email_status === 'sent' || record.email_status === 'no-address') return false;
  return sendConfirmation(firestore, record, { ...deps, source: record.source, failOnMailError: true });
}

/** Fulfils a paid Checkout Session: records it, enrols the buyer, sends the confirmation (each exactly once). */
export async function fulfilCheckout(details: CheckoutDetails, deps: FulfilmentDeps): Promise<FulfilmentResult> {
  let firestore: Firestore;
  let recordedPayment: Awaited<ReturnType<typeof recordPayment>>;
  try {
    firestore = await db();
    recordedPayment = await recordPayment(firestore, details, deps);
  } catch (error) {
    // Paid but not fulfilled: the next fulfilment completes it; until then the admin sees it.
    if (!(error instanceof NotFulfillableError) && !(error instanceof PromotionUsedUpError)) {
      await noteUnfinishedPayment({ details, kind: 'not-enrolled', source: deps.source, error, afterAnswer: deps.answered?.() ?? false });
    }
    throw error;
  }
  const { record, recorded } = recordedPayment;
  deps.onRecorded?.(record);
  if (deps.payments) {
    await closeOpenCheckout(deps.payments, record.user_id, record.course_id, record.checkout_session_id).catch((error: unknown) => {
      console.error(`[fulfilment] could not close the other open checkout of ${record.enrollment_id}`, error);
    });
  }
  let emailSent = false;
  if (record.email_status !== 'sent' && record.email_status !== 'no-address') {
    try {
      emailSent = await sendConfirmation(firestore, record, deps);
    } catch (error) {
      if (deps.failOnMailError) throw error;
      console.error(`[fulfilment] confirmation e-mail for ${record.checkout_session_id} failed; a later call will retry`, error);
    }
  }
  if (recorded && !record.enrollment_created) {
    // The learner already had the course (the admin enrolled them while they paid, or they paid twice in two tabs):
    // this payment goes back at once and the e-mail says why (refunds.ts). A failure is the admin's to finish.
    if (deps.payments) {
      await refundPayment(record.checkout_session_id, 'duplicate-payment', { mailer: deps.mailer, payments: deps.payments }).catch(
        async (error: unknown) => {
          const owner = await enrollmentOwner(firestore, record.enrollment_id, record.checkout_session_id).catch(() => null);
          await noteUnfinishedPayment({
            details,
            kind: 'refund-failed',
            source: deps.source,
            error,
            afterAnswer: deps.answered?.() ?? false,
            enrolledByHand: owner === 'manual',
          });
        },
      );
    } else {
      console.warn(`[fulfilment] ${record.checkout_session_id}: ${record.user_id} already had ${record.course_id}; consider a refund`);
    }
  }
  return {
    enrollmentId: record.enrollment_id,
    courseId: record.course_id,
    courseTitle: record.course_title,
    recorded,
    enrollmentCreated: recorded && record.enrollment_created,
    emailSent,
  };
}
