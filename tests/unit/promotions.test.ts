// Promotion codes' pure rules: what a code takes off, when it may be used, how its maximum is split into seat
// shards, and the Stripe parameters of a code and of a checkout with one.
import { describe, expect, it } from 'vitest';
import {
  discountPence,
  looksLikeCode,
  normaliseCode,
  PROMOTION_EXPIRED,
  PROMOTION_INACTIVE,
  PROMOTION_OTHER_COURSE,
  PROMOTION_UNKNOWN,
  PROMOTION_USED_UP,
  promotionLabel,
  promotionRefusal,
  quote,
  seatOrder,
  seatQuotas,
  type Promotion,
} from '../../src/lib/purchase/promotions';
import { promotionCreateSchema } from '../../src/lib/purchase/promotionSchemas';
import { checkoutSessionParams, checkoutDetailsFromStripe, stripePromotionParams } from '../../netlify/lib/adapters/payments/stripe';
import { checkoutIdempotencyKey } from '../../src/lib/purchase/purchase';
import type Stripe from 'stripe';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const code = (fields: Partial<Promotion> = {}): Promotion => ({
  code: 'SPRING20',
  percent_off: 20,
  amount_off_pence: null,
  course_id: null,
  expires_at: null,
  max_redemptions: null,
  active: true,
  ...fields,
});

describe('what a code takes off', () => {
  it('20% of £25.00 is £5.00, leaving £20.00; percentages round to whole pence', () => {
    expect(quote(2500, code())).toEqual({ code: 'SPRING20', listPence: 2500, amountPence: 2000, discountPence: 500 });
    expect(discountPence(19999, code({ percent_off: 15 }))).toBe(3000); // 2999.85 -> 3000
  });

  it('an amount off never goes below zero, and 100% leaves nothing to pay', () => {
    expect(discountPence(2500, code({ percent_off: null, amount_off_pence: 500 }))).toBe(500);
    expect(discountPence(2500, code({ percent_off: null, amount_off_pence: 9000 }))).toBe(2500);
    expect(quote(2500, code({ percent_off: 100 })).amountPence).toBe(0);
  });

  it('labels itself for the admin and the dialog', () => {
    expect(promotionLabel(code())).toBe('20% off');
    expect(promotionLabel(code({ percent_off: null, amount_off_pence: 550 }))).toBe('£5.50 off');
  });
});

describe('whether a code may be used', () => {
  it('says why not: unknown, inactive, expired, another course, used up', () => {
    expect(promotionRefusal(null, 'c', NOW)).toBe(PROMOTION_UNKNOWN);
    expect(promotionRefusal(code({ active: false }), 'c', NOW)).toBe(PROMOTION_INACTIVE);
    expect(promotionRefusal(code({ expires_at: '2026-11-26T11:59:59Z' }), 'c', NOW)).toBe(PROMOTION_EXPIRED);
    expect(promotionRefusal(code({ course_id: 'other' }), 'c', NOW)).toBe(PROMOTION_OTHER_COURSE);
    expect(promotionRefusal(code({ max_redemptions: 3 }), 'c', NOW, 3)).toBe(PROMOTION_USED_UP);
  });

  it('accepts a live code for its course or any course, below its maximum', () => {
    expect(promotionRefusal(code({ expires_at: '2026-11-26T23:59:59Z', course_id: 'c', max_redemptions: 3 }), 'c', NOW, 2)).toBeNull();
    expect(promotionRefusal(code(), 'any', NOW)).toBeNull();
  });

  it('reads typed codes case-insensitively and refuses what cannot be a code', () => {
    expect(normaliseCode(' spring20 ')).toBe('SPRING20');
    expect(looksLikeCode('spring-20')).toBe(true);
    expect(looksLikeCode('no spaces')).toBe(false);
    expect(looksLikeCode('ab')).toBe(false);
  });
});

