// Firestore `stripe_events/{event id}`: the webhook events already acted on, so that Stripe's redeliveries
// (it delivers at least once) are acknowledged without acting twice.
import { db } from '../firebase';

export const STRIPE_EVENTS = 'stripe_events';

export type StripeEventOutcome = 'fulfilled' | 'refunded' | 'ignored';

export async function wasEventProcessed(eventId: string): Promise<boolean> {
  return (await (await db()).collection(STRIPE_EVENTS).doc(eventId).get()).exists;
}

/** Recorded only after the event's work succeeded: a failure leaves no record, so Stripe's retry acts again. */
export async function recordEvent(eventId: string, type: string, outcome: StripeEventOutcome, checkoutId: string | null): Promise<void> {
  await (await db())
    .collection(STRIPE_EVENTS)
    .doc(eventId)
    .set({ type, outcome, checkout_session_id: checkoutId, processed_at: new Date().toISOString() });
}
