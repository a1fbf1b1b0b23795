// One charge per course: a learner has at most one open checkout per course; enrolling them (a
// purchase or an admin) closes it; paying a closed or already-owned checkout is refused before any money
// moves; local checkout ids are random; 20 concurrent fulfilments give one enrollment, one payment, one e-mail.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import createUserAndEnroll from '../../netlify/functions/create-user-and-enroll.mts';
import { db } from '../../netlify/lib/firebase';
import { createCheckoutHandler } from '../../netlify/lib/purchase/createCheckout';
import { localCheckoutPayHandler } from '../../netlify/lib/purchase/localCheckout';
import { verifyPaymentHandler } from '../../netlify/lib/purchase/verifyPayment';
import { ALREADY_ENROLLED, CHECKOUT_CLOSED } from '../../src/lib/purchase/purchase';
import { context, freshUser, request, signIn } from './learningSupport';
import { enrollmentsOf, FakeStripe, localServices, paymentsOf, readJson, recordingMailer, stripeServices } from './purchaseSupport';
import { createCheckoutRoute, createUserAndEnrollRoute, localCheckoutPayRoute, verifyPaymentRoute } from '../../src/api/contract';

const COURSE = 'quantum-alchemy-breathwork';
const ORIGIN = 'http://127.0.0.1:8894';
// Links and return addresses come from the configured site address (URL), never from the request's origin.
const REQUEST_ORIGIN = 'https://evil.example';
beforeAll(() => {
  vi.stubEnv('URL', ORIGIN);
});
afterAll(() => {
  vi.unstubAllEnvs();
});
const MINUTE = 60 * 1000;
type Handler = (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>;

function at(path: string, init: { token?: string | null; body?: unknown } = {}): Request {
  const req = request(path, init);
  return new Request(`${REQUEST_ORIGIN}${path}`, {
    method: req.method,
    headers: req.headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
const call = (handler: Handler, req: Request) => handler(req, context()).then(readJson);

// A clock the tests move: "an hour later" without waiting an hour.
let clock = Date.now();
const now = () => clock;

const mailer = recordingMailer();
const fake = new FakeStripe();
let adminToken: string;

beforeAll(async () => {
  await seedDemoData(process.env);
  await fake.start();
  adminToken = await signIn('admin@example.com', 'local-admin-pass');
});
afterAll(() => fake.stop());

describe('Stripe: one open Checkout Session per learner and course', () => {
  const services = () => stripeServices(fake, mailer);
  const createCheckout = createCheckoutHandler(services, now);
  const verifyPayment = verifyPaymentHandler(services);

  it('gives a second request more than 10 minutes later the same session, short-lived', async () => {
    clock = Date.now();
    const user = await freshUser('two-tabs');
    const first = await call(createCheckout, at(createCheckoutRoute.path, { token: user.token, body: { courseId: COURSE } }));
    expect(first.status).toBe(200);
    const expiresAt = Number(fake.requests.at(-1)!.form.expires_at) * 1000;
    expect(expiresAt - clock).toBeGreaterThanOrEqual(30 * MINUTE);
    expect(expiresAt - clock).toBeLessThanOrEqual(40 * MINUTE);

    clock += 15 * MINUTE; // past the old 10-minute idempotency window
    const second = await call(createCheckout, at(createCheckoutRoute.path, { token: user.token, body: { courseId: COURSE } }));
    expect(second.body.checkoutId).toBe(first.body.checkoutId);
    expect(fake.sessions.get(first.body.checkoutId)!.status).toBe('open');
  });

  it('replaces a session about to run out, and expires the old one so it cannot be paid', async () => {
    // Late in a 10-minute window, so the session expires 31 minutes later (expiry is the window's end + 30 min),
    // whatever the wall clock: 28 minutes on, it has 3 minutes left.
    clock = Math.floor(Date.now() / (10 * MINUTE)) * 10 * MINUTE + 9 * MINUTE;
    const user = await freshUser('late-tab');
    const first = await call(createCheckout, at(createCheckoutRoute.path, { token: user.token, body: { courseId: COURSE } }));
    clock += 28 * MINUTE; // under 10 minutes left
    const second = await call(createCheckout, at(createCheckoutRoute.path, { token: user.token, body: { courseId: COURSE } }));
    expect(second.status).toBe(200);
    expect(second.body.checkoutId).not.toBe(first.body.checkoutId);
    expect(fake.sessions.get(first.body.checkoutId)!.status).toBe('expired');
    expect(() => fake.pay(first.body.checkoutId)).toThrow(/cannot be paid/);
  });

  it('a purchase expires the learner’s other open session for the course', async () => {
    clock = Date.now();
    const user = await freshUser('other-session');
    const open = await call(createCheckout, at(createCheckoutRoute.path, { token: user.token, body: { courseId: COURSE } }));
    // Paid through another session (e.g. one made before this release), then verified.
    const paid = fake.session({ userId: user.uid, courseId: COURSE, paid: true });
    expect((await call(verifyPayment, at(verifyPaymentRoute.path, { token: user.token, body: { sessionId: paid.id } }))).status).toBe(200);
    expect(fake.sessions.get(open.body.checkoutId)!.status).toBe('expired');
    expect(await enrollmentsOf(user.uid)).toHaveLength(1);
  });
});

describe('local checkout: one open checkout, closed by any enrollment', () => {
  const services = () => localServices(mailer);
  const createCheckout = createCheckoutHandler(services, now);
  const pay = localCheckoutPayHandler(services);
  const verifyPayment = verifyPaymentHandler(services);

  it('uses random ids, and gives concurrent requests the same open checkout', async () => {
    clock = Date.now();
    const user = await freshUser('random-id');
    const request = () => call(createCheckout, at(createCheckoutRoute.path, { token: user.token, body: { courseId: COURSE } }));
    // Five at once (double clicks, two tabs): each must answer within its budget, none gets a 503.
    const results = await Promise.all(Array.from({ length: 5 }, () => request()));
    const ids = new Set(results.map((result) => result.body.checkoutId));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);
    expect(ids.size).toBe(1);
    const [id] = [...ids] as string[];
    expect(id).toMatch(/^cs_local_[0-9a-f]{40}$/);
    // The losers' checkouts were closed: only one of this learner's checkouts can be paid.
    const sessions = await (await db()).collection('local_checkout_sessions').where('user_id', '==', user.uid).get();
    expect(sessions.docs.filter((doc) => doc.get('status') === 'open').map((doc) => doc.id)).toEqual([id]);
  });

  it('refuses to pay a checkout after an admin enrolled the learner, before anything is charged', async () => {
    clock = Date.now();
    const user = await freshUser('admin-then-pay');
    const open = await call(createCheckout, at(createCheckoutRoute.path, { token: user.token, body: { courseId: COURSE } }));
    const enrolled = await call(
      createUserAndEnroll as Handler,
      at(createUserAndEnrollRoute.path, { token: adminToken, body: { userEmail: user.email, courseId: COURSE } }),
    );
    expect(enrolled).toMatchObject({ status: 200, body: { created: true, userId: user.uid } });

    const mailsBefore = mailer.sent.length;
    const refused = await call(pay, at(localCheckoutPayRoute.path, { body: { id: open.body.checkoutId } }));
    expect(refused).toEqual({ status: 409, body: { error: ALREADY_ENROLLED, code: 'already_enrolled' } });
    const record = (await (await db()).collection('local_checkout_sessions').doc(open.body.checkoutId).get()).data()!;
    expect(record).toMatchObject({ status: 'expired', payment_status: 'unpaid', payment_intent_id: null });
    expect(await paymentsOf(user.uid)).toHaveLength(0);
    expect(mailer.sent.length).toBe(mailsBefore);
    expect(await enrollmentsOf(user.uid)).toEqual([expect.objectContaining({ payment_intent_id: 'manual_admin_enrollment' })]);
  });

  it('refuses a checkout that was replaced by a newer one', async () => {
    clock = Date.now();
    const user = await freshUser('replaced');
    const first = await call(createCheckout, at(createCheckoutRoute.path, { token: user.token, body: { courseId: COURSE } }));
    clock += 35 * MINUTE;
    const second = await call(createCheckout, at(createCheckoutRoute.path, { token: user.token, body: { courseId: COURSE } }));
    expect(second.body.checkoutId).not.toBe(first.body.checkoutId);
    clock = Date.now();
    expect(await call(pay, at(localCheckoutPayRoute.path, { body: { id: first.body.checkoutId } }))).toEqual({
      status: 409,
      body: { error: CHECKOUT_CLOSED, code: 'conflict' },
    });
    expect(await paymentsOf(user.uid)).toHaveLength(0);
  });

  it('20 concurrent fulfilments of one paid checkout: one enrollment, one payment record, one e-mail', async () => {
    clock = Date.now();
    const user = await freshUser('twenty');
    const { body } = await call(createCheckout, at(createCheckoutRoute.path, { token: user.token, body: { courseId: COURSE } }));
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? call(pay, at(localCheckoutPayRoute.path, { body: { id: body.checkoutId } }))
          : call(verifyPayment, at(verifyPaymentRoute.path, { token: user.token, body: { sessionId: body.checkoutId } })),
      ),
    );
    // Pays all succeed; a verify that ran before the first pay may say "not completed yet" (409), never worse.
    const pays = results.filter((_, i) => i % 2 === 0);
    expect(pays.map((result) => result.status)).toEqual(pays.map(() => 200));
    for (const result of results) expect([200, 409]).toContain(result.status);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(await enrollmentsOf(user.uid)).toHaveLength(1);
    expect(await paymentsOf(user.uid)).toHaveLength(1);
    expect(mailer.to(user.email)).toHaveLength(1);
  });
});
