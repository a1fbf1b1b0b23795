// Cloud payments: Stripe Checkout (hosted payment page) plus the webhook signature check.
// The client is the official `stripe` library, loaded on first use (functions that never touch payments do not
// pay for it at cold start); tests point it at a local server through `client`.
import type Stripe from 'stripe';
import { checkoutMetadata, CURRENCY } from '../../../../src/lib/purchase/purchase';
import { enrollmentId } from '../../data/collections';
import { backendTimeoutMs, withDeadlines } from '../../faults';
import type { Promotion } from '../../../../src/lib/purchase/promotions';
import type {
  CheckoutDetails,
  CheckoutRequest,
  CheckoutSession,
  Payments,
  ProviderPromotion,
  RefundRequest,
  RefundResult,
} from './payments';

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

/** The Stripe product of a course, made with a course's own promotion code (a coupon applies to products). */
export const courseProductId = (courseId: string) => `course_${courseId}`;

/**
 * The Checkout Session parameters for a request: one line item priced from the course record, in pence. With a
 * code the buyer applied, it goes on the session (`discounts`) and Stripe charges the reduced amount; without
 * one, the buyer may type one on Stripe's page (`allow_promotion_codes`: Stripe refuses both at once). A course's
 * own code applies to that course's product, so the line item names it; otherwise the product is described inline.
 */
export function checkoutSessionParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const promotion = request.promotion;
  const metadata: Record<string, string> = {
    ...checkoutMetadata(request.customerUid, request.courseId),
    ...(promotion ? { promotion_code: promotion.code } : {}),
  };
  const product =
    promotion?.courseOnly === true
      ? { product: courseProductId(request.courseId) }
      : { product_data: { name: request.courseTitle, metadata: { course_id: request.courseId } } };
  return {
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: CURRENCY, unit_amount: request.amountInPence, ...product } }],
    ...(promotion?.stripePromotionCodeId
      ? { discounts: [{ promotion_code: promotion.stripePromotionCodeId }] }
      : { allow_promotion_codes: true }),
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

/** The coupon and promotion code parameters of one of our codes (a one-off discount in pounds sterling). */
export function stripePromotionParams(promotion: Promotion): {
  coupon: Stripe.CouponCreateParams;
  code: Omit<Stripe.PromotionCodeCreateParams, 'promotion'>;
} {
  const expires = promotion.expires_at ? Math.floor(Date.parse(promotion.expires_at) / 1000) : null;
  const limits = {
    ...(expires ? { redeem_by: expires } : {}),
    ...(promotion.max_redemptions !== null ? { max_redemptions: promotion.max_redemptions } : {}),
  };
  return {
    coupon: {
      name: promotion.code,
      duration: 'once',
      ...(promotion.percent_off !== null
        ? { percent_off: promotion.percent_off }
        : { amount_off: promotion.amount_off_pence!, currency: CURRENCY }),
      ...(promotion.course_id ? { applies_to: { products: [courseProductId(promotion.course_id)] } } : {}),
      ...limits,
      metadata: { code: promotion.code },
    },
    code: {
      code: promotion.code,
      ...(expires ? { expires_at: expires } : {}),
      ...(promotion.max_redemptions !== null ? { max_redemptions: promotion.max_redemptions } : {}),
      metadata: { code: promotion.code },
    },
  };
}

const alreadyExists = (error: unknown) => (error as { code?: string }).code === 'resource_already_exists';

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
    // Ours when the buyer applied it before paying; else the id of one typed on Stripe's page (fulfilment looks it up).
    promotionCode: metadata.promotion_code || discountPromotionCodeId(session.discounts) || null,
  };
}

function discountPromotionCodeId(discounts: Stripe.Checkout.Session['discounts'] | undefined): string | null {
  const found = discounts?.find((discount) => discount.promotion_code)?.promotion_code;
  return typeof found === 'string' ? found : (found?.id ?? null);
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
    async createPromotion(promotion: Promotion & { courseTitle: string | null }): Promise<ProviderPromotion> {
      const client = await stripe();
      const params = stripePromotionParams(promotion);
      if (promotion.course_id) {
        // The course's product, which its checkouts name when this code is applied (made once, kept).
        await client.products
          .create({ id: courseProductId(promotion.course_id), name: promotion.courseTitle ?? promotion.course_id })
          .catch((error: unknown) => {
            if (!alreadyExists(error)) throw error;
          });
      }
      const coupon = await client.coupons.create(params.coupon, { idempotencyKey: `coupon_${promotion.code}` });
      const code = await client.promotionCodes.create(
        { ...params.code, promotion: { type: 'coupon', coupon: coupon.id } },
        { idempotencyKey: `promotion_${promotion.code}` },
      );
      return { couponId: coupon.id, promotionCodeId: code.id };
    },
    async deactivatePromotion(promotion: ProviderPromotion): Promise<void> {
      if (promotion.promotionCodeId) await (await stripe()).promotionCodes.update(promotion.promotionCodeId, { active: false });
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
