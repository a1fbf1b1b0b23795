// "Try again" only when nothing happened: the money paths when a request runs out of its budget while its work
// goes on. A small budget (BACKEND_TIMEOUT_MS 2500: 5 s, room for the steps before the held one on a loaded
// machine) and work held past it on purpose (the Firestore emulator paused with SIGSTOP, or a mailer that waits
// for the test), so the budget always runs out at the chosen step. The context
// collects what the handlers ask the platform to wait for (Netlify's waitUntil), so each case waits for the work
// that outlived its answer to end, then checks what the learner and the admin find. Real emulators, the real
// `stripe` library against the local Stripe-like server.
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import createUserAndEnroll from '../../netlify/functions/create-user-and-enroll.mts';
import { db } from '../../netlify/lib/firebase';
import { unavailableMessage } from '../../netlify/lib/faults';
import { unfinishedPaymentsHandler } from '../../netlify/lib/admin/unfinishedPaymentsHandler';
import { createCheckoutHandler } from '../../netlify/lib/purchase/createCheckout';
import { localCheckoutPayHandler } from '../../netlify/lib/purchase/localCheckout';
import { markLocalCheckoutPaid } from '../../netlify/lib/purchase/localCheckoutPayment';
import { verifyPaymentHandler } from '../../netlify/lib/purchase/verifyPayment';
import { stripeWebhookHandler } from '../../netlify/lib/purchase/webhook';
import { MANUAL_ENROLLMENT_REFERENCE } from '../../src/lib/admin/admin';
import { unfinishedPaymentWords } from '../../src/lib/purchase/unfinishedPayments';
import {
  adminFinishPaymentsRoute,
  adminUnfinishedPaymentsRoute,
  createCheckoutRoute,
  createUserAndEnrollRoute,
  localCheckoutPayRoute,
  verifyPaymentRoute,
} from '../../src/api/contract';
import { TEST_PORTS } from '../support/emulators';
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
import { pidListeningOn } from './resilienceSupport';

const COURSE = 'quantum-alchemy-breathwork';
const ORIGIN = 'https://maya.example';
type Handler = (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>;

// ---- Work that outlives its answer

const lateWork: Array<Promise<unknown>> = [];
/** A request context whose waitUntil collects the work the handler follows after answering. */
const lateContext = () => Object.assign(context(), { waitUntil: (promise: Promise<unknown>) => void lateWork.push(promise) });
/** Waits until every piece of work that outlived its answer has ended (and logged how). */
async function lateWorkEnds(): Promise<void> {
  while (lateWork.length > 0) await Promise.all(lateWork.splice(0));
}
const call = (handler: Handler, req: Request) => handler(req, lateContext()).then(readJson);

// ---- A mailer the test holds: sending waits until released

const mailer = recordingMailer();
const recordedSend = mailer.send.bind(mailer);
let mailGate: Promise<void> | null = null;
let releaseMail = () => {};
mailer.send = async (message) => {
  await mailGate;
  return recordedSend(message);
};
/** From now on every e-mail waits; the returned function (or the end of the case) lets them go. */
function holdMail(): () => void {
  mailGate = new Promise<void>((resolve) => {
    releaseMail = () => {
      mailGate = null;
      resolve();
    };
  });
  return () => releaseMail();
}

// ---- The database stalls: the Firestore emulator's process paused

let firestorePid = 0;
let paused = false;
async function whileDatabaseStalls<T>(work: () => Promise<T>): Promise<T> {
  process.kill(firestorePid, 'SIGSTOP');
  paused = true;
  try {
    return await work();
  } finally {
    process.kill(firestorePid, 'SIGCONT');
    paused = false;
  }
}

// ---- Services and callers

const fake = new FakeStripe();
const local = () => localServices(mailer);
const stripe = () => stripeServices(fake, mailer);
const createLocalCheckout = createCheckoutHandler(local);
const pay = localCheckoutPayHandler(local);
const verifyLocal = verifyPaymentHandler(local);
const verifyStripe = verifyPaymentHandler(stripe);
const webhook = stripeWebhookHandler(stripe);
const adminUnfinished = unfinishedPaymentsHandler(stripe);
let adminToken: string;

function deliver(type: string, object: unknown, id: string) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = new Stripe('sk_test_fake').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const req = new Request('http://localhost/api/stripe-webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return call(webhook, req);
}

async function openLocalCheckout(buyer: { token: string }): Promise<string> {
  const created = await call(createLocalCheckout, request(createCheckoutRoute.path, { token: buyer.token, body: { courseId: COURSE } }));
  expect(created.status).toBe(200);
  return created.body.checkoutId as string;
}
const pressPay = (id: string) => call(pay, request(localCheckoutPayRoute.path, { body: { id } }));
const resultPage = (handler: Handler, buyer: { token: string }, sessionId: string) =>
  call(handler, request(verifyPaymentRoute.path, { token: buyer.token, body: { sessionId } }));
const localCheckoutRecord = async (id: string) => (await (await db()).collection('local_checkout_sessions').doc(id).get()).data()!;
const unfinishedList = async () => {
  const answer = await call(adminUnfinished, request(adminUnfinishedPaymentsRoute.path, { token: adminToken }));
  expect(answer.status).toBe(200);
  return answer.body.unfinishedPayments as Array<Record<string, unknown>>;
};

let consoleError: ReturnType<typeof vi.spyOn>;
let consoleInfo: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  vi.stubEnv('URL', ORIGIN);
  vi.stubEnv('BACKEND_TIMEOUT_MS', '2500');
  await seedDemoData(process.env);
  await fake.start();
  adminToken = await signIn('admin@example.com', 'local-admin-pass');
  const pid = pidListeningOn(TEST_PORTS.firestore);
  if (!pid) throw new Error(`No process of this user listens on the test Firestore port ${TEST_PORTS.firestore}`);
  firestorePid = pid;
  consoleError = vi.spyOn(console, 'error');
  consoleInfo = vi.spyOn(console, 'info');
});
afterEach(async () => {
  // Whatever happened, the database runs again and no work of one case spills into the next.
  if (paused) process.kill(firestorePid, 'SIGCONT');
  releaseMail();
  await lateWorkEnds();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  consoleError.mockRestore();
  consoleInfo.mockRestore();
  await fake.stop();
});

