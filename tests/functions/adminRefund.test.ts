// Refunds with the REAL `stripe` library against the local Stripe-like server and the emulators:
// an admin's refund (Stripe's refund API, then the payment marked, the enrollment removed, the learner e-mailed,
// the revenue down), a refund made in Stripe's dashboard arriving by the signed charge.refunded webhook (once,
// however often delivered), the automatic refund of a second payment for a course already owned, the local
// checkout's own refund, and bad input that changes nothing.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { db } from '../../netlify/lib/firebase';
import { stripeWebhookHandler, fulfilPaidCheckout } from '../../netlify/lib/purchase/webhook';
import { adminRefundHandler } from '../../netlify/lib/admin/refundHandler';
import adminOverview from '../../netlify/functions/admin-overview.mts';
import { createLocalCheckout, getLocalCheckout, localCheckoutDetails } from '../../netlify/lib/adapters/payments/localCheckoutStore';
import { markLocalCheckoutPaid } from '../../netlify/lib/purchase/localCheckoutPayment';
import type { AdminOverview } from '../../src/lib/admin/admin';
import { context, freshUser, request, signIn } from './learningSupport';
import {
  enrollmentsOf,
  FakeStripe,
  localServices,
  paymentsOf,
  readJson,
  recordingMailer,
  stripeServices,
  WEBHOOK_SECRET,
} from './purchaseSupport';
import { resetTestEmulators } from '../support/emulators';
import { adminOverviewRoute, adminRefundRoute } from '../../src/api/contract';

const COURSE = 'quantum-alchemy-breathwork';
const fake = new FakeStripe();
const mailer = recordingMailer();
const stripe = new Stripe('sk_test_fake');
let admin: string;
let webhook: ReturnType<typeof stripeWebhookHandler>;
let refund: ReturnType<typeof adminRefundHandler>;

beforeAll(async () => {
  await resetTestEmulators();
  await seedDemoData(process.env);
  await fake.start();
  const services = () => stripeServices(fake, mailer);
  webhook = stripeWebhookHandler(services);
  refund = adminRefundHandler(services);
  admin = await signIn('admin@example.com', 'local-admin-pass');
});
afterAll(() => fake.stop());

