// Pure purchase logic: pence from pounds, checkout addresses, metadata, idempotency keys, the result page's
// parameters, the account dialog's states, the Stripe request and the confirmation e-mail.
import { describe, expect, it } from 'vitest';
import {
  checkoutExpiresAt,
  checkoutIdempotencyKey,
  CHECKOUT_REUSE_MARGIN_MS,
  MIN_CHECKOUT_LIFETIME_MS,
  checkoutMetadata,
  checkoutUrls,
  infoPagePath,
  CHECKOUT_IDEMPOTENCY_WINDOW_MS,
  clientReference,
  paymentResultParams,
  successUrlFor,
} from '../../src/lib/purchase/purchase';
import {
  ACCOUNT_DIALOG_CLOSED,
  accountDialogReducer,
  missingAccountFields,
  type AccountDialogState,
} from '../../src/lib/purchase/accountDialog';
import { amountInPence, isPurchasable } from '../../src/lib/money';
import { createCheckoutSchema, verifyPaymentSchema } from '../../src/lib/purchase/schemas';
import { checkoutDetailsFromStripe, checkoutSessionParams } from '../../netlify/lib/adapters/payments/stripe';
import { purchaseConfirmationMail } from '../../netlify/lib/purchase/mail/purchaseConfirmation';
import type Stripe from 'stripe';

describe('amountInPence', () => {
  it('turns the pounds of the course record into whole pence', () => {
    expect(amountInPence(25)).toBe(2500);
    expect(amountInPence(199.99)).toBe(19999);
    expect(amountInPence(59.99)).toBe(5999);
    expect(amountInPence(0.1 + 0.2)).toBe(30);
  });

  it('refuses anything that is not a price to charge (coming-soon courses have 0)', () => {
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, 0.004]) {
      expect(() => amountInPence(bad)).toThrow(RangeError);
      expect(isPurchasable(bad)).toBe(false);
    }
    expect(isPurchasable(null)).toBe(false);
    expect(isPurchasable(25)).toBe(true);
  });
});

describe('checkout addresses', () => {
  it('sends the buyer to the result page with the literal session placeholder and the course id', () => {
    const pages = new Set(['quantum-alchemy-breathwork']);
    const { successUrl, cancelUrl } = checkoutUrls(
      'https://maya.example/',
      'quantum-alchemy-breathwork',
      infoPagePath('quantum-alchemy-breathwork', pages),
    );
    expect(successUrl).toBe('https://maya.example/payment-success?session_id={CHECKOUT_SESSION_ID}&course_id=quantum-alchemy-breathwork');
    expect(cancelUrl).toBe('https://maya.example/courses/quantum-alchemy-breathwork');
  });

  it('cancels back to /courses for a course the content gives no page of its own', () => {
    const pages = new Set(['quantum-alchemy-breathwork']);
    expect(infoPagePath('new-course', pages)).toBeNull();
    expect(checkoutUrls('http://127.0.0.1:8888', 'new-course', infoPagePath('new-course', pages)).cancelUrl).toBe(
      'http://127.0.0.1:8888/courses',
    );
    // A new course page is content: once its courseInfo has a page, the same code sends the buyer there.
    expect(infoPagePath('new-course', new Set(['new-course']))).toBe('/courses/new-course');
  });

  it('fills the placeholder like Stripe does', () => {
    const { successUrl } = checkoutUrls('https://maya.example', 'c1');
    expect(successUrlFor(successUrl, 'cs_test_123')).toBe('https://maya.example/payment-success?session_id=cs_test_123&course_id=c1');
  });

  it('reads session_id and course_id from the result page address, ignoring an unfilled placeholder', () => {
    expect(paymentResultParams('?session_id=cs_1&course_id=c1')).toEqual({ sessionId: 'cs_1', courseId: 'c1' });
    expect(paymentResultParams('?course_id=c1')).toEqual({ sessionId: null, courseId: 'c1' });
    expect(paymentResultParams('?session_id=%7BCHECKOUT_SESSION_ID%7D')).toEqual({ sessionId: null, courseId: null });
    expect(paymentResultParams('?session_id=%20')).toEqual({ sessionId: null, courseId: null });
  });
});

