// Payments whose follow-up failed, as the admin sees them (GET/POST /api/admin/unfinished-payments): money was
// taken, and then either the course could not be added to the learner's account, or the automatic refund of a
// payment for a course they already had did not go through. Each stays listed until it is done.

/**
 * 'not-enrolled': paid, but the payment and the enrollment could not be recorded.
 * 'refund-failed': paid for a course the learner already had, and the automatic refund failed.
 */
export type UnfinishedPaymentKind = 'not-enrolled' | 'refund-failed';

export type UnfinishedPayment = {
  checkoutId: string;
  kind: UnfinishedPaymentKind;
  /** For 'refund-failed': the learner had the course because the admin enrolled them by hand (else they had paid before). */
  enrolledByHand: boolean;
  /** The learner's account e-mail, or null when the account no longer exists. */
  learnerEmail: string | null;
  courseTitle: string;
  /** In pence, when the payment provider said. */
  amountPence: number | null;
  /** When the last attempt failed (ISO). */
  failedAt: string;
  /** Why it failed, short. */
  error: string;
};

export type UnfinishedPaymentsResponse = { unfinishedPayments: UnfinishedPayment[] };
export type FinishPaymentsResponse = { finished: number; stillUnfinished: UnfinishedPayment[] };

/** The Overview line: "1 payment is not finished." */
export function unfinishedPaymentsLine(count: number): string {
  return count === 1 ? '1 payment is not finished.' : `${count} payments are not finished.`;
}

/** What happened to one payment and what happens next, in plain words (`amount` already formatted, or null). */
export function unfinishedPaymentWords(payment: UnfinishedPayment, amount: string | null): string {
  const who = payment.learnerEmail ?? 'A learner whose account no longer exists';
  const paid = amount ? `paid ${amount} for ${payment.courseTitle}` : `paid for ${payment.courseTitle}`;
  if (payment.kind === 'not-enrolled') {
    return `${who} ${paid}, but the course could not be added to their account. It is added when they open their payment page again, or with Finish now.`;
  }
  const why = payment.enrolledByHand ? 'after you had enrolled them by hand' : 'although they had already paid for it';
  return `${who} ${paid} ${why}, and the automatic refund did not go through. Finish now refunds it.`;
}
