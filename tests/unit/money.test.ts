import { describe, expect, it } from 'vitest';
import { formatPrice, savingOf, savingText, toPence } from '../../src/lib/money';

describe('formatPrice', () => {
  it('shows whole pounds without pence and other amounts with two decimals', () => {
    expect(formatPrice(45)).toBe('£45');
    expect(formatPrice(180)).toBe('£180');
    expect(formatPrice(59.99)).toBe('£59.99');
    expect(formatPrice(199.99)).toBe('£199.99');
    expect(formatPrice(12.5)).toBe('£12.50');
  });

  it('always shows two decimals when asked', () => {
    expect(formatPrice(25, { decimals: 'always' })).toBe('£25.00');
    expect(formatPrice(59.99, { decimals: 'always' })).toBe('£59.99');
  });

  it('shows zero as Free unless told otherwise', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(0, { zeroAsFree: false })).toBe('£0');
    expect(formatPrice(0, { zeroAsFree: false, decimals: 'always' })).toBe('£0.00');
  });

  it('groups thousands and rounds to whole pence', () => {
    expect(formatPrice(1250)).toBe('£1,250');
    expect(formatPrice(0.1 + 0.2)).toBe('£0.30');
    expect(formatPrice(44.999)).toBe('£45');
  });

  it("writes every amount as en-GB's own number format does (written by hand, so no locale data loads)", () => {
    const amounts = [0.01, 0.5, 1, 9.99, 10, 99.5, 100, 999.99, 1000, 1234.56, 10_000, 99_999.99, 123_456, 1_000_000.01];
    for (const amount of amounts)
      for (const digits of [0, 2] as const) {
        if (digits === 0 && !Number.isInteger(amount)) continue;
        const intl = amount.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
        expect(formatPrice(amount, { decimals: digits === 2 ? 'always' : 'auto' }), `${amount}`).toBe(`£${intl}`);
      }
  });

  it('refuses amounts that are not prices', () => {
    expect(() => formatPrice(-1)).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
  });
});

describe('savings', () => {
  it('computes the saving in whole pence', () => {
    expect(0.3 - 0.1).not.toBe(0.2); // the floating-point trap whole pence guard against
    expect(savingOf(0.3, 0.1)).toBe(0.2);
    expect(savingOf(59.99, 25)).toBe(34.99);
    expect(savingText(59.99, 25, { decimals: 'always' })).toBe('Save £34.99');
    expect(savingText(90, 45)).toBe('Save £45');
    expect(toPence(59.99)).toBe(5999);
  });

  it('has no saving without a higher original price', () => {
    expect(savingOf(null, 25)).toBeNull();
    expect(savingOf(undefined, 25)).toBeNull();
    expect(savingOf(25, 25)).toBeNull();
    expect(savingText(20, 25)).toBeNull();
  });
});