describe('the local Pay', { timeout: 60_000 }, () => {
  it('that runs out of time while the database stalls answers 503 and charges nothing; paying again works, once', async () => {
    const buyer = await freshUser('stalled-pay');
    const id = await openLocalCheckout(buyer);

    const answer = await whileDatabaseStalls(() => pressPay(id));
    expect(answer).toEqual({ status: 503, body: { error: unavailableMessage('database'), code: 'unavailable' } });
    await lateWorkEnds();

    // The charge gave up when it saw the answer had gone: the checkout is as it was, and can still be paid.
    expect(await localCheckoutRecord(id)).toMatchObject({ status: 'open', payment_status: 'unpaid', payment_intent_id: null });
    expect(await paymentsOf(buyer.uid)).toHaveLength(0);
    expect(await enrollmentsOf(buyer.uid)).toHaveLength(0);
    expect(mailer.to(buyer.email)).toHaveLength(0);
    expect(consoleInfo).toHaveBeenCalledWith('[api] POST /api/local-checkout/pay stopped after its 503 answer, before committing anything');

    const again = await pressPay(id);
    expect(again).toEqual({ status: 200, body: { redirectUrl: `${ORIGIN}/payment-success?session_id=${id}&course_id=${COURSE}` } });
    await lateWorkEnds();
    expect(await paymentsOf(buyer.uid)).toHaveLength(1);
    expect(await enrollmentsOf(buyer.uid)).toHaveLength(1);
    expect(mailer.to(buyer.email)).toHaveLength(1);
  });

  it('that runs out of time after the charge sends the buyer to the result page, which finds the course; one of each', async () => {
    const buyer = await freshUser('slow-pay');
    const id = await openLocalCheckout(buyer);
    const release = holdMail();

    // Charged and enrolled; the confirmation is still on its way when the budget runs out: not a 503.
    const answer = await pressPay(id);
    expect(answer).toEqual({ status: 200, body: { redirectUrl: `${ORIGIN}/payment-success?session_id=${id}&course_id=${COURSE}` } });
    const result = await resultPage(verifyLocal, buyer, id);
    expect(result).toMatchObject({ status: 200, body: { success: true, courseId: COURSE, courseTitle: 'Quantum Alchemy Breathwork' } });

    release();
    await lateWorkEnds();
    expect(await paymentsOf(buyer.uid)).toEqual([expect.objectContaining({ checkout_session_id: id, email_status: 'sent' })]);
    expect(await enrollmentsOf(buyer.uid)).toHaveLength(1);
    expect(mailer.to(buyer.email)).toHaveLength(1);
    expect(await unfinishedList()).toEqual([]);
  });

  it('Pays and result pages at once, the e-mail held past the budget: one payment, one enrollment, one e-mail', async () => {
    const buyer = await freshUser('crowd');
    const id = await openLocalCheckout(buyer);
    const release = holdMail();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? pressPay(id) : resultPage(verifyLocal, buyer, id))),
    );
    release();
    await lateWorkEnds();

    const pays = answers.filter((_, i) => i % 2 === 0);
    const redirect = { redirectUrl: `${ORIGIN}/payment-success?session_id=${id}&course_id=${COURSE}` };
    // A Pay answers the result page once the charge may have happened; a 503 only from one that charged nothing.
    expect(pays.filter((answer) => answer.status === 200).map((answer) => answer.body)).toContainEqual(redirect);
    for (const answer of pays) expect([200, 503]).toContain(answer.status);
    // A result page before the charge says "not completed yet"; never anything worse than "try again".
    for (const answer of answers) expect([200, 409, 503]).toContain(answer.status);
    expect(await paymentsOf(buyer.uid)).toHaveLength(1);
    expect(await enrollmentsOf(buyer.uid)).toHaveLength(1);
    expect(mailer.to(buyer.email)).toHaveLength(1);
    // And the result page, opened again, finds it done.
    expect(await resultPage(verifyLocal, buyer, id)).toMatchObject({ status: 200, body: { success: true, courseId: COURSE } });
  });
});

