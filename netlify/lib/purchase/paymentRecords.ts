// Firestore `payments/{checkout session id}`: one record per fulfilled payment, with the state of its
// confirmation e-mail. Written by fulfilment.ts, changed by refunds.ts, read by the admin and the account pages.
import type { PaymentDoc } from '../data/collections';

export type { FulfilmentSource } from '../data/collections';
export type PaymentRecord = PaymentDoc;
