// POST /api/stripe-webhook: Stripe tells us about payments. Shaped like Stripe's Firebase extension (one
// controller, one handler per event type, the Stripe client apart) without its two failures: here a failed
// fulfilment answers 500 so that Stripe retries, and event ids are recorded so that redeliveries do nothing.
//  - the signature is verified over the RAW body with STRIPE_WEBHOOK_SECRET (400 when it does not match, too old,
//    or was made with another secret);
//  - checkout.session.completed fulfils a paid session; an unpaid one (delayed payment methods) waits for
//  - checkout.session.async_payment_succeeded; charge.refunded (a full refund made in Stripe's dashboard, or
//    the echo of our own) marks the payment refunded and removes its enrollment, once; every other event is
//    acknowledged with 200 and ignored.
import { stripeWebhookRoute } from '../../../src/api/contract';
import type Stripe from 'stripe';
import { HttpError } from '../../../src/lib/http';
import { handlerFor } from '../handler';
import { fulfilCheckout, NotFulfillableError } from './fulfilment';
import { paymentIdByIntent, refundPayment } from './refunds';
import { recordEvent, wasEventProcessed, type StripeEventOutcome } from './stripeEvents';
import { checkoutDetailsFromStripe, WebhookSignatureError, type StripePayments } from '../adapters/payments/stripe';
import type { Mailer } from '../adapters/mail/mailer';
import type { CheckoutDetails, Payments } from '../adapters/payments/payments';
import { siteOrigin } from '../siteOrigin';
import type { GetServices } from './deps';

export const MAX_WEBHOOK_BYTES = 512 * 1024;
export const WEBHOOKS_NOT_ENABLED = 'Stripe webhooks are not enabled: payments run in local mode.';

type EventContext = {
  mailer: Mailer;
  payments: Payments;
  siteOrigin: string;
  /** True once the request has answered (its budget ran out): for the log's words. */
  answered?: () => boolean;
};
type EventResult = { outcome: StripeEventOutcome; checkoutId: string | null; note?: string };
type EventHandler = (event: Stripe.Event, context: EventContext) => Promise<EventResult>;

/** Fulfils a paid session through the one fulfilment operation; shared with the local test checkout. */
export async function fulfilPaidCheckout(
  details: CheckoutDetails,
  context: EventContext & { source: 'stripe-webhook' | 'local-checkout' },
): Promise<EventResult> {
  try {
    await fulfilCheckout(details, {
      mailer: context.mailer,
      payments: context.payments,
      siteOrigin: context.siteOrigin,
      source: context.source,
      // Stripe retries a 500, so the webhook may fail on mail. The local Pay must not: the buyer is enrolled, the
      // e-mail stays pending (with its reason, shown to the admin) and the result page's verify-payment resends it.
      failOnMailError: context.source === 'stripe-webhook',
      ...(context.answered ? { answered: context.answered } : {}),
    });
    return { outcome: 'fulfilled', checkoutId: details.checkoutId };
  } catch (error) {
    // Not ours (no metadata) or not paid: nothing any retry could change.
    if (error instanceof NotFulfillableError) return { outcome: 'ignored', checkoutId: details.checkoutId, note: error.message };
    throw error;
  }
}

const onCheckoutCompleted: EventHandler = async (event, context) => {
  const details = checkoutDetailsFromStripe(event.data.object as Stripe.Checkout.Session);
  // Delayed payment methods complete the session before the money arrives: wait for async_payment_succeeded.
  if (!details.paid) return { outcome: 'ignored', checkoutId: details.checkoutId, note: 'awaiting payment' };
  return fulfilPaidCheckout(details, { ...context, source: 'stripe-webhook' });
};

const onAsyncPaymentSucceeded: EventHandler = async (event, context) =>
  fulfilPaidCheckout(checkoutDetailsFromStripe(event.data.object as Stripe.Checkout.Session), { ...context, source: 'stripe-webhook' });

const onAsyncPaymentFailed: EventHandler = async (event) => {
  const session = event.data.object as Stripe.Checkout.Session;
  console.warn(`[stripe-webhook] delayed payment failed for Checkout Session ${session.id}`);
  return { outcome: 'ignored', checkoutId: session.id, note: 'payment failed' };
};

const onChargeRefunded: EventHandler = async (event, context) => {
  const charge = event.data.object as Stripe.Charge;
  const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  const paymentId = intent ? await paymentIdByIntent(intent) : null;
  if (!paymentId) return { outcome: 'ignored', checkoutId: null, note: 'no payment of ours for this charge' };
  if (!charge.refunded) return { outcome: 'ignored', checkoutId: paymentId, note: 'partial refund: the enrollment stays' };
  const refundId = charge.refunds?.data?.[0]?.id ?? null;
  const outcome = await refundPayment(paymentId, 'stripe-dashboard', { mailer: context.mailer }, refundId);
  return {
    outcome: outcome.refunded ? 'refunded' : 'ignored',
    checkoutId: paymentId,
    ...(outcome.refunded ? {} : { note: 'already refunded' }),
  };
};

export const EVENT_HANDLERS: Readonly<Record<string, EventHandler>> = {
  'checkout.session.completed': onCheckoutCompleted,
  'checkout.session.async_payment_succeeded': onAsyncPaymentSucceeded,
  'checkout.session.async_payment_failed': onAsyncPaymentFailed,
  'charge.refunded': onChargeRefunded,
};

async function rawBody(req: Request): Promise<string> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_WEBHOOK_BYTES) throw new HttpError(413, 'Webhook body is too large');
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_WEBHOOK_BYTES) throw new HttpError(413, 'Webhook body is too large');
  return text;
}

export function stripeWebhookHandler(getServices: GetServices) {
  return handlerFor(stripeWebhookRoute)({
    auth: 'public',
    handle: async ({ req, budget }) => {
      const { payments, mailer } = getServices();
      if (payments.mode !== 'stripe') throw new HttpError(404, WEBHOOKS_NOT_ENABLED);
      const body = await rawBody(req);
      let event: Stripe.Event;
      try {
        event = await (payments as StripePayments).constructWebhookEvent(body, req.headers.get('stripe-signature'));
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          console.warn(`[stripe-webhook] refused: ${error.message}`);
          throw new HttpError(400, 'Webhook signature verification failed');
        }
        throw error;
      }
      const handler = EVENT_HANDLERS[event.type];
      if (!handler) return { received: true, ignored: event.type };
      if (await wasEventProcessed(event.id)) return { received: true, duplicate: true };
      // At the deadline Stripe is answered 503 and tries again later: the work goes on, the retry finds what it
      // recorded (the payment, the e-mail's claim, this event), and a failure is listed for the admin.
      const result = await handler(event, { mailer, payments, siteOrigin: siteOrigin(), answered: () => budget.answered });
      if (result.note) console.info(`[stripe-webhook] ${event.type} ${event.id}: ${result.outcome} (${result.note})`);
      await recordEvent(event.id, event.type, result.outcome, result.checkoutId);
      return { received: true, outcome: result.outcome };
    },
  });
}
