// The admin's words for a payment whose follow-up failed: who paid what, what went wrong, what happens next.
import { describe, expect, it } from 'vitest';
import { unfinishedPaymentsLine, unfinishedPaymentWords, type UnfinishedPayment } from '../../src/lib/purchase/unfinishedPayments';

const base: UnfinishedPayment = {
  checkoutId: 'cs_1',
  kind: 'not-enrolled',
  enrolledByHand: false,
  learnerEmail: 'ann@example.com',
  courseTitle: 'Calm Breath',
  amountPence: 2500,
  failedAt: '2026-11-30T10:00:00.000Z',
  error: 'database unavailable',
};

describe('unfinished payments in words', () => {
  it('counts them', () => {
    expect(unfinishedPaymentsLine(1)).toBe('1 payment is not finished.');
    expect(unfinishedPaymentsLine(2)).toBe('2 payments are not finished.');
  });

  it('a payment whose course was not added: who, what, and that it completes by itself or with Finish now', () => {
    expect(unfinishedPaymentWords(base, '£25.00')).toBe(
      'ann@example.com paid £25.00 for Calm Breath, but the course could not be added to their account. It is added when they open their payment page again, or with Finish now.',
    );
    expect(unfinishedPaymentWords({ ...base, learnerEmail: null }, null)).toMatch(
      /^A learner whose account no longer exists paid for Calm Breath, but/,
    );
  });

  it('a refund that did not go through says why the money was due back', () => {
    const refund = { ...base, kind: 'refund-failed' as const };
    expect(unfinishedPaymentWords({ ...refund, enrolledByHand: true }, '£25.00')).toBe(
      'ann@example.com paid £25.00 for Calm Breath after you had enrolled them by hand, and the automatic refund did not go through. Finish now refunds it.',
    );
    expect(unfinishedPaymentWords(refund, '£25.00')).toBe(
      'ann@example.com paid £25.00 for Calm Breath although they had already paid for it, and the automatic refund did not go through. Finish now refunds it.',
    );
  });
});
