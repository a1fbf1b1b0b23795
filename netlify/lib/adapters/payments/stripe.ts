// Cloud payments: Stripe Checkout (hosted payment page) plus the webhook signature check.
// The client is the official `stripe` library, loaded on first use (functions that never touch payments do not
// pay for it at cold start); tests point it at a local server through `client`.
import type Stripe from 'stripe';
import { checkoutMetadata, CURRENCY } from '../../../../src/lib/purchase/purchase';
import { enrollmentId } from '../../data/collections';
import { backendTimeoutMs, withDeadlines } from '../../faults';
import type { CheckoutDetails, CheckoutRequest, CheckoutSession, Payments, RefundRequest, RefundResult } from './payments';

export type StripeSettings = {
  secretKey: string;
  webhookSecret?: string;
  /** Where the API lives (tests only: a local server); the library's defaults otherwise. */
  client?: { host?: string; port?: number; protocol?: 'http' | 'https'; maxNetworkRetries?: number };
};

/** A webhook whose signature, timestamp or secret does not match: the caller answers 400. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface StripePayments extends Payments {
  readonly mode: 'stripe';
  /** Verifies the signature over the raw body (and the timestamp's age) and parses the event. */
  constructWebhookEvent(rawBody: string, signature: string | null): Promise<Stripe.Event>;
}

/** Seconds a signed webhook stays acceptable (the library's default, stated here). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The Checkout Session parameters for a request: one line item priced from the course record, in pence. */
export function checkoutSessionParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const metadata = checkoutMetadata(request.customerUid, request.courseId);
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: CURRENCY,
          unit_amount: request.amountInPence,
          product_data: { name: request.courseTitle, metadata: { course_id: request.courseId } },
        },
      },
    ],
    // The enrollment id this payment will create.
    client_reference_id: enrollmentId(request.customerUid, request.courseId),
    metadata,
    payment_intent_data: { metadata },
    ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    // Short-lived: an old tab's session cannot be paid long after the learner has the course.
    expires_at: Math.floor(request.expiresAt / 1000),
  };
}

/** Fulfilment's view of a Stripe Checkout Session (from the API or from a webhook event). */
export function checkoutDetailsFromStripe(session: Stripe.Checkout.Session): CheckoutDetails {
  const metadata = session.metadata ?? {};
  const paymentIntent = session.payment_intent;
  return {
    checkoutId: session.id,
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    status: session.status ?? 'open',
    userId: metadata.user_id || null,
    courseId: metadata.course_id || null,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
  };
}

export function createStripePayments(settings: StripeSettings): StripePayments {
  let client: Promise<Stripe> | undefined;
  const stripe = (): Promise<Stripe> =>
    (client ??= import('stripe').then(
      ({ default: StripeClient }) =>
        new StripeClient(settings.secretKey, {
          // One quick retry within the backend deadline (the idempotency key makes it safe), then a 503.
          maxNetworkRetries: settings.client?.maxNetworkRetries ?? 1,
          timeout: backendTimeoutMs(),
          telemetry: false,
          appInfo: { name: 'maya-linwood-courses' },
          ...(settings.client?.host ? { host: settings.client.host } : {}),
          ...(settings.client?.port ? { port: settings.client.port } : {}),
          ...(settings.client?.protocol ? { protocol: settings.client.protocol } : {}),
        }),
    ));

  // Every call has the backend deadline; an outage or timeout becomes a 503 naming the payment service.
  return withDeadlines('payments', {
    mode: 'stripe',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await (
        await stripe()
      ).checkout.sessions.create(checkoutSessionParams(request), {
        idempotencyKey: request.idempotencyKey,
      });
      if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a url`);
      return { checkoutId: session.id, url: session.url, expiresAt: (session.expires_at ?? Math.floor(request.expiresAt / 1000)) * 1000 };
    },
    async retrieveCheckout(checkoutId: string): Promise<CheckoutDetails | null> {
      try {
        return checkoutDetailsFromStripe(await (await stripe()).checkout.sessions.retrieve(checkoutId));
      } catch (error) {
        const stripeError = error as { type?: string; code?: string; statusCode?: number };
        if (stripeError.statusCode === 404 || stripeError.code === 'resource_missing') return null;
        throw error;
      }
    },
    async expireCheckout(checkoutId: string): Promise<void> {
      try {
        await (await stripe()).checkout.sessions.expire(checkoutId);
      } catch (error) {
        // Already complete or expired (400), or unknown (404): nothing left that could be paid.
        const stripeError = error as { type?: string; statusCode?: number };
        if (stripeError.type === 'StripeInvalidRequestError' && (stripeError.statusCode === 400 || stripeError.statusCode === 404)) return;
        throw error;
      }
    },
    async refund(request: RefundRequest): Promise<RefundResult> {
      if (!request.paymentIntentId) throw new Error(`Checkout Session ${request.checkoutId} has no payment intent to refund`);
      const refund = await (
        await stripe()
      ).refunds.create(
        { payment_intent: request.paymentIntentId, metadata: { checkout_session_id: request.checkoutId } },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundId: refund.id };
    },
    async constructWebhookEvent(rawBody: string, signature: string | null): Promise<Stripe.Event> {
      if (!settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set: webhooks cannot be verified');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      const { webhooks } = await stripe();
      try {
        return webhooks.constructEvent(rawBody, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
    },
  });
}
