// Firestore `unfinished_payments/{checkout session id}`: money taken whose follow-up failed, so that the admin
// knows even when nobody was there to see it (the request had already answered, the learner closed the tab):
//  - 'not-enrolled': the fulfilment of a paid checkout failed (no payment record, no enrollment). Any later
//    fulfilment completes it: the result page's verify-payment, Stripe's retry, the admin's "Finish now";
//  - 'refund-failed': the automatic refund of a payment for a course the learner already had failed.
// Each failure is logged with its checkout id and recorded here. The list reads the payment records too, so it
// never shows what has been done since (a record is not deleted on the learner's path: no extra write there).
import type { Firestore } from 'firebase-admin/firestore';
import type { UnfinishedPayment, UnfinishedPaymentKind } from '../../../src/lib/purchase/unfinishedPayments';
import { collections, type UnfinishedPaymentDoc } from '../data/collections';
import { auth, db } from '../firebase';
import { withDeadline } from '../faults';
import type { CheckoutDetails } from '../adapters/payments/payments';
import type { FulfilmentSource, PaymentRecord } from './paymentRecords';

/** More than an admin reads at once; the rest show once these are finished. */
export const UNFINISHED_PAYMENTS_LIMIT = 50; // also within Auth's 100 accounts per lookup

/** The reason of a failure, short enough for a record and an admin's screen. */
export const UNFINISHED_ERROR_MAX_LENGTH = 300;

export type { UnfinishedPaymentDoc };

const unfinishedRef = (firestore: Firestore, checkoutId: string) => collections(firestore).unfinishedPayments.doc(checkoutId);

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, UNFINISHED_ERROR_MAX_LENGTH) || 'unknown error';
}

export type UnfinishedReport = {
  details: Pick<CheckoutDetails, 'checkoutId' | 'userId' | 'courseId' | 'amountTotal'>;
  kind: UnfinishedPaymentKind;
  source: FulfilmentSource;
  error: unknown;
  afterAnswer: boolean;
  enrolledByHand?: boolean;
};

/** True when a concurrent call recorded the payment (so nothing is unfinished); false when unknown. */
async function recordedMeanwhile(checkoutId: string): Promise<boolean> {
  try {
    const firestore = await db();
    return (await withDeadline('database', collections(firestore).payments.doc(checkoutId).get())).exists;
  } catch {
    return false;
  }
}

/** Logs the failure with its checkout id and records it for the admin. Never throws (the caller has its own error). */
export async function noteUnfinishedPayment(report: UnfinishedReport): Promise<void> {
  const { details, kind, error } = report;
  if (kind === 'not-enrolled' && (await recordedMeanwhile(details.checkoutId))) {
    console.warn(`[purchase] ${details.checkoutId}: one fulfilment failed, but another had recorded the payment:`, error);
    return;
  }
  const what = kind === 'not-enrolled' ? 'paid, but the course could not be added' : 'the automatic refund failed';
  const when = report.afterAnswer ? ' (after the request had answered)' : '';
  console.error(`[purchase] ${details.checkoutId}: ${what}${when}; listed for the admin until it is done:`, error);
  const record: UnfinishedPaymentDoc = {
    checkout_session_id: details.checkoutId,
    user_id: details.userId ?? '',
    course_id: details.courseId ?? '',
    amount_total: details.amountTotal,
    kind,
    enrolled_by_hand: report.enrolledByHand ?? false,
    source: report.source,
    error: reasonOf(error),
    failed_at: new Date().toISOString(),
    after_answer: report.afterAnswer,
  };
  try {
    const firestore = await db();
    await withDeadline('database', unfinishedRef(firestore, details.checkoutId).set(record));
  } catch (writeError) {
    console.error(`[purchase] ${details.checkoutId}: could not record it for the admin either`, writeError);
  }
}

/** True when the work a record stands for has been done since (the payment recorded; for a refund, refunded). */
function isDone(record: UnfinishedPaymentDoc, payment: PaymentRecord | undefined): boolean {
  if (!payment) return false;
  return record.kind === 'not-enrolled' || payment.refund_status === 'refunded';
}

/** The records whose work is still not done, oldest first. */
export async function unfinishedRecords(): Promise<UnfinishedPaymentDoc[]> {
  const firestore = await db();
  const snapshot = await collections(firestore).unfinishedPayments.orderBy('failed_at', 'desc').limit(UNFINISHED_PAYMENTS_LIMIT).get();
  if (snapshot.empty) return [];
  const records = snapshot.docs.map((doc) => doc.data() as UnfinishedPaymentDoc);
  const payments = await firestore.getAll(...records.map((record) => collections(firestore).payments.doc(record.checkout_session_id)));
  return records
    .filter((record, i) => !isDone(record, payments[i]!.data() as PaymentRecord | undefined))
    .sort((a, b) => a.failed_at.localeCompare(b.failed_at));
}

/** The admin's list: what happened to each unfinished payment, with the learner's e-mail and the course's title. */
export async function unfinishedPayments(): Promise<UnfinishedPayment[]> {
  return describeUnfinished(await unfinishedRecords());
}

/** The records as the admin reads them: the account's e-mail and the course's title looked up. */
export async function describeUnfinished(records: UnfinishedPaymentDoc[]): Promise<UnfinishedPayment[]> {
  if (records.length === 0) return [];
  const firestore = await db();
  const refs = collections(firestore);
  const userIds = [...new Set(records.map((record) => record.user_id).filter(Boolean))];
  const courseIds = [...new Set(records.map((record) => record.course_id).filter(Boolean))];
  const [accounts, courses] = await Promise.all([
    // The account's own e-mail (nothing personal is stored in the record); a deleted account is simply absent.
    userIds.length ? withDeadline('sign-in', auth().getUsers(userIds.map((uid) => ({ uid })))) : { users: [] },
    courseIds.length ? firestore.getAll(...courseIds.map((id) => refs.courses.doc(id))) : [],
  ]);
  const emailOf = new Map(accounts.users.map((account) => [account.uid, account.email ?? null]));
  const titleOf = new Map(courses.map((doc) => [doc.id, typeof doc.get('title') === 'string' ? (doc.get('title') as string) : null]));
  return records.map((record) => ({
    checkoutId: record.checkout_session_id,
    kind: record.kind,
    enrolledByHand: record.enrolled_by_hand,
    learnerEmail: emailOf.get(record.user_id) ?? null,
    courseTitle: titleOf.get(record.course_id) ?? record.course_id,
    amountPence: record.amount_total,
    failedAt: record.failed_at,
    error: record.error,
  }));
}