describe('metadata and idempotency', () => {
  it('names the buyer and the course, and the enrollment id as client reference', () => {
    expect(checkoutMetadata('uid1', 'c1')).toEqual({ user_id: 'uid1', course_id: 'c1' });
    expect(clientReference('uid1', 'c1')).toBe('uid1_c1');
  });

  it('gives double clicks the same key, and a new key for another course, price or window', () => {
    const now = 1_800_000_000_000 - (1_800_000_000_000 % CHECKOUT_IDEMPOTENCY_WINDOW_MS) + 1000;
    const key = checkoutIdempotencyKey('u', 'c', 2500, now);
    expect(checkoutIdempotencyKey('u', 'c', 2500, now + 2000)).toBe(key);
    expect(checkoutIdempotencyKey('u', 'other', 2500, now)).not.toBe(key);
    expect(checkoutIdempotencyKey('u', 'c', 1999, now)).not.toBe(key);
    expect(checkoutIdempotencyKey('v', 'c', 2500, now)).not.toBe(key);
    expect(checkoutIdempotencyKey('u', 'c', 2500, now + CHECKOUT_IDEMPOTENCY_WINDOW_MS)).not.toBe(key);
  });
});

describe('checkout lifetime', () => {
  it('closes 30-40 minutes after opening, the same moment for every request of one idempotency window', () => {
    const windowStart = 1_800_000_000_000 - (1_800_000_000_000 % CHECKOUT_IDEMPOTENCY_WINDOW_MS);
    const early = checkoutExpiresAt(windowStart);
    expect(checkoutExpiresAt(windowStart + CHECKOUT_IDEMPOTENCY_WINDOW_MS - 1)).toBe(early);
    for (const now of [windowStart, windowStart + CHECKOUT_IDEMPOTENCY_WINDOW_MS - 1]) {
      const lifetime = checkoutExpiresAt(now) - now;
      expect(lifetime).toBeGreaterThanOrEqual(MIN_CHECKOUT_LIFETIME_MS); // Stripe's minimum
      expect(lifetime).toBeLessThanOrEqual(MIN_CHECKOUT_LIFETIME_MS + CHECKOUT_IDEMPOTENCY_WINDOW_MS);
      expect(lifetime).toBeGreaterThan(CHECKOUT_REUSE_MARGIN_MS); // a new checkout can always be reused at first
    }
  });
});

describe('payload schemas', () => {
  it('accepts a course id (with the course page extras) and refuses anything else', () => {
    expect(createCheckoutSchema.parse({ courseId: 'c1' })).toEqual({ courseId: 'c1' });
    // Taken exactly as sent: ' c1 ' is not c1 (tests/unit/documentIds.test.ts has the rule).
    expect(createCheckoutSchema.safeParse({ courseId: ' c1 ' }).success).toBe(false);
    expect(createCheckoutSchema.safeParse({ courseId: 'c1', userEmail: 'a@b.co', userName: 'Ann' }).success).toBe(true);
    expect(createCheckoutSchema.safeParse({ courseId: 'c1', price: 1 }).success).toBe(false);
    expect(createCheckoutSchema.safeParse({ courseId: '../x' }).success).toBe(false);
    expect(createCheckoutSchema.safeParse({}).success).toBe(false);
  });

  it('accepts Stripe-shaped session ids only', () => {
    expect(verifyPaymentSchema.safeParse({ sessionId: 'cs_test_a1B2' }).success).toBe(true);
    expect(verifyPaymentSchema.safeParse({ sessionId: 'cs/../x' }).success).toBe(false);
    expect(verifyPaymentSchema.safeParse({ sessionId: '' }).success).toBe(false);
  });
});

describe('account dialog states', () => {
  const filled: AccountDialogState = {
    ...ACCOUNT_DIALOG_CLOSED,
    open: true,
    view: 'signup',
    fullName: 'Ann',
    email: 'a@b.co',
    password: 'secret1',
  };

  it('opens on the choice, moves to log in or sign up, and Back returns to the choice with empty fields', () => {
    let state = accountDialogReducer(ACCOUNT_DIALOG_CLOSED, { type: 'open' });
    expect(state).toMatchObject({ open: true, view: 'choice' });
    state = accountDialogReducer(state, { type: 'choose', view: 'login' });
    state = accountDialogReducer(state, { type: 'field', name: 'email', value: 'a@b.co' });
    expect(state).toMatchObject({ view: 'login', email: 'a@b.co' });
    expect(accountDialogReducer(state, { type: 'back' })).toEqual({ ...ACCOUNT_DIALOG_CLOSED, open: true });
  });

  it('closing resets everything', () => {
    expect(accountDialogReducer(filled, { type: 'close' })).toEqual(ACCOUNT_DIALOG_CLOSED);
  });

  it('keeps the fields while submitting and after a failure', () => {
    const submitting = accountDialogReducer(filled, { type: 'submit' });
    expect(submitting.submitting).toBe(true);
    expect(accountDialogReducer(submitting, { type: 'back' })).toBe(submitting);
    expect(accountDialogReducer(submitting, { type: 'failed' })).toEqual(filled);
  });

  it('requires full name, e-mail and password to sign up, e-mail and password to log in', () => {
    expect(missingAccountFields({ view: 'signup', fullName: ' ', email: '', password: '' })).toEqual(['Full Name', 'Email', 'Password']);
    expect(missingAccountFields({ view: 'login', fullName: '', email: 'a@b.co', password: 'x' })).toEqual([]);
  });
});