describe('seat shards', () => {
  it('split a maximum into at most 10 quotas that add up to it exactly', () => {
    for (const max of [1, 3, 10, 11, 99, 1000]) {
      const quotas = seatQuotas(max);
      expect(quotas.reduce((sum, quota) => sum + quota, 0)).toBe(max);
      expect(quotas.length).toBe(Math.min(10, max));
      expect(Math.max(...quotas) - Math.min(...quotas)).toBeLessThanOrEqual(1);
    }
  });

  it('are tried in an order that visits every shard once, starting where the buyer key says', () => {
    const order = seatOrder(10, 'cs_local_abc');
    expect([...order].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(seatOrder(10, 'cs_local_abc')).toEqual(order);
  });
});

describe('the admin form body', () => {
  it('takes one of percent or amount, and upper-cases the code', () => {
    expect(promotionCreateSchema.parse({ code: 'spring20', percentOff: 20 }).code).toBe('SPRING20');
    expect(promotionCreateSchema.safeParse({ code: 'SPRING20', percentOff: 20, amountOff: 5 }).success).toBe(false);
    expect(promotionCreateSchema.safeParse({ code: 'SPRING20' }).success).toBe(false);
    expect(promotionCreateSchema.safeParse({ code: 'SPRING20', percentOff: 101 }).success).toBe(false);
    expect(promotionCreateSchema.safeParse({ code: 'SPRING20', amountOff: 5, maxRedemptions: 0 }).success).toBe(false);
  });
});

describe('Stripe parameters', () => {
  const request = {
    courseId: 'quantum-alchemy-breathwork',
    courseTitle: 'Quantum Alchemy Breathwork',
    amountInPence: 2500,
    customerUid: 'uid1',
    customerEmail: null,
    successUrl: 'https://maya.example/payment-success',
    cancelUrl: 'https://maya.example/courses',
    idempotencyKey: 'k',
    expiresAt: 1_800_000_000_000,
  };

  it('a checkout without a code lets the buyer type one on Stripe’s page', () => {
    const params = checkoutSessionParams(request);
    expect(params.allow_promotion_codes).toBe(true);
    expect(params.discounts).toBeUndefined();
  });

  it('a checkout with a course’s code applies it to that course’s product (Stripe takes it off the price)', () => {
    const params = checkoutSessionParams({
      ...request,
      promotion: { code: 'SPRING20', discountPence: 500, courseOnly: true, stripePromotionCodeId: 'promo_1' },
    });
    expect(params.discounts).toEqual([{ promotion_code: 'promo_1' }]);
    expect(params.allow_promotion_codes).toBeUndefined();
    expect(params.line_items![0]!.price_data).toMatchObject({ unit_amount: 2500, product: 'course_quantum-alchemy-breathwork' });
    expect(params.metadata).toMatchObject({ promotion_code: 'SPRING20' });
  });

  it('a code becomes a one-off coupon (percent, or pounds sterling) and a promotion code with its limits', () => {
    const { coupon, code: promotion } = stripePromotionParams(
      code({ course_id: 'c1', expires_at: '2026-12-31T23:59:59.999Z', max_redemptions: 50 }),
    );
    expect(coupon).toMatchObject({ percent_off: 20, duration: 'once', applies_to: { products: ['course_c1'] }, max_redemptions: 50 });
    expect(promotion).toMatchObject({
      code: 'SPRING20',
      max_redemptions: 50,
      expires_at: Math.floor(Date.parse('2026-12-31T23:59:59.999Z') / 1000),
    });
    expect(stripePromotionParams(code({ percent_off: null, amount_off_pence: 500 })).coupon).toMatchObject({
      amount_off: 500,
      currency: 'gbp',
    });
  });

  it('reads the code of a paid session: ours from the metadata, or Stripe’s id of one typed on its page', () => {
    const base = { id: 'cs_1', payment_status: 'paid', status: 'complete', amount_total: 2000, currency: 'gbp', payment_intent: 'pi_1' };
    const ours = { ...base, metadata: { user_id: 'u', course_id: 'c', promotion_code: 'SPRING20' } } as unknown as Stripe.Checkout.Session;
    expect(checkoutDetailsFromStripe(ours).promotionCode).toBe('SPRING20');
    const typed = { ...base, metadata: { user_id: 'u', course_id: 'c' }, discounts: [{ coupon: 'co', promotion_code: 'promo_9' }] };
    expect(checkoutDetailsFromStripe(typed as unknown as Stripe.Checkout.Session).promotionCode).toBe('promo_9');
  });

  it('another code is another checkout (its own idempotency key)', () => {
    expect(checkoutIdempotencyKey('u', 'c', 2000, NOW, 'SPRING20')).not.toBe(checkoutIdempotencyKey('u', 'c', 2000, NOW, 'OTHER'));
    expect(checkoutIdempotencyKey('u', 'c', 2500, NOW)).toBe(checkoutIdempotencyKey('u', 'c', 2500, NOW, null));
  });
});
