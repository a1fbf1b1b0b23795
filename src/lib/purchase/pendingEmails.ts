// Purchase confirmation e-mails that could not be sent yet, as the admin sees them (GET/POST
// /api/admin/pending-emails): the learner is enrolled either way; the e-mail is retried by the next
// verify-payment or webhook call, or by the admin's "Send again".

export type PendingEmail = {
  checkoutId: string;
  courseTitle: string;
  customerEmail: string | null;
  /** When the purchase was recorded (ISO). */
  fulfilledAt: string;
  /** When the last attempt failed (ISO), or null when none finished (the sender stopped half-way). */
  failedAt: string | null;
  /** Why the last attempt failed, or null. */
  error: string | null;
};

export type PendingEmailsResponse = { pendingEmails: PendingEmail[] };
export type RetryPendingEmailsResponse = { sent: number; stillPending: PendingEmail[] };

/** The Overview line: "1 purchase e-mail is waiting to be sent." */
export function pendingEmailsLine(count: number): string {
  return count === 1 ? '1 purchase e-mail is waiting to be sent.' : `${count} purchase e-mails are waiting to be sent.`;
}
