// Security matrix of the purchase functions (anonymous, forged and expired tokens; garbage, expired, signed-out and
// deleted accounts' session cookies and a cookie-carried write from another site or no page; another user's session id),
// and the local test checkout end to end at the function level: create -> view -> pay (the same fulfilment as
// the webhook) -> verify, in local mode (no STRIPE_SECRET_KEY), against the real emulators.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { db } from '../../netlify/lib/firebase';
import createCheckoutFunction from '../../netlify/functions/create-checkout.mts';
import verifyPaymentFunction from '../../netlify/functions/verify-payment.mts';
import stripeWebhookFunction from '../../netlify/functions/stripe-webhook.mts';
import localCheckoutFunction from '../../netlify/functions/local-checkout.mts';
import localCheckoutPayFunction from '../../netlify/functions/local-checkout-pay.mts';
import promotionCheckFunction from '../../netlify/functions/promotion-check.mts';
import certificateFunction from '../../netlify/functions/certificate.mts';
import { createCheckoutHandler } from '../../netlify/lib/purchase/createCheckout';
import { verifyPaymentHandler } from '../../netlify/lib/purchase/verifyPayment';
import { localCheckoutPayHandler, localCheckoutViewHandler, LOCAL_CHECKOUT_DISABLED } from '../../netlify/lib/purchase/localCheckout';
import { PAYMENT_NOT_YOURS } from '../../src/lib/purchase/purchase';
import { context, freshUser, request } from './learningSupport';
import { craftedTokens } from './craftedTokens';
import { asCookieRequest, cookieRefusalCells, refusedCookies, sessionCookieFor, type RefusedCookies } from './sessionSupport';
import { enrollmentsOf, FakeStripe, localServices, readJson, recordingMailer, stripeServices } from './purchaseSupport';
import {
  certificateIssueRoute,
  certificateStatusRoute,
  createCheckoutRoute,
  localCheckoutPayRoute,
  promotionCheckRoute,
  localCheckoutRoute,
  stripeWebhookRoute,
  verifyPaymentRoute,
} from '../../src/api/contract';

