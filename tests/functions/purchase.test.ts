// The purchase functions with the REAL `stripe` library pointed at a local Stripe-like server, against the
// Firestore and Auth emulators: create-checkout's request to Stripe, verify-payment, and stripe-webhook with
// signatures made by the library's own test helper (valid, tampered, stale, wrong secret, unknown, duplicate,
// racing the result page, failure then retry).
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { db } from '../../netlify/lib/firebase';
import { createCheckoutHandler } from '../../netlify/lib/purchase/createCheckout';
import { unavailableMessage } from '../../netlify/lib/faults';
import { verifyPaymentHandler } from '../../netlify/lib/purchase/verifyPayment';
import { stripeWebhookHandler } from '../../netlify/lib/purchase/webhook';
import { ALREADY_ENROLLED, NOT_FOR_SALE, PAYMENT_NOT_COMPLETED } from '../../src/lib/purchase/purchase';
import { context, freshUser, request } from './learningSupport';
import { enrollmentsOf, FakeStripe, paymentsOf, readJson, recordingMailer, stripeServices, WEBHOOK_SECRET } from './purchaseSupport';
import { createCheckoutRoute, verifyPaymentRoute } from '../../src/api/contract';

const COURSE = 'quantum-alchemy-breathwork';
const ANIMALS = 'the-animal-that-walks-with-you';
const ORIGIN = 'https://maya.example';

