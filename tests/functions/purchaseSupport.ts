// Shared helpers for the purchase function tests: a local HTTP server that answers the real `stripe` library
// like Stripe's API does (and records every request), a mailer that records (and can fail on demand), and
// counters over the emulator's data.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { collections } from '../../netlify/lib/data/collections';
import { db } from '../../netlify/lib/firebase';
import type { Mailer, MailMessage } from '../../netlify/lib/adapters/mail/mailer';
import { createStripePayments } from '../../netlify/lib/adapters/payments/stripe';
import type { PurchaseServices } from '../../netlify/lib/purchase/deps';
import { createLocalPayments } from '../../netlify/lib/adapters/payments/local';

export type RecordedRequest = { method: string; path: string; headers: IncomingMessage['headers']; form: Record<string, string> };
type FakeSession = Record<string, unknown> & { id: string; metadata: Record<string, string> };

/**
 * A Stripe-like API: POST /v1/checkout/sessions (honouring Idempotency-Key; a promotion code in `discounts` takes
 * its coupon off the amount), GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire, POST
 * /v1/refunds (full refunds of a paid session's payment intent), and the promotion objects: POST /v1/products,
 * POST /v1/coupons, POST /v1/promotion_codes and POST /v1/promotion_codes/:id (active: false).
 */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  /** Refunds made through POST /v1/refunds (one per Idempotency-Key, like Stripe). */
  readonly refunds: Array<{ id: string; payment_intent: string }> = [];
  private readonly refundByKey = new Map<string, { id: string; payment_intent: string }>();
  private readonly byIdempotencyKey = new Map<string, FakeSession>();
  readonly products = new Map<string, Record<string, unknown>>();
  readonly coupons = new Map<string, Record<string, unknown>>();
  readonly promotionCodes = new Map<string, Record<string, unknown>>();
  private failures = 0;
  private server: Server | undefined;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const path = (req.url ?? '').split('?')[0]!;
        const form = Object.fromEntries(new URLSearchParams(raw));
        this.requests.push({ method: req.method ?? '', path, headers: req.headers, form });
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(4).toString('hex')}` });
          res.end(JSON.stringify(body));
        };
        if (this.failures > 0) {
          this.failures--;
          return send(500, { error: { type: 'api_error', message: 'Something went wrong on the fake Stripe' } });
        }
        if (req.method === 'POST' && path === '/v1/checkout/sessions') {
          const key = String(req.headers['idempotency-key'] ?? '');
          const existing = key ? this.byIdempotencyKey.get(key) : undefined;
          if (existing) return send(200, existing);
          const session = this.createSession(form);
          if (key) this.byIdempotencyKey.set(key, session);
          return send(200, session);
        }
        if (req.method === 'POST' && path === '/v1/refunds') {
          const key = String(req.headers['idempotency-key'] ?? '');
          const existing = key ? this.refundByKey.get(key) : undefined;
          if (existing) return send(200, { object: 'refund', status: 'succeeded', ...existing });
          const paid = [...this.sessions.values()].find((session) => session.payment_intent === form.payment_intent);
          if (!paid)
            return send(404, {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: `No such payment_intent: '${form.payment_intent}'`,
              },
            });
          if (this.refunds.some((refund) => refund.payment_intent === form.payment_intent)) {
            return send(400, {
              error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' },
            });
          }
          const refund = { id: `re_test_${randomBytes(8).toString('hex')}`, payment_intent: form.payment_intent! };
          this.refunds.push(refund);
          if (key) this.refundByKey.set(key, refund);
          return send(200, { object: 'refund', status: 'succeeded', amount: paid.amount_total, ...refund });
        }
        const promotionAnswer = this.promotionObjects(req.method ?? '', path, form);
        if (promotionAnswer) return send(promotionAnswer.status, promotionAnswer.body);
        const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
        if (req.method === 'POST' && expire) {
          const session = this.sessions.get(decodeURIComponent(expire[1]!));
          if (!session)
            return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } });
          if (session.status !== 'open') {
            return send(400, {
              error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in ["open"] can be expired.' },
            });
          }
          session.status = 'expired';
          return send(200, session);
        }
        const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
        if (req.method === 'GET' && match) {
          const session = this.sessions.get(decodeURIComponent(match[1]!));
          if (session) return send(200, session);
          return send(404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${match[1]}'` },
          });
        }
        send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    // The stripe library keeps connections alive: close them, or close() waits for their timeout.
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Products, coupons and promotion codes, as far as our code uses them (null: not one of theirs). */
  private promotionObjects(method: string, path: string, form: Record<string, string>): { status: number; body: unknown } | null {
    if (method !== 'POST') return null;
    if (path === '/v1/products') {
      if (this.products.has(form.id!)) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists.' } },
        };
      }
      const product = { id: form.id, object: 'product', name: form.name };
      this.products.set(form.id!, product);
      return { status: 200, body: product };
    }
    if (path === '/v1/coupons') {
      const coupon = { id: `coupon_${randomBytes(6).toString('hex')}`, object: 'coupon', ...form };
      this.coupons.set(coupon.id, coupon);
      return { status: 200, body: coupon };
    }
    if (path === '/v1/promotion_codes') {
      const coupon = this.coupons.get(form['promotion[coupon]']!);
      if (!coupon) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such coupon' } } };
      const code = { id: `promo_${randomBytes(6).toString('hex')}`, object: 'promotion_code', active: true, ...form };
      this.promotionCodes.set(code.id, code);
      return { status: 200, body: code };
    }
    const update = /^\/v1\/promotion_codes\/([^/]+)$/.exec(path);
    if (update) {
      const code = this.promotionCodes.get(decodeURIComponent(update[1]!));
      if (!code)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such promotion code' } },
        };
      code.active = form.active !== 'false';
      return { status: 200, body: code };
    }
    return null;
  }

  /** What a promotion code takes off an amount (its coupon's percent or amount), as Stripe applies it. */
  private discountOf(promotionCodeId: string | undefined, amount: number): number {
    const code = promotionCodeId ? this.promotionCodes.get(promotionCodeId) : undefined;
    const coupon = code ? this.coupons.get(String(code['promotion[coupon]'])) : undefined;
    if (!coupon) return 0;
    if (coupon.percent_off) return Math.round((amount * Number(coupon.percent_off)) / 100);
    return Math.min(amount, Number(coupon.amount_off ?? 0));
  }

  /** The next `count` requests answer 500. */
  failNext(count = 1): void {
    this.failures = count;
  }

  private createSession(form: Record<string, string>): FakeSession {
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: form.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total:
        Number(form['line_items[0][price_data][unit_amount]']) -
        this.discountOf(form['discounts[0][promotion_code]'], Number(form['line_items[0][price_data][unit_amount]'])),
      discounts: form['discounts[0][promotion_code]'] ? [{ coupon: null, promotion_code: form['discounts[0][promotion_code]'] }] : [],
      currency: form['line_items[0][price_data][currency]'],
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      customer_details: null,
      metadata: {
        user_id: form['metadata[user_id]']!,
        course_id: form['metadata[course_id]']!,
        ...(form['metadata[promotion_code]'] ? { promotion_code: form['metadata[promotion_code]'] } : {}),
      },
      payment_intent: null,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      expires_at: form.expires_at ? Number(form.expires_at) : Math.floor(Date.now() / 1000) + 24 * 3600,
      url: `https://checkout.stripe.test/c/pay/${id}`,
    };
    this.sessions.set(id, session);
    return session;
  }

  /** The buyer pays on Stripe's page: the session completes. Like Stripe, an expired session cannot be paid. */
  pay(id: string): FakeSession {
    const session = this.sessions.get(id)!;
    if (session.status !== 'open') throw new Error(`Checkout Session ${id} is ${String(session.status)}: it cannot be paid`);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_test_${randomBytes(8).toString('hex')}`,
      customer_details: { email: session.customer_email },
    });
    return session;
  }

  /** A session made directly (as if by another integration), for webhook tests. */
  session(fields: { userId: string; courseId: string; paid: boolean; amount?: number }): FakeSession {
    const session = this.createSession({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': String(fields.amount ?? 2500),
      'line_items[0][price_data][currency]': 'gbp',
      'metadata[user_id]': fields.userId,
      'metadata[course_id]': fields.courseId,
    });
    return fields.paid ? this.pay(session.id) : session;
  }
}

export type RecordingMailer = Mailer & { sent: MailMessage[]; failNext: (count?: number) => void; to: (address: string) => MailMessage[] };

export function recordingMailer(): RecordingMailer {
  const sent: MailMessage[] = [];
  let failures = 0;
  return {
    mode: 'outbox',
    sent,
    failNext: (count = 1) => {
      failures = count;
    },
    to: (address) => sent.filter((message) => message.to === address),
    async send(message) {
      // A little latency, so that racing callers really overlap.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (failures > 0) {
        failures--;
        throw new Error('The mail service is down (test)');
      }
      sent.push(message);
      return { id: `mail_${sent.length}` };
    },
  };
}

export const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;

export function stripeServices(fake: FakeStripe, mailer: Mailer): PurchaseServices {
  return {
    mailer,
    payments: createStripePayments({
      secretKey: 'sk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      client: { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 },
    }),
  };
}

export function localServices(mailer: Mailer): PurchaseServices {
  return { mailer, payments: createLocalPayments() };
}

export async function enrollmentsOf(uid: string): Promise<Array<Record<string, unknown>>> {
  const snapshot = await collections(await db())
    .enrollments.where('user_id', '==', uid)
    .get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

export async function paymentsOf(uid: string): Promise<Array<Record<string, unknown>>> {
  const snapshot = await collections(await db())
    .payments.where('user_id', '==', uid)
    .get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

export const readJson = async (response: Response) => ({ status: response.status, body: (await response.json()) as any });