function deliver(type: string, object: unknown, id = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const req = new Request('http://localhost/api/stripe-webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return webhook(req, context()).then(readJson);
}
const refundCall = (body: unknown, handler = refund, token: string | null = admin) =>
  handler(request(adminRefundRoute.path, { token, body }), context()).then(readJson);
const revenue = async () =>
  ((await readJson(await adminOverview(request(adminOverviewRoute.path, { token: admin }), context()))).body as AdminOverview).totals
    .totalRevenue;

/** A learner with a profile who has bought the course through Stripe (the webhook fulfilled it). */
async function buyer(label: string, amount = 2500) {
  const user = await freshUser(label);
  await (
    await db()
  )
    .collection('profiles')
    .doc(user.uid)
    .set({ user_id: user.uid, email: user.email, full_name: `Learner ${label}`, created_at: new Date().toISOString() });
  const session = fake.session({ userId: user.uid, courseId: COURSE, paid: true, amount });
  expect((await deliver('checkout.session.completed', session)).body).toMatchObject({ outcome: 'fulfilled' });
  return { ...user, session };
}
const chargeRefunded = (paymentIntent: unknown) => ({
  id: `ch_${Math.random().toString(36).slice(2)}`,
  object: 'charge',
  payment_intent: paymentIntent,
  refunded: true,
  amount_refunded: 2500,
  refunds: { data: [{ id: 're_dashboard_1' }] },
});

describe('an admin refunds a purchase', () => {
  it('refunds through Stripe, marks the payment, removes the enrollment, e-mails the learner and lowers the revenue, once', async () => {
    const before = await revenue();
    const learner = await buyer('refunded', 3100);
    expect(await revenue()).toBeCloseTo(before + 31, 2);
    const paymentId = learner.session.id;

    expect(await refundCall({ paymentId })).toEqual({ status: 200, body: { refunded: true, enrollmentRemoved: true, emailSent: true } });
    expect(fake.refunds.filter((r) => r.payment_intent === learner.session.payment_intent)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds').at(-1)!.headers['idempotency-key']).toBe(`refund-${paymentId}`);
    const [payment] = await paymentsOf(learner.uid);
    expect(payment).toMatchObject({ refund_status: 'refunded', amount_refunded: 3100, refund_reason: 'admin' });
    expect(payment!.refund_id).toMatch(/^re_test_/);
    expect(await enrollmentsOf(learner.uid)).toEqual([]);
    const mails = mailer.to(learner.email).filter((mail) => /refund/i.test(mail.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your refund for Quantum Alchemy Breathwork');
    expect(mails[0]!.text).toContain('£31.00');
    expect(await revenue()).toBeCloseTo(before, 2);

    // Again: refused with the reason, nothing more refunded or sent. Stripe's echo (charge.refunded) changes nothing.
    expect(await refundCall({ paymentId })).toEqual({
      status: 409,
      body: { error: 'This payment has already been refunded.', code: 'conflict' },
    });
    expect((await deliver('charge.refunded', chargeRefunded(learner.session.payment_intent))).body).toMatchObject({ outcome: 'ignored' });
    expect(fake.refunds.filter((r) => r.payment_intent === learner.session.payment_intent)).toHaveLength(1);
    expect(mailer.to(learner.email).filter((mail) => /refund/i.test(mail.subject))).toHaveLength(1);
  });

  it('refuses bad input and an unknown payment with the reason, changing nothing', async () => {
    const learner = await buyer('untouched');
    const refundsBefore = fake.refunds.length;
    const cases: Array<[unknown, number, RegExp]> = [
      [{}, 400, /paymentId is required/],
      [{ paymentId: '../x' }, 400, /paymentId may only contain/],
      [{ paymentId: learner.session.id, amount: 1 }, 400, /amount/],
      [{ paymentId: 'cs_test_unknown' }, 404, /Payment not found/],
    ];
    for (const [body, status, message] of cases) {
      const response = await refundCall(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.error).toMatch(message);
    }
    expect(fake.refunds.length).toBe(refundsBefore);
    expect(await enrollmentsOf(learner.uid)).toHaveLength(1);
    expect((await paymentsOf(learner.uid))[0]!.refund_status).toBeUndefined();
  });
});

describe('a refund made in the Stripe dashboard', () => {
  it('arrives by the signed charge.refunded webhook and is applied once however often it is delivered', async () => {
    const learner = await buyer('dashboard');
    const charge = chargeRefunded(learner.session.payment_intent);
    expect((await deliver('charge.refunded', charge)).body).toMatchObject({ outcome: 'refunded' });
    expect((await deliver('charge.refunded', charge)).body).toMatchObject({ outcome: 'ignored' }); // a new event id, same charge
    const eventId = 'evt_same_delivery';
    await deliver('charge.refunded', charge, eventId);
    expect((await deliver('charge.refunded', charge, eventId)).body).toMatchObject({ duplicate: true });
    expect(await enrollmentsOf(learner.uid)).toEqual([]);
    expect((await paymentsOf(learner.uid))[0]).toMatchObject({
      refund_status: 'refunded',
      refund_reason: 'stripe-dashboard',
      refund_id: 're_dashboard_1',
    });
    expect(mailer.to(learner.email).filter((mail) => /refund/i.test(mail.subject))).toHaveLength(1);
    expect(fake.refunds.some((r) => r.payment_intent === learner.session.payment_intent)).toBe(false); // Stripe already did it
  });

  it('ignores a charge of no payment of ours and a partial refund', async () => {
    expect((await deliver('charge.refunded', chargeRefunded('pi_somebody_else'))).body).toMatchObject({ outcome: 'ignored' });
    const learner = await buyer('partial');
    expect(
      (await deliver('charge.refunded', { ...chargeRefunded(learner.session.payment_intent), refunded: false, amount_refunded: 500 })).body,
    ).toMatchObject({ outcome: 'ignored' });
    expect(await enrollmentsOf(learner.uid)).toHaveLength(1);
  });
});

describe('a second payment for a course already owned', () => {
  it('is refunded automatically and the learner told; the course stays', async () => {
    const learner = await buyer('twice');
    const second = fake.session({ userId: learner.uid, courseId: COURSE, paid: true });
    expect((await deliver('checkout.session.completed', second)).body).toMatchObject({ outcome: 'fulfilled' });
    expect(fake.refunds.map((r) => r.payment_intent)).toContain(second.payment_intent);
    expect(fake.refunds.map((r) => r.payment_intent)).not.toContain(learner.session.payment_intent);
    const payments = await paymentsOf(learner.uid);
    expect(payments.find((p) => p.id === second.id)).toMatchObject({ refund_status: 'refunded', refund_reason: 'duplicate-payment' });
    expect(payments.find((p) => p.id === learner.session.id)!.refund_status).toBeUndefined();
    expect(await enrollmentsOf(learner.uid)).toHaveLength(1);
    const refundMails = mailer.to(learner.email).filter((mail) => /refund/i.test(mail.subject));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.text).toContain('Your course stays open for you');
  });
});

describe('local payments', () => {
  it("refund through the local test checkout's own record", async () => {
    const localMailer = recordingMailer();
    const localRefund = adminRefundHandler(() => localServices(localMailer));
    const user = await freshUser('local');
    await (
      await db()
    )
      .collection('profiles')
      .doc(user.uid)
      .set({ user_id: user.uid, email: user.email, full_name: '', created_at: new Date().toISOString() });
    const record = await createLocalCheckout(
      {
        courseId: COURSE,
        courseTitle: 'Quantum Alchemy Breathwork',
        amountInPence: 2500,
        customerUid: user.uid,
        customerEmail: user.email,
        successUrl: 'http://localhost/payment-success?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'http://localhost/courses',
        idempotencyKey: `k-${user.uid}`,
        expiresAt: Date.now() + 3600_000,
      },
      'gbp',
    );
    const paid = (await markLocalCheckoutPaid(record.id))!;
    await fulfilPaidCheckout(localCheckoutDetails(paid), {
      ...localServices(localMailer),
      siteOrigin: 'http://localhost',
      source: 'local-checkout',
    });
    expect(await enrollmentsOf(user.uid)).toHaveLength(1);

    expect(await refundCall({ paymentId: record.id }, localRefund)).toMatchObject({
      status: 200,
      body: { refunded: true, enrollmentRemoved: true },
    });
    expect((await getLocalCheckout(record.id))!.refund_id).toMatch(/^re_local_/);
    expect(await enrollmentsOf(user.uid)).toEqual([]);
    expect(localMailer.to(user.email).map((mail) => mail.subject)).toContain('Your refund for Quantum Alchemy Breathwork');
  });
});