const COURSE = 'quantum-alchemy-breathwork';
const ORIGIN = 'http://127.0.0.1:8893';
// Links and return addresses come from the configured site address (URL), never from the request's origin.
const REQUEST_ORIGIN = 'https://evil.example';
beforeAll(() => {
  vi.stubEnv('URL', ORIGIN);
});
afterAll(() => {
  vi.unstubAllEnvs();
});
type Handler = (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>;

const mailer = recordingMailer();
const services = () => localServices(mailer);
const createCheckout = createCheckoutHandler(services);
const verifyPayment = verifyPaymentHandler(services);
const view = localCheckoutViewHandler(services);
const pay = localCheckoutPayHandler(services);

function at(path: string, init: { token?: string | null; body?: unknown; method?: string } = {}): Request {
  const req = request(path, init);
  return new Request(`${REQUEST_ORIGIN}${path}`, {
    method: req.method,
    headers: req.headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
const call = (handler: Handler, req: Request) => handler(req, context()).then(readJson);

let buyer: { uid: string; email: string; token: string };
let other: { uid: string; email: string; token: string };
let tokens: Record<'anonymous' | 'forged' | 'expired', string | null>;
let cookies: RefusedCookies & { buyer: string };

beforeAll(async () => {
  await seedDemoData(process.env);
  buyer = await freshUser('local-buyer');
  other = await freshUser('other');
  // Forged and expired tokens name the buyer.
  const { forged, expired } = craftedTokens(buyer.uid);
  tokens = { anonymous: null, forged, expired };
  cookies = { ...(await refusedCookies()), buyer: await sessionCookieFor(buyer.token) };
});

describe('the local test checkout, end to end', () => {
  it('creates a local session, shows it, pays it through fulfilment and verifies it for its owner only', async () => {
    const created = await call(createCheckout, at(createCheckoutRoute.path, { token: buyer.token, body: { courseId: COURSE } }));
    expect(created.status).toBe(200);
    const id: string = created.body.checkoutId;
    expect(id).toMatch(/^cs_local_[0-9a-f]{40}$/);
    expect(created.body.url).toBe(`${ORIGIN}/local-checkout?id=${id}`);
    // A double click reuses the same session.
    expect(
      (await call(createCheckout, at(createCheckoutRoute.path, { token: buyer.token, body: { courseId: COURSE } }))).body.checkoutId,
    ).toBe(id);

    expect(await call(view, at(`${localCheckoutRoute.path}?id=${id}`, { token: buyer.token }))).toEqual({
      status: 200,
      body: {
        id,
        courseId: COURSE,
        courseTitle: 'Quantum Alchemy Breathwork',
        amountTotal: 2500,
        amountSubtotal: 2500,
        promotionCode: null,
        currency: 'gbp',
        customerEmail: buyer.email,
        paid: false,
        cancelUrl: `${ORIGIN}/courses/${COURSE}`,
      },
    });
    // Anyone else with the link sees the course and price, but not who is buying.
    expect((await call(view, at(`${localCheckoutRoute.path}?id=${id}`))).body.customerEmail).toBeNull();
    expect((await call(view, at(`${localCheckoutRoute.path}?id=${id}`, { token: other.token }))).body.customerEmail).toBeNull();
    // Not paid yet: the result page says so and nothing is granted.
    expect((await call(verifyPayment, at(verifyPaymentRoute.path, { token: buyer.token, body: { sessionId: id } }))).status).toBe(409);
    expect(await enrollmentsOf(buyer.uid)).toHaveLength(0);

    const paid = await call(pay, at(localCheckoutPayRoute.path, { body: { id } }));
    expect(paid).toEqual({ status: 200, body: { redirectUrl: `${ORIGIN}/payment-success?session_id=${id}&course_id=${COURSE}` } });
    // Pay fulfilled already (as Stripe's webhook would): one enrollment, one e-mail.
    expect(await enrollmentsOf(buyer.uid)).toEqual([
      expect.objectContaining({
        id: `${buyer.uid}_${COURSE}`,
        checkout_session_id: id,
        payment_intent_id: expect.stringMatching(/^pi_local_/),
      }),
    ]);
    expect(mailer.to(buyer.email)).toHaveLength(1);
    expect((await call(view, at(`${localCheckoutRoute.path}?id=${id}`))).body.paid).toBe(true);

    // Another user's session id is refused and grants them nothing.
    expect(await call(verifyPayment, at(verifyPaymentRoute.path, { token: other.token, body: { sessionId: id } }))).toEqual({
      status: 403,
      body: { error: PAYMENT_NOT_YOURS, code: 'forbidden' },
    });
    expect(await enrollmentsOf(other.uid)).toHaveLength(0);

    // The owner's result page, and paying again, change nothing more.
    const verified = await call(
      verifyPayment,
      at(verifyPaymentRoute.path, { token: buyer.token, body: { sessionId: id, courseId: COURSE } }),
    );
    expect(verified).toMatchObject({ status: 200, body: { success: true, courseId: COURSE, enrollmentId: `${buyer.uid}_${COURSE}` } });
    expect((await call(pay, at(localCheckoutPayRoute.path, { body: { id } }))).status).toBe(200);
    expect(await enrollmentsOf(buyer.uid)).toHaveLength(1);
    expect(mailer.to(buyer.email)).toHaveLength(1);

    // Buying again is refused politely.
    const again = await call(createCheckout, at(createCheckoutRoute.path, { token: buyer.token, body: { courseId: COURSE } }));
    expect(again.status).toBe(409);
  });

  it('answers 404 for an unknown session and 400 for a malformed id', async () => {
    expect((await call(view, at(`${localCheckoutRoute.path}?id=cs_local_nope`))).status).toBe(404);
    expect((await call(pay, at(localCheckoutPayRoute.path, { body: { id: 'cs_local_nope' } }))).status).toBe(404);
    expect((await call(view, at(`${localCheckoutRoute.path}?id=../etc`))).status).toBe(400);
  });

  it('takes every id exactly as sent: a reserved name or surrounding spaces get 400 with words and nothing is bought', async () => {
    const t = buyer.token;
    const q = encodeURIComponent;
    const idFields: Array<[string, Handler, (id: string) => Request]> = [
      ['checkout courseId', createCheckout, (id) => at(createCheckoutRoute.path, { token: t, body: { courseId: id } })],
      ['verify sessionId', verifyPayment, (id) => at(verifyPaymentRoute.path, { token: t, body: { sessionId: id } })],
      [
        'verify courseId',
        verifyPayment,
        (id) => at(verifyPaymentRoute.path, { token: t, body: { sessionId: 'cs_local_x', courseId: id } }),
      ],
      ['local checkout id', view, (id) => at(`${localCheckoutRoute.path}?id=${q(id)}`)],
      ['local checkout pay id', pay, (id) => at(localCheckoutPayRoute.path, { body: { id } })],
      [
        'promotion check courseId',
        promotionCheckFunction,
        (id) => at(promotionCheckRoute.path, { body: { courseId: id, code: 'SPRING20' } }),
      ],
      ['certificate status courseId', certificateFunction, (id) => at(`${certificateStatusRoute.path}?courseId=${q(id)}`, { token: t })],
      ['certificate courseId', certificateFunction, (id) => at(certificateIssueRoute.path, { token: t, body: { courseId: id } })],
    ];
    const enrolled = (await enrollmentsOf(buyer.uid)).length;
    for (const [label, handler, req] of idFields) {
      for (const [id, words] of [
        ['__proto__', /"__proto__" is a name the database reserves, so it cannot be an id/],
        ['__name__', /"__name__" is a name the database reserves/],
        [label.includes('course') ? ` ${COURSE} ` : ' cs_local_x ', /must not begin or end with a space/],
      ] as const) {
        const answer = await call(handler, req(id));
        expect({ label, id, status: answer.status }).toEqual({ label, id, status: 400 });
        expect((answer.body as { error: string }).error, `${label} ${id}`).toMatch(words);
      }
    }
    // A promotion code is a document id too: one the database reserves is refused in words.
    const code = await call(promotionCheckFunction, at(promotionCheckRoute.path, { body: { courseId: COURSE, code: '__ab__' } }));
    expect(code).toMatchObject({ status: 400, body: { error: 'code: Code must not begin and end with two underscores' } });
    expect(await enrollmentsOf(buyer.uid)).toHaveLength(enrolled);
  });

  it('is closed when Stripe runs the payments, and the webhook is closed in local mode', async () => {
    const fake = new FakeStripe();
    await fake.start();
    try {
      const stripeMode = () => stripeServices(fake, mailer);
      expect(await call(localCheckoutViewHandler(stripeMode), at(`${localCheckoutRoute.path}?id=cs_local_x`))).toEqual({
        status: 404,
        body: { error: LOCAL_CHECKOUT_DISABLED, code: 'not_found' },
      });
      expect((await call(localCheckoutPayHandler(stripeMode), at(localCheckoutPayRoute.path, { body: { id: 'cs_local_x' } }))).status).toBe(
        404,
      );
    } finally {
      await fake.stop();
    }
    const hook = await call(
      stripeWebhookFunction,
      at(stripeWebhookRoute.path, { body: { id: 'evt_1', type: 'checkout.session.completed' } }),
    );
    expect(hook.status).toBe(404);
  });
});

describe('security matrix', () => {
  const ENDPOINTS: Array<{ name: string; handler: Handler; body: () => unknown }> = [
    { name: 'create-checkout', handler: createCheckoutFunction, body: () => ({ courseId: COURSE }) },
    { name: 'verify-payment', handler: verifyPaymentFunction, body: () => ({ sessionId: 'cs_local_0000' }) },
  ];

  describe.each(ENDPOINTS)('$name', ({ handler, body }) => {
    for (const caller of ['anonymous', 'forged', 'expired'] as const) {
      it(`refuses the ${caller} caller with 401 and creates nothing`, async () => {
        const before = (await (await db()).collection('local_checkout_sessions').where('user_id', '==', buyer.uid).get()).size;
        const response = await call(
          handler,
          at((handler === createCheckoutFunction ? createCheckoutRoute : verifyPaymentRoute).path, { token: tokens[caller], body: body() }),
        );
        expect(response).toEqual({ status: 401, body: { error: 'Authentication required', code: 'unauthenticated' } });
        expect((await (await db()).collection('local_checkout_sessions').where('user_id', '==', buyer.uid).get()).size).toBe(before);
      });
    }

    it('refuses other methods with 405', async () => {
      expect((await call(handler, at('/api/x', { token: buyer.token }))).status).toBe(405);
    });

    const path = () => (handler === createCheckoutFunction ? createCheckoutRoute : verifyPaymentRoute).path;
    cookieRefusalCells(
      { handler, req: () => at(path(), { body: body() }), write: true },
      () => cookies,
      () => cookies.buyer,
    );
  });

  it("create-checkout serves the buyer's session cookie alone, from the site's own page", async () => {
    const response = await call(
      createCheckoutFunction,
      asCookieRequest(at(createCheckoutRoute.path, { body: { courseId: 'the-animal-that-walks-with-you' } }), cookies.buyer, 'own'),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const session = (await (await db()).collection('local_checkout_sessions').doc(response.body.checkoutId).get()).data()!;
    expect(session).toMatchObject({ user_id: buyer.uid, customer_email: buyer.email });
  });

  it("create-checkout never acts for another user: a user id in the body is refused, and the session is the caller's", async () => {
    const refused = await call(
      createCheckout,
      at(createCheckoutRoute.path, { token: other.token, body: { courseId: 'the-animal-that-walks-with-you', userId: buyer.uid } }),
    );
    expect(refused.status).toBe(400);
    const created = await call(
      createCheckout,
      at(createCheckoutRoute.path, { token: other.token, body: { courseId: 'the-animal-that-walks-with-you', userEmail: buyer.email } }),
    );
    expect(created.status).toBe(200);
    const session = (await (await db()).collection('local_checkout_sessions').doc(created.body.checkoutId).get()).data()!;
    expect(session).toMatchObject({ user_id: other.uid, customer_email: other.email, amount_total: 19999 });
  });

  it("verify-payment refuses another user's paid session, through the deployed function too", async () => {
    const created = await call(createCheckout, at(createCheckoutRoute.path, { token: other.token, body: { courseId: COURSE } }));
    await call(pay, at(localCheckoutPayRoute.path, { body: { id: created.body.checkoutId } }));
    const response = await call(
      verifyPaymentFunction,
      at(verifyPaymentRoute.path, { token: buyer.token, body: { sessionId: created.body.checkoutId } }),
    );
    expect(response).toEqual({ status: 403, body: { error: PAYMENT_NOT_YOURS, code: 'forbidden' } });
    expect((await enrollmentsOf(buyer.uid)).map((e) => e.course_id)).toEqual([COURSE]); // only their own earlier purchase
  });

  it('the deployed local-checkout functions answer in local mode', async () => {
    expect((await call(localCheckoutFunction, at(`${localCheckoutRoute.path}?id=cs_local_nope`))).status).toBe(404);
    expect((await call(localCheckoutPayFunction, at(localCheckoutPayRoute.path, { body: {} }))).status).toBe(400);
  });
});
