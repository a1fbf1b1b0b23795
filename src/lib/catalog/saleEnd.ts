// A sale that ends by itself: a course's sale price may carry an end time (`sale_ends_at`, an ISO date-time). From
// that moment the usual price is the price, with nothing struck through and no sale tag: the server charges it, the
// pages show it (their scripts compare the time, so no rebuild is needed) and the next build leaves the sale out.
// Pure: no imports.

/** The fields of a course that make its price. */
export type SaleFacts = {
  price: number;
  original_price: number | null;
  sale_tag?: string | null;
  sale_ends_at?: string | null;
};

/** The end of the sale in milliseconds, or null when the sale has no (readable) end. */
export function saleEndMs(course: Pick<SaleFacts, 'sale_ends_at'>): number | null {
  if (!course.sale_ends_at) return null;
  const at = Date.parse(course.sale_ends_at);
  return Number.isFinite(at) ? at : null;
}

/** True when the course has a sale with an end time that has come. */
export function saleHasEnded(course: Pick<SaleFacts, 'sale_ends_at'>, now: number): boolean {
  const end = saleEndMs(course);
  return end !== null && end <= now;
}

/**
 * The course with the price in force at `now`: after its sale's end the usual price (original_price) is the price
 * and the sale (struck price, tag, end) is gone; before it, or without an end, the course as it is.
 */
export function priceInForce<T extends SaleFacts>(course: T, now: number): T {
  if (!saleHasEnded(course, now)) return course;
  return {
    ...course,
    price: course.original_price ?? course.price,
    original_price: null,
    ...('sale_tag' in course ? { sale_tag: null } : {}),
    sale_ends_at: null,
  };
}