describe('Stripe: the result page and the webhook', { timeout: 60_000 }, () => {
  it('a result page whose work fails after its 503 is logged with the checkout id, listed for the admin, and finished once', async () => {
    const buyer = await freshUser('late-failure');
    // A course whose record is missing when the fulfilment runs: it fails, but only once the database is back,
    // long after the 503 was sent.
    const courseId = 'course-back-later';
    const session = fake.session({ userId: buyer.uid, courseId, paid: true, amount: 3100 });

    const answer = await whileDatabaseStalls(() => resultPage(verifyStripe, buyer, session.id));
    expect(answer).toEqual({ status: 503, body: { error: unavailableMessage('database'), code: 'unavailable' } });
    await lateWorkEnds();

    expect(consoleError).toHaveBeenCalledWith(
      `[purchase] ${session.id}: paid, but the course could not be added (after the request had answered); listed for the admin until it is done:`,
      expect.objectContaining({ message: expect.stringContaining('does not exist') }),
    );
    expect(consoleError).toHaveBeenCalledWith('[api] POST /api/verify-payment failed after its 503 answer:', expect.anything());
    const [listed, ...others] = await unfinishedList();
    expect(others).toEqual([]);
    expect(listed).toMatchObject({ checkoutId: session.id, kind: 'not-enrolled', learnerEmail: buyer.email, amountPence: 3100 });
    expect(unfinishedPaymentWords(listed as never, '£31.00')).toBe(
      `${buyer.email} paid £31.00 for ${courseId}, but the course could not be added to their account. It is added when they open their payment page again, or with Finish now.`,
    );
    expect(await paymentsOf(buyer.uid)).toHaveLength(0);
    expect(await enrollmentsOf(buyer.uid)).toHaveLength(0);

    // The course is back: the admin's Finish now completes it, once; the result page then finds it done.
    await (
      await db()
    )
      .collection('courses')
      .doc(courseId)
      .set({ title: 'Back Later', description: 'x', price: 31, created_at: new Date().toISOString() });
    const finished = await call(adminUnfinished, request(adminFinishPaymentsRoute.path, { token: adminToken, method: 'POST' }));
    expect(finished).toEqual({ status: 200, body: { finished: 1, stillUnfinished: [] } });
    expect(await resultPage(verifyStripe, buyer, session.id)).toMatchObject({ status: 200, body: { success: true, courseId } });
    expect(await paymentsOf(buyer.uid)).toHaveLength(1);
    expect(await enrollmentsOf(buyer.uid)).toHaveLength(1);
    expect(mailer.to(buyer.email)).toHaveLength(1);
    expect(await unfinishedList()).toEqual([]);
  });

  it('a result page that runs out of time once the course is recorded answers success, not 503', async () => {
    const buyer = await freshUser('late-success');
    const session = fake.session({ userId: buyer.uid, courseId: COURSE, paid: true });
    const release = holdMail();
    expect(await resultPage(verifyStripe, buyer, session.id)).toMatchObject({ status: 200, body: { success: true, courseId: COURSE } });
    release();
    await lateWorkEnds();
    expect(mailer.to(buyer.email)).toHaveLength(1);
  });

  it("the webhook's 503 is safe to retry: Stripe's retry finds the payment recorded, and the e-mail goes once", async () => {
    const buyer = await freshUser('webhook-retry');
    const session = fake.session({ userId: buyer.uid, courseId: COURSE, paid: true });
    const eventId = `evt_${session.id}`;
    const release = holdMail();
    expect((await deliver('checkout.session.completed', session, eventId)).status).toBe(503);
    // Stripe tries again while the first delivery's e-mail is still on its way.
    expect(await deliver('checkout.session.completed', session, eventId)).toEqual({
      status: 200,
      body: { received: true, outcome: 'fulfilled' },
    });
    release();
    await lateWorkEnds();
    expect(await deliver('checkout.session.completed', session, eventId)).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    expect(await paymentsOf(buyer.uid)).toHaveLength(1);
    expect(await enrollmentsOf(buyer.uid)).toHaveLength(1);
    expect(mailer.to(buyer.email)).toHaveLength(1);
  });
});