// Links and return addresses come from the configured site address (URL), never from the request's origin.
const REQUEST_ORIGIN = 'https://evil.example';
beforeAll(() => {
  vi.stubEnv('URL', ORIGIN);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const fake = new FakeStripe();
const mailer = recordingMailer();
const stripe = new Stripe('sk_test_fake');
let createCheckout: ReturnType<typeof createCheckoutHandler>;
let verifyPayment: ReturnType<typeof verifyPaymentHandler>;
let webhook: ReturnType<typeof stripeWebhookHandler>;

beforeAll(async () => {
  await seedDemoData(process.env);
  await fake.start();
  const services = () => stripeServices(fake, mailer);
  createCheckout = createCheckoutHandler(services);
  verifyPayment = verifyPaymentHandler(services);
  webhook = stripeWebhookHandler(services);
});
afterAll(() => fake.stop());

const post = (path: string, token: string | null, body: unknown) => {
  const req = request(path, { token, body });
  return new Request(`${REQUEST_ORIGIN}${path}`, { method: 'POST', headers: req.headers, body: JSON.stringify(body) });
};
const checkout = (token: string | null, body: unknown) =>
  createCheckout(post(createCheckoutRoute.path, token, body), context()).then(readJson);
const verify = (token: string | null, body: unknown) => verifyPayment(post(verifyPaymentRoute.path, token, body), context()).then(readJson);

function event(type: string, object: unknown, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
}
function deliver(payload: string, options: { secret?: string; timestamp?: number; body?: string; signature?: string | null } = {}) {
  const signature =
    options.signature !== undefined
      ? options.signature
      : stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['stripe-signature'] = signature;
  return webhook(
    new Request(`${REQUEST_ORIGIN}/api/stripe-webhook`, { method: 'POST', headers, body: options.body ?? payload }),
    context(),
  ).then(readJson);
}
const eventRecorded = async (id: string) => (await (await db()).collection('stripe_events').doc(id).get()).exists;

describe('create-checkout with Stripe', () => {
  it('asks Stripe for the course price in pence, in GBP, with metadata, addresses and an idempotency key', async () => {
    const user = await freshUser('buyer');
    const before = fake.requests.length;
    const { status, body } = await checkout(user.token, { courseId: COURSE, userEmail: 'someone-else@example.com', userName: 'X' });
    expect(status).toBe(200);
    expect(body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    const { method, path, headers, form } = sent[0]!;
    expect([method, path]).toEqual(['POST', '/v1/checkout/sessions']);
    expect(headers.authorization).toBe('Bearer sk_test_fake');
    expect(headers['idempotency-key']).toMatch(new RegExp(`^checkout_${user.uid}_${COURSE}_2500_\\d+$`));
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': 'Quantum Alchemy Breathwork',
      'metadata[user_id]': user.uid,
      'metadata[course_id]': COURSE,
      'payment_intent_data[metadata][user_id]': user.uid,
      'payment_intent_data[metadata][course_id]': COURSE,
      client_reference_id: `${user.uid}_${COURSE}`,
      // The verified account's e-mail, never the one the browser sent.
      customer_email: user.email,
      success_url: `${ORIGIN}/payment-success?session_id={CHECKOUT_SESSION_ID}&course_id=${COURSE}`,
      cancel_url: `${ORIGIN}/courses/${COURSE}`,
    });
    expect(body.checkoutId).toBe(body.url.split('/').pop());
  });

  it('charges £199.99 as 19999 pence', async () => {
    const user = await freshUser('animals');
    const before = fake.requests.length;
    expect((await checkout(user.token, { courseId: ANIMALS })).status).toBe(200);
    expect(fake.requests[before]!.form['line_items[0][price_data][unit_amount]']).toBe('19999');
  });

  it('creates one Checkout Session for a double click', async () => {
    const user = await freshUser('double');
    const sessionsBefore = fake.sessions.size;
    const [a, b] = await Promise.all([checkout(user.token, { courseId: COURSE }), checkout(user.token, { courseId: COURSE })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.url).toBe(b.body.url);
    expect(fake.sessions.size).toBe(sessionsBefore + 1);
  });

  it('refuses a learner who already has the course, a coming-soon course and an unknown one, without calling Stripe', async () => {
    const user = await freshUser('owner', [COURSE]);
    const before = fake.requests.length;
    expect(await checkout(user.token, { courseId: COURSE })).toEqual({
      status: 409,
      body: { error: ALREADY_ENROLLED, code: 'already_enrolled' },
    });
    expect(await checkout(user.token, { courseId: 'sonic-sound-healing' })).toEqual({
      status: 409,
      body: { error: NOT_FOR_SALE, code: 'conflict' },
    });
    expect((await checkout(user.token, { courseId: 'no-such-course' })).status).toBe(404);
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a price from the browser and answers a clear 503 when Stripe fails', async () => {
    const user = await freshUser('tamper');
    expect((await checkout(user.token, { courseId: COURSE, price: 1 })).status).toBe(400);
    fake.failNext(1);
    expect(await checkout(user.token, { courseId: COURSE })).toEqual({
      status: 503,
      body: { error: unavailableMessage('payments'), code: 'unavailable' },
    });
  });
});

describe('verify-payment with Stripe', () => {
  it('refuses an unpaid session, then fulfils the paid one once however often the page asks', async () => {
    const user = await freshUser('verify');
    const { body } = await checkout(user.token, { courseId: COURSE });
    expect(await verify(user.token, { sessionId: body.checkoutId, courseId: COURSE })).toEqual({
      status: 409,
      body: { error: PAYMENT_NOT_COMPLETED, code: 'conflict' },
    });
    expect(await enrollmentsOf(user.uid)).toHaveLength(0);

    const paid = fake.pay(body.checkoutId);
    for (let i = 0; i < 3; i++) {
      const result = await verify(user.token, { sessionId: body.checkoutId, courseId: COURSE });
      expect(result).toEqual({
        status: 200,
        body: {
          success: true,
          courseId: COURSE,
          courseTitle: 'Quantum Alchemy Breathwork',
          enrollmentId: `${user.uid}_${COURSE}`,
          magicLink: null,
        },
      });
    }
    const enrollments = await enrollmentsOf(user.uid);
    expect(enrollments).toEqual([
      expect.objectContaining({
        id: `${user.uid}_${COURSE}`,
        course_id: COURSE,
        payment_intent_id: paid.payment_intent,
        checkout_session_id: body.checkoutId,
      }),
    ]);
    expect(new Date(enrollments[0]!.enrolled_at as string).toISOString()).toBe(enrollments[0]!.enrolled_at);
    const mails = mailer.to(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your course is ready: Quantum Alchemy Breathwork');
    expect(mails[0]!.text).toContain(`${ORIGIN}/course-dashboard`);
    expect(mails[0]!.html).toContain('£25.00');
  });

  it('refuses a session for another course and an unknown session', async () => {
    const user = await freshUser('mismatch');
    const { body } = await checkout(user.token, { courseId: COURSE });
    fake.pay(body.checkoutId);
    expect((await verify(user.token, { sessionId: body.checkoutId, courseId: ANIMALS })).status).toBe(400);
    expect((await verify(user.token, { sessionId: 'cs_test_unknown' })).status).toBe(404);
    expect(await enrollmentsOf(user.uid)).toHaveLength(0);
  });
});

describe('stripe-webhook', () => {
  it('fulfils a signed checkout.session.completed for a paid session, once', async () => {
    const user = await freshUser('hook');
    const session = fake.session({ userId: user.uid, courseId: COURSE, paid: true });
    const payload = event('checkout.session.completed', session);
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, outcome: 'fulfilled' } });
    expect(await enrollmentsOf(user.uid)).toHaveLength(1);
    expect(mailer.to(user.email)).toHaveLength(1);
    expect(await paymentsOf(user.uid)).toEqual([
      expect.objectContaining({
        id: session.id,
        source: 'stripe-webhook',
        amount_total: 2500,
        currency: 'gbp',
        email_status: 'sent',
        enrollment_created: true,
      }),
    ]);
  });

  it('refuses a tampered body, a stale timestamp, the wrong secret and a missing signature with 400, changing nothing', async () => {
    const user = await freshUser('forger');
    const session = fake.session({ userId: user.uid, courseId: COURSE, paid: true });
    const payload = event('checkout.session.completed', session);
    const other = await freshUser('victim-free');
    const cases = [
      { body: payload.replace(user.uid, other.uid) }, // signed for one buyer, delivered for another
      { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 },
      { secret: 'whsec_not_ours' },
      { signature: null },
      { signature: 't=1,v1=deadbeef' },
    ];
    for (const options of cases) {
      expect(await deliver(payload, options)).toEqual({
        status: 400,
        body: { error: 'Webhook signature verification failed', code: 'invalid_input' },
      });
    }
    expect(await enrollmentsOf(user.uid)).toHaveLength(0);
    expect(await enrollmentsOf(other.uid)).toHaveLength(0);
    expect(mailer.to(user.email)).toHaveLength(0);
  });

  it('acknowledges an unknown event with 200 and does nothing', async () => {
    const user = await freshUser('unknown-event');
    const payload = event('customer.created', { id: 'cus_1', object: 'customer', metadata: { user_id: user.uid, course_id: COURSE } });
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, ignored: 'customer.created' } });
    expect(await enrollmentsOf(user.uid)).toHaveLength(0);
  });

  it('acknowledges a duplicate event without acting twice', async () => {
    const user = await freshUser('duplicate');
    const session = fake.session({ userId: user.uid, courseId: ANIMALS, paid: true, amount: 19999 });
    const id = `evt_dup_${user.uid}`;
    const payload = event('checkout.session.completed', session, id);
    expect((await deliver(payload)).body).toEqual({ received: true, outcome: 'fulfilled' });
    expect(await eventRecorded(id)).toBe(true);
    expect((await deliver(payload)).body).toEqual({ received: true, duplicate: true });
    expect(await enrollmentsOf(user.uid)).toHaveLength(1);
    expect(mailer.to(user.email)).toHaveLength(1);
  });

  it('waits for async_payment_succeeded when the completed session is not paid yet', async () => {
    const user = await freshUser('async');
    const session = fake.session({ userId: user.uid, courseId: COURSE, paid: false });
    expect((await deliver(event('checkout.session.completed', session))).body).toEqual({ received: true, outcome: 'ignored' });
    expect(await enrollmentsOf(user.uid)).toHaveLength(0);
    fake.pay(session.id);
    expect((await deliver(event('checkout.session.async_payment_succeeded', session))).body).toEqual({
      received: true,
      outcome: 'fulfilled',
    });
    expect(await enrollmentsOf(user.uid)).toHaveLength(1);
    expect(mailer.to(user.email)).toHaveLength(1);
  });

  it('racing the result page (and itself): one enrollment, one e-mail', async () => {
    const user = await freshUser('race');
    const { body } = await checkout(user.token, { courseId: COURSE });
    const session = fake.pay(body.checkoutId);
    const payload = event('checkout.session.completed', session);
    const results = await Promise.all([
      deliver(payload),
      verify(user.token, { sessionId: body.checkoutId, courseId: COURSE }),
      deliver(event('checkout.session.completed', session)), // Stripe may send a second event for the same session
      verify(user.token, { sessionId: body.checkoutId }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await enrollmentsOf(user.uid)).toHaveLength(1);
    expect(await paymentsOf(user.uid)).toHaveLength(1);
    expect(mailer.to(user.email)).toHaveLength(1);
  });

  it('answers 500 when fulfilment fails, so that Stripe retries, and the retry completes it exactly once', async () => {
    const user = await freshUser('retry');
    const session = fake.session({ userId: user.uid, courseId: COURSE, paid: true });
    const id = `evt_retry_${user.uid}`;
    const payload = event('checkout.session.completed', session, id);
    mailer.failNext(1);
    const failed = await deliver(payload);
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ error: 'Something went wrong. Please try again.', code: 'internal' });
    expect(await eventRecorded(id)).toBe(false);
    expect(mailer.to(user.email)).toHaveLength(0);

    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, outcome: 'fulfilled' } });
    expect(await eventRecorded(id)).toBe(true);
    expect(await enrollmentsOf(user.uid)).toHaveLength(1);
    expect(mailer.to(user.email)).toHaveLength(1);
  });

  it('answers 500 for a paid session whose course is gone, leaving the event for a retry', async () => {
    const user = await freshUser('gone');
    const session = fake.session({ userId: user.uid, courseId: 'deleted-course', paid: true });
    const id = `evt_gone_${user.uid}`;
    expect((await deliver(event('checkout.session.completed', session, id))).status).toBe(500);
    expect(await eventRecorded(id)).toBe(false);
  });

  it('ignores (200) a paid session that is not ours (no metadata)', async () => {
    const session = { ...fake.session({ userId: 'x', courseId: COURSE, paid: true }), metadata: {} };
    expect((await deliver(event('checkout.session.completed', session))).body).toEqual({ received: true, outcome: 'ignored' });
  });
});
