// Confirmation e-mails of recorded payments that are not sent: a failed attempt (email_error set), or a claim
// whose sender stopped (sending for longer than EMAIL_CLAIM_TIMEOUT_MS). A payment whose e-mail is being sent
// right now, or was recorded a moment ago, is not listed.
import type { PendingEmail } from '../../../src/lib/purchase/pendingEmails';
import { collections } from '../data/collections';
import { db } from '../firebase';
import { EMAIL_CLAIM_TIMEOUT_MS } from './fulfilment';
import type { PaymentRecord } from './paymentRecords';

/** More than an admin reads at once; the rest show after these are sent. */
export const PENDING_EMAILS_LIMIT = 50;

function isStuck(record: PaymentRecord, now: number): boolean {
  if (record.email_status === 'pending') {
    return Boolean(record.email_error) || now - Date.parse(record.fulfilled_at) >= EMAIL_CLAIM_TIMEOUT_MS;
  }
  return record.email_status === 'sending' && (record.email_claimed_at === null || now - record.email_claimed_at >= EMAIL_CLAIM_TIMEOUT_MS);
}

export async function pendingEmails(now: number = Date.now()): Promise<PendingEmail[]> {
  const snapshot = await collections(await db())
    .payments.where('email_status', 'in', ['pending', 'sending'])
    .limit(PENDING_EMAILS_LIMIT)
    .get();
  return snapshot.docs
    .map((doc) => doc.data() as PaymentRecord)
    .filter((record) => isStuck(record, now))
    .sort((a, b) => a.fulfilled_at.localeCompare(b.fulfilled_at))
    .map((record) => ({
      checkoutId: record.checkout_session_id,
      courseTitle: record.course_title,
      customerEmail: record.customer_email,
      fulfilledAt: record.fulfilled_at,
      failedAt: record.email_failed_at ?? null,
      error: record.email_error ?? null,
    }));
}
