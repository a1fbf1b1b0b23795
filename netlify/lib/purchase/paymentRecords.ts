// Firestore `payments/{checkout session id}`: one record per fulfilled payment, with the state of its
// confirmation e-mail. Written by fulfilment.ts, changed by refunds.ts, read by the admin and the account pages.
export const PAYMENTS = 'payments';

export type FulfilmentSource = 'verify-payment' | 'stripe-webhook' | 'local-checkout';
export type EmailStatus = 'pending' | 'sending' | 'sent' | 'no-address';

export type PaymentRecord = {
  checkout_session_id: string;
  user_id: string;
  course_id: string;
  course_title: string;
  amount_total: number | null;
  currency: string | null;
  payment_intent_id: string | null;
  customer_email: string | null;
  source: FulfilmentSource;
  fulfilled_at: string;
  enrollment_id: string;
  /** False when the learner already had the course (e.g. paid twice in two tabs): worth a refund. */
  enrollment_created: boolean;
  email_status: EmailStatus;
  email_claimed_at: number | null;
  email_sent_at: string | null;
  email_id: string | null;
  /** Why the last attempt to send the confirmation failed (absent or null once sent or never tried). */
  email_error?: string | null;
  email_failed_at?: string | null;
};