describe('the Stripe request', () => {
  const request = {
    courseId: 'quantum-alchemy-breathwork',
    courseTitle: 'Quantum Alchemy Breathwork',
    amountInPence: 2500,
    customerUid: 'uid1',
    customerEmail: 'ann@example.com',
    ...checkoutUrls('https://maya.example', 'quantum-alchemy-breathwork'),
    idempotencyKey: 'k',
    expiresAt: 1_800_000_000_000,
  };

  it('charges the course price in pence, in pounds sterling, once, with who and what in the metadata', () => {
    const params = checkoutSessionParams(request);
    expect(params).toMatchObject({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'gbp', unit_amount: 2500, product_data: { name: 'Quantum Alchemy Breathwork' } } },
      ],
      client_reference_id: 'uid1_quantum-alchemy-breathwork',
      metadata: { user_id: 'uid1', course_id: 'quantum-alchemy-breathwork' },
      payment_intent_data: { metadata: { user_id: 'uid1', course_id: 'quantum-alchemy-breathwork' } },
      customer_email: 'ann@example.com',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: 1_800_000_000, // Stripe counts seconds
    });
    expect(checkoutSessionParams({ ...request, customerEmail: null })).not.toHaveProperty('customer_email');
  });

  it('reads a session as fulfilment sees it', () => {
    const session = {
      id: 'cs_1',
      payment_status: 'paid',
      status: 'complete',
      metadata: { user_id: 'uid1', course_id: 'c1' },
      amount_total: 2500,
      currency: 'gbp',
      payment_intent: 'pi_1',
      customer_details: { email: 'ann@example.com' },
    } as unknown as Stripe.Checkout.Session;
    expect(checkoutDetailsFromStripe(session)).toEqual({
      checkoutId: 'cs_1',
      paid: true,
      status: 'complete',
      userId: 'uid1',
      courseId: 'c1',
      amountTotal: 2500,
      currency: 'gbp',
      paymentIntentId: 'pi_1',
      customerEmail: 'ann@example.com',
      promotionCode: null,
    });
    const unpaid = checkoutDetailsFromStripe({
      ...session,
      payment_status: 'unpaid',
      metadata: {},
      payment_intent: null,
    } as unknown as Stripe.Checkout.Session);
    expect(unpaid).toMatchObject({ paid: false, userId: null, courseId: null, paymentIntentId: null });
  });
});

describe('the confirmation e-mail', () => {
  const brand = {
    practitionerName: 'Maya Linwood',
    brandName: 'Maya Linwood Hypnotherapy',
    siteUrl: null,
    contactEmail: null,
    socialLinks: [],
  };

  it('names the course, the amount and the dashboard link, in HTML and text', () => {
    const mail = purchaseConfirmationMail({
      brand,
      learnerName: 'Ann',
      courseTitle: 'Quantum Alchemy Breathwork',
      amountPence: 2500,
      reference: 'cs_1',
      dashboardUrl: 'https://maya.example/course-dashboard',
    });
    expect(mail.subject).toBe('Your course is ready: Quantum Alchemy Breathwork');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Hello Ann,');
      expect(body).toContain('£25.00');
      expect(body).toContain('https://maya.example/course-dashboard');
      expect(body).toContain('Maya Linwood');
    }
  });

  it('escapes every inserted value in the HTML', () => {
    const mail = purchaseConfirmationMail({
      brand,
      learnerName: '<img src=x onerror=alert(1)>',
      courseTitle: 'Breath & <b>Being</b>',
      amountPence: 2500,
      reference: 'cs_"1"',
      dashboardUrl: 'https://maya.example/course-dashboard',
    });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>Being</b>');
    expect(mail.html).toContain('Breath &amp; &lt;b&gt;Being&lt;/b&gt;');
    expect(mail.html).toContain('cs_&quot;1&quot;');
  });
});
