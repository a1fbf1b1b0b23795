// Promotion codes against the real emulators: the admin's codes (local and with the real `stripe` library against
// the Stripe-like server), a buyer's check, checkout with a code (local test checkout and Stripe), the payment
// record holding what was paid and the code, a 100%-off code enrolling without a card, refusals that change
// nothing, and the maximum holding when buyers pay at the same moment.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callerTokens } from './adminSupport';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import promotionCheck from '../../netlify/functions/promotion-check.mts';
import { adminPromotionsHandler } from '../../netlify/lib/admin/promotionsHandler';
import { adminOverview } from '../../netlify/lib/admin/adminStats';
import { adminInsight } from '../../netlify/lib/admin/adminInsight';
import { adminExportStream } from '../../netlify/lib/admin/adminExport';
import { createCheckoutHandler } from '../../netlify/lib/purchase/createCheckout';
import { localCheckoutPayHandler, localCheckoutViewHandler } from '../../netlify/lib/purchase/localCheckout';
import { verifyPaymentHandler } from '../../netlify/lib/purchase/verifyPayment';
import { collections } from '../../netlify/lib/data/collections';
import { db } from '../../netlify/lib/firebase';
import {
  PROMOTION_EXPIRED,
  PROMOTION_INACTIVE,
  PROMOTION_OTHER_COURSE,
  PROMOTION_UNKNOWN,
  PROMOTION_USED_UP,
} from '../../src/lib/purchase/promotions';
import { context, freshUser, request } from './learningSupport';
import { enrollmentsOf, FakeStripe, localServices, paymentsOf, readJson, recordingMailer, stripeServices } from './purchaseSupport';
import {
  adminPromotionsRoute,
  createCheckoutRoute,
  localCheckoutPayRoute,
  promotionCheckRoute,
  verifyPaymentRoute,
} from '../../src/api/contract';