describe('the automatic refund when the learner already has the course', { timeout: 60_000 }, () => {
  it('the admin enrols them while they pay: the payment goes back and the e-mail says why, in plain words', async () => {
    const buyer = await freshUser('enrolled-while-paying');
    await (
      await db()
    )
      .collection('profiles')
      .doc(buyer.uid)
      .set({ user_id: buyer.uid, email: buyer.email, full_name: 'Ada Lovelace', created_at: new Date().toISOString() });
    const id = await openLocalCheckout(buyer);
    // The charge goes through...
    expect(await markLocalCheckoutPaid(id)).toMatchObject({ payment_status: 'paid' });
    // ...the admin enrols the learner by hand before the course is added...
    const enrolled = await call(
      createUserAndEnroll as Handler,
      request(createUserAndEnrollRoute.path, { token: adminToken, body: { userEmail: buyer.email, courseId: COURSE } }),
    );
    expect(enrolled).toMatchObject({ status: 200, body: { created: true, userId: buyer.uid } });
    // ...and the result page records the payment, which goes straight back.
    expect(await resultPage(verifyLocal, buyer, id)).toMatchObject({ status: 200, body: { success: true, courseId: COURSE } });
    await lateWorkEnds();

    expect(await paymentsOf(buyer.uid)).toEqual([
      expect.objectContaining({ checkout_session_id: id, refund_status: 'refunded', refund_reason: 'duplicate-payment' }),
    ]);
    expect(await enrollmentsOf(buyer.uid)).toEqual([expect.objectContaining({ payment_intent_id: MANUAL_ENROLLMENT_REFERENCE })]);
    expect((await localCheckoutRecord(id)).refund_id).toMatch(/^re_local_/);
    const refunds = mailer.to(buyer.email).filter((mail) => mail.subject === 'Your refund for Quantum Alchemy Breathwork');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.text).toContain('Hello Ada Lovelace,');
    expect(refunds[0]!.text).toContain(
      'While your payment for Quantum Alchemy Breathwork was going through, I added you to the course myself, so there is nothing for you to pay: your payment has been refunded in full.',
    );
    expect(refunds[0]!.text).not.toMatch(/second/i);
  });

  it('a refund that fails is listed for the admin with the reason the money is due back, and Finish now refunds it once', async () => {
    const buyer = await freshUser('refund-fails');
    const first = fake.session({ userId: buyer.uid, courseId: COURSE, paid: true });
    expect((await deliver('checkout.session.completed', first, `evt_${first.id}`)).body).toMatchObject({ outcome: 'fulfilled' });
    const second = fake.session({ userId: buyer.uid, courseId: COURSE, paid: true, amount: 2500 });
    fake.failNext(1); // Stripe's refund call fails
    expect((await deliver('checkout.session.completed', second, `evt_${second.id}`)).body).toMatchObject({ outcome: 'fulfilled' });
    expect(fake.refunds.some((refund) => refund.payment_intent === second.payment_intent)).toBe(false);
    expect(consoleError).toHaveBeenCalledWith(
      `[purchase] ${second.id}: the automatic refund failed; listed for the admin until it is done:`,
      expect.anything(),
    );
    const [listed] = await unfinishedList();
    expect(listed).toMatchObject({ checkoutId: second.id, kind: 'refund-failed', enrolledByHand: false, learnerEmail: buyer.email });
    expect(unfinishedPaymentWords(listed as never, '£25.00')).toBe(
      `${buyer.email} paid £25.00 for Quantum Alchemy Breathwork although they had already paid for it, and the automatic refund did not go through. Finish now refunds it.`,
    );

    const finished = await call(adminUnfinished, request(adminFinishPaymentsRoute.path, { token: adminToken, method: 'POST' }));
    expect(finished).toEqual({ status: 200, body: { finished: 1, stillUnfinished: [] } });
    expect(fake.refunds.filter((refund) => refund.payment_intent === second.payment_intent)).toHaveLength(1);
    expect(fake.refunds.some((refund) => refund.payment_intent === first.payment_intent)).toBe(false);
    const refunds = mailer.to(buyer.email).filter((mail) => /refund/i.test(mail.subject));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.text).toContain(
      'You had already paid for Quantum Alchemy Breathwork, so this second payment for it has been refunded in full.',
    );
    expect(await enrollmentsOf(buyer.uid)).toHaveLength(1);
    expect(await unfinishedList()).toEqual([]);
  });
});
