// Prices in pounds sterling: formatted the one way the whole site shows them, and what counts as a price to charge. Pure: no imports.
// Written out by hand rather than with toLocaleString: a page's first Intl call loads the browser's locale data
// (about 10 ms of main thread on a desktop, several times that on a phone), and the dashboard paid it for its prices.

export type PriceStyle = {
  /**
   * 'auto' (the default) shows pence only when there are some: £45, £59.99.
   * 'always' always shows two decimals: £25.00 (course prices, revenue).
   */
  decimals?: 'auto' | 'always';
  /** Show 0 as 'Free' (the default) or as £0. */
  zeroAsFree?: boolean;
};

/** Rounds to whole pence, so sums and differences of prices never show floating-point noise. */
export function toPence(amount: number): number {
  return Math.round(amount * 100);
}

/** '£45', '£59.99', '£25.00' (decimals 'always'), '£1,250', or 'Free' for zero. */
export function formatPrice(amount: number, style: PriceStyle = {}): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not a price: ${amount}`);
  const pence = toPence(amount);
  if (pence === 0 && (style.zeroAsFree ?? true)) return 'Free';
  const wholePounds = pence % 100 === 0;
  const pennies = style.decimals === 'always' || !wholePounds ? `.${String(pence % 100).padStart(2, '0')}` : '';
  return `£${groupThousands(Math.floor(pence / 100))}${pennies}`;
}

/** 1250 -> '1,250', as en-GB groups whole pounds. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The saving between an original and a sale price, or null when there is none. */
export function savingOf(originalPrice: number | null | undefined, salePrice: number): number | null {
  if (originalPrice === null || originalPrice === undefined) return null;
  const pence = toPence(originalPrice) - toPence(salePrice);
  return pence > 0 ? pence / 100 : null;
}

/** 'Save £34.99' (always two decimals when asked), or null when nothing is saved. */
export function savingText(originalPrice: number | null | undefined, salePrice: number, style: PriceStyle = {}): string | null {
  const saving = savingOf(originalPrice, salePrice);
  return saving === null ? null : `Save ${formatPrice(saving, { ...style, zeroAsFree: false })}`;
}

/** A course is for sale only with a real price: coming-soon courses have none (spec 2.4). */
export function isPurchasable(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && toPence(price) > 0;
}

/** The amount to charge in pence from a price in pounds (25 -> 2500, 199.99 -> 19999); refuses a non-price. */
export function amountInPence(price: number): number {
  if (!isPurchasable(price)) throw new RangeError(`Not a price to charge: ${price}`);
  return toPence(price);
}