const BREATHWORK = 'quantum-alchemy-breathwork'; // £25.00
const ANIMALS = 'the-animal-that-walks-with-you'; // £199.99
const ORIGIN = 'http://127.0.0.1:8980';
type Handler = (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>;

beforeAll(() => vi.stubEnv('URL', ORIGIN));
afterAll(() => vi.unstubAllEnvs());

const mailer = recordingMailer();
const fake = new FakeStripe();
let tokens: Awaited<ReturnType<typeof callerTokens>>;

beforeAll(async () => {
  await seedDemoData(process.env);
  await fake.start();
  tokens = await callerTokens();
});
afterAll(() => fake.stop());

const call = (handler: Handler, path: string, init: { token?: string | null; body?: unknown; method?: string } = {}) =>
  handler(request(path, init), context()).then(readJson);

const local = () => localServices(mailer);
const admin = adminPromotionsHandler(local);
const createLocal = createCheckoutHandler(local);
const pay = localCheckoutPayHandler(local);
const view = localCheckoutViewHandler(local);
const verify = verifyPaymentHandler(local);

const newCode = (body: Record<string, unknown>, handler: Handler = admin) =>
  call(handler, adminPromotionsRoute.path, { token: tokens.admin, body });
const listed = async (code: string) => {
  const { body } = await call(admin, adminPromotionsRoute.path, { token: tokens.admin });
  return (body.promotions as Array<{ code: string; redemptions: number; active: boolean }>).find((row) => row.code === code);
};
const check = (courseId: string, code: string) => call(promotionCheck, promotionCheckRoute.path, { body: { courseId, code } });
const checkout = (token: string, courseId: string, promotionCode?: string, handler: Handler = createLocal) =>
  call(handler, createCheckoutRoute.path, { token, body: { courseId, ...(promotionCode ? { promotionCode } : {}) } });
const payLocal = (id: string) => call(pay, localCheckoutPayRoute.path, { body: { id } });

describe('the admin makes and stops codes', () => {
  it('creates a 20% code for one course and lists it with no redemptions; learners may not', async () => {
    const created = await newCode({ code: 'spring20', percentOff: 20, courseId: BREATHWORK, maxRedemptions: 50 });
    expect(created.status).toBe(200);
    expect(created.body.promotion).toMatchObject({
      code: 'SPRING20',
      percent_off: 20,
      course_id: BREATHWORK,
      redemptions: 0,
      active: true,
    });
    expect(await listed('SPRING20')).toMatchObject({ redemptions: 0 });
    expect((await newCode({ code: 'SPRING20', percentOff: 10 })).body.error).toBe('A promotion code with this name already exists.');
    const refused = await call(admin, adminPromotionsRoute.path, { token: tokens.learner, body: { code: 'MINE', percentOff: 90 } });
    expect(refused.status).toBe(403);
    expect(await listed('MINE')).toBeUndefined();
  });

  it('refuses a code with both or neither discount, or a past expiry, and stores nothing', async () => {
    expect((await newCode({ code: 'BOTH', percentOff: 10, amountOff: 5 })).status).toBe(400);
    expect((await newCode({ code: 'NONE' })).status).toBe(400);
    const past = await newCode({ code: 'OLD', percentOff: 10, expires: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe('Expires must be today or later.');
    expect((await newCode({ code: 'x!', percentOff: 10 })).status).toBe(400);
    for (const code of ['BOTH', 'NONE', 'OLD']) expect(await listed(code)).toBeUndefined();
  });
});

describe('a buyer checks a code', () => {
  it('quotes £25.00 -> £20.00, whatever the case typed', async () => {
    const quoted = await check(BREATHWORK, 'spring20');
    expect(quoted.status).toBe(200);
    expect(quoted.body).toEqual({ code: 'SPRING20', listPence: 2500, amountPence: 2000, discountPence: 500 });
  });

  it('says why an unknown, other-course, expired or deactivated code cannot be used', async () => {
    expect((await check(BREATHWORK, 'NOPE99')).body.error).toBe(PROMOTION_UNKNOWN);
    expect((await check(ANIMALS, 'SPRING20')).body.error).toBe(PROMOTION_OTHER_COURSE);
    await collections(await db())
      .promotionCodes.doc('GONE10')
      .set({
        code: 'GONE10',
        percent_off: 10,
        amount_off_pence: null,
        course_id: null,
        expires_at: new Date(Date.now() - 60_000).toISOString(),
        max_redemptions: null,
        active: true,
        created_at: new Date().toISOString(),
        stripe_coupon_id: null,
        stripe_promotion_code_id: null,
      });
    const expired = await check(BREATHWORK, 'GONE10');
    expect(expired).toMatchObject({ status: 409, body: { error: PROMOTION_EXPIRED, code: 'promotion_refused' } });
    await newCode({ code: 'STOPME', amountOff: 5 });
    expect((await check(ANIMALS, 'STOPME')).body).toMatchObject({ amountPence: 19499 });
    expect((await call(admin, adminPromotionsRoute.path, { token: tokens.admin, method: 'PATCH', body: { code: 'STOPME' } })).status).toBe(
      200,
    );
    expect((await check(ANIMALS, 'STOPME')).body.error).toBe(PROMOTION_INACTIVE);
    expect(await listed('STOPME')).toMatchObject({ active: false });
  });
});

describe('local checkout with a code', () => {
  it('charges £20.00, records the code, and the code shows 1 redemption', async () => {
    const learner = await freshUser('spring');
    const started = await checkout(learner.token, BREATHWORK, 'SPRING20');
    expect(started.status).toBe(200);
    const id = new URL(started.body.url).searchParams.get('id')!;
    const shown = await call(view, `/api/local-checkout?id=${id}`);
    expect(shown.body).toMatchObject({ amountTotal: 2000, amountSubtotal: 2500, promotionCode: 'SPRING20' });
    expect((await payLocal(id)).status).toBe(200);
    const [payment] = await paymentsOf(learner.uid);
    expect(payment).toMatchObject({ amount_total: 2000, promotion_code: 'SPRING20', course_id: BREATHWORK });
    expect(await enrollmentsOf(learner.uid)).toHaveLength(1);
    expect(await listed('SPRING20')).toMatchObject({ redemptions: 1 });
  });

  it('revenue, Insight and the payments CSV count what was paid (£15.00 of £25.00) and name the code', async () => {
    await newCode({ code: 'TENOFF', amountOff: 10, courseId: BREATHWORK });
    const month = new Date().toISOString().slice(0, 7);
    const monthPence = async () => (await adminInsight()).revenueByMonth.find((row) => row.month === month)?.pence ?? 0;
    const [revenueBefore, monthBefore] = [(await adminOverview()).totals.totalRevenue, await monthPence()];

    const learner = await freshUser('tenoff');
    const started = await checkout(learner.token, BREATHWORK, 'TENOFF');
    expect((await payLocal(new URL(started.body.url).searchParams.get('id')!)).status).toBe(200);

    expect((await adminOverview()).totals.totalRevenue).toBeCloseTo(revenueBefore + 15, 2);
    expect((await monthPence()) - monthBefore).toBe(1500);
    const csv = await new Response(await adminExportStream('payments')).text();
    const row = csv.split('\r\n').find((line) => line.includes(`,${learner.uid},`));
    expect(row).toMatch(new RegExp(`,${BREATHWORK},Quantum Alchemy Breathwork,15\\.00,GBP,[^,]+,no,0\\.00,,TENOFF$`));
  });

  it('an unknown code at checkout is refused and opens no checkout', async () => {
    const learner = await freshUser('typo');
    const refused = await checkout(learner.token, BREATHWORK, 'SPRNG20');
    expect(refused).toMatchObject({ status: 409, body: { error: PROMOTION_UNKNOWN } });
    const open = await collections(await db())
      .localCheckouts.where('user_id', '==', learner.uid)
      .get();
    expect(open.empty).toBe(true);
  });

  it('a code with a maximum of 3 is paid 3 times when 8 buyers pay at the same moment', async () => {
    await newCode({ code: 'THREE', percentOff: 50, maxRedemptions: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, index) => freshUser(`rush-${index}`)));
    // All 8 may start (nobody has used it yet); the seats are taken when paying.
    const started = await Promise.all(buyers.map((buyer) => checkout(buyer.token, BREATHWORK, 'THREE')));
    expect(started.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const ids = started.map((answer) => new URL(answer.body.url).searchParams.get('id')!);
    const paid = await Promise.all(ids.map((id) => payLocal(id)));
    expect(paid.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = paid.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(5);
    for (const answer of refused) expect(answer).toMatchObject({ status: 409, body: { error: PROMOTION_USED_UP } });
    const enrolled = (await Promise.all(buyers.map((buyer) => enrollmentsOf(buyer.uid)))).filter((rows) => rows.length > 0);
    expect(enrolled).toHaveLength(3);
    expect(await listed('THREE')).toMatchObject({ redemptions: 3 });
    // The next buyer is told before any checkout opens.
    const late = await freshUser('late');
    expect((await checkout(late.token, BREATHWORK, 'THREE')).body.error).toBe(PROMOTION_USED_UP);
  });
});

describe('a 100%-off code', () => {
  it('enrols without a card: a £0.00 payment with the code, and the result page confirms it', async () => {
    await newCode({ code: 'GIFT100', percentOff: 100, courseId: ANIMALS });
    const learner = await freshUser('gift');
    const answer = await checkout(learner.token, ANIMALS, 'gift100');
    expect(answer.status).toBe(200);
    expect(answer.body.free).toBe(true);
    expect(answer.body.url).toContain('/payment-success?session_id=free_');
    expect(await enrollmentsOf(learner.uid)).toHaveLength(1);
    const [payment] = await paymentsOf(learner.uid);
    expect(payment).toMatchObject({ amount_total: 0, promotion_code: 'GIFT100', source: 'free-order' });
    const confirmed = await call(verify, verifyPaymentRoute.path, { token: learner.token, body: { sessionId: answer.body.checkoutId } });
    expect(confirmed.body).toMatchObject({ success: true, courseId: ANIMALS });
    // Nobody else may confirm it.
    const other = await freshUser('other');
    expect((await call(verify, verifyPaymentRoute.path, { token: other.token, body: { sessionId: answer.body.checkoutId } })).status).toBe(
      403,
    );
  });

  it('keeps its maximum of 2 when 5 learners claim it at once', async () => {
    await newCode({ code: 'FREETWO', percentOff: 100, maxRedemptions: 2 });
    const buyers = await Promise.all(Array.from({ length: 5 }, (_, index) => freshUser(`free-${index}`)));
    const answers = await Promise.all(buyers.map((buyer) => checkout(buyer.token, BREATHWORK, 'FREETWO')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer).toMatchObject({ status: 409, body: { error: PROMOTION_USED_UP } });
    const enrolled = (await Promise.all(buyers.map((buyer) => enrollmentsOf(buyer.uid)))).filter((rows) => rows.length > 0);
    expect(enrolled).toHaveLength(2);
    expect(await listed('FREETWO')).toMatchObject({ redemptions: 2 });
  });
});

describe('with Stripe', () => {
  const services = () => stripeServices(fake, mailer);
  const stripeAdmin = adminPromotionsHandler(services);
  const createStripe = createCheckoutHandler(services);
  const verifyStripe = verifyPaymentHandler(services);

  it('makes a coupon and a promotion code there, and Checkout charges the reduced amount with the code', async () => {
    const created = await newCode(
      { code: 'STRIPE20', percentOff: 20, courseId: BREATHWORK, maxRedemptions: 10, expires: '2099-12-31' },
      stripeAdmin,
    );
    expect(created.status).toBe(200);
    const coupon = [...fake.coupons.values()].at(-1)!;
    expect(coupon).toMatchObject({
      percent_off: '20',
      duration: 'once',
      'applies_to[products][0]': `course_${BREATHWORK}`,
      max_redemptions: '10',
    });
    const promo = [...fake.promotionCodes.values()].at(-1)!;
    expect(promo).toMatchObject({ code: 'STRIPE20', 'promotion[coupon]': coupon.id, max_redemptions: '10' });
    expect(fake.products.has(`course_${BREATHWORK}`)).toBe(true);

    const learner = await freshUser('stripe-code');
    const started = await checkout(learner.token, BREATHWORK, 'STRIPE20', createStripe);
    expect(started.status).toBe(200);
    const sent = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.form;
    expect(sent['discounts[0][promotion_code]']).toBe(promo.id);
    expect(sent.allow_promotion_codes).toBeUndefined();
    expect(sent['line_items[0][price_data][unit_amount]']).toBe('2500');
    expect(sent['line_items[0][price_data][product]']).toBe(`course_${BREATHWORK}`);
    fake.pay(started.body.checkoutId);
    expect(
      (await call(verifyStripe, verifyPaymentRoute.path, { token: learner.token, body: { sessionId: started.body.checkoutId } })).status,
    ).toBe(200);
    const [payment] = await paymentsOf(learner.uid);
    expect(payment).toMatchObject({ amount_total: 2000, promotion_code: 'STRIPE20' });
    expect(await listed('STRIPE20')).toMatchObject({ redemptions: 1 });

    // Deactivating stops it at Stripe too.
    await call(stripeAdmin, adminPromotionsRoute.path, { token: tokens.admin, method: 'PATCH', body: { code: 'STRIPE20' } });
    expect(fake.promotionCodes.get(promo.id as string)!.active).toBe(false);
  });

  it('without a code, lets the buyer type one on Stripe’s page, and records the one they typed', async () => {
    const learner = await freshUser('stripe-typed');
    await newCode({ code: 'TYPED5', amountOff: 5 }, stripeAdmin);
    const started = await checkout(learner.token, ANIMALS, undefined, createStripe);
    const sent = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.form;
    expect(sent.allow_promotion_codes).toBe('true');
    expect(sent['discounts[0][promotion_code]']).toBeUndefined();
    // The buyer types TYPED5 on Stripe's page: Stripe's session then carries the discount.
    const promoId = [...fake.promotionCodes.values()].find((code) => code.code === 'TYPED5')!.id as string;
    const session = fake.sessions.get(started.body.checkoutId)!;
    Object.assign(session, { amount_total: 19499, discounts: [{ coupon: null, promotion_code: promoId }] });
    fake.pay(started.body.checkoutId);
    await call(verifyStripe, verifyPaymentRoute.path, { token: learner.token, body: { sessionId: started.body.checkoutId } });
    const [payment] = await paymentsOf(learner.uid);
    expect(payment).toMatchObject({ amount_total: 19499, promotion_code: 'TYPED5' });
    expect(await listed('TYPED5')).toMatchObject({ redemptions: 1 });
  });
});
