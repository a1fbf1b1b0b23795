// Firestore `stripe_events/{event id}`: the webhook events already acted on, so that Stripe's redeliveries
// (it delivers at least once) are acknowledged without acting twice.
import { collections, type StripeEventOutcome } from '../data/collections';
import { db } from '../firebase';

export type { StripeEventOutcome };

export async function wasEventProcessed(eventId: string): Promise<boolean> {
  return (
    await collections(await db())
      .stripeEvents.doc(eventId)
      .get()
  ).exists;
}

/** Recorded only after the event's work succeeded: a failure leaves no record, so Stripe's retry acts again. */
export async function recordEvent(eventId: string, type: string, outcome: StripeEventOutcome, checkoutId: string | null): Promise<void> {
  await collections(await db())
    .stripeEvents.doc(eventId)
    .set({ type, outcome, checkout_session_id: checkoutId, processed_at: new Date().toISOString() });
}
