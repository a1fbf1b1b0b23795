// Promotion codes: what a code takes off a price, whether it may be used now, the words a buyer and the admin
// see, and how its maximum is split over seat shards. Pure (no imports): shared by the purchase dialog, the
// admin's Promotions tab and the functions.

/** A promotion code as the server keeps it (dates as ISO text; amounts in pence). */
export type Promotion = {
  code: string;
  /** Exactly one of percent_off (1-100) and amount_off_pence (> 0) is set. */
  percent_off: number | null;
  amount_off_pence: number | null;
  /** One course's id, or null for every course. */
  course_id: string | null;
  expires_at: string | null;
  max_redemptions: number | null;
  active: boolean;
};

/** What the purchase dialog shows for an applied code (pence). */
export type PromotionQuote = { code: string; listPence: number; amountPence: number; discountPence: number };

// ---- Words (a refused code changes nothing: the buyer keeps the full price and may try another)
export const PROMOTION_UNKNOWN = 'This promotion code is not valid. Please check it and try again.';
export const PROMOTION_EXPIRED = 'This promotion code has expired.';
export const PROMOTION_USED_UP = 'This promotion code has been used the maximum number of times.';
export const PROMOTION_OTHER_COURSE = 'This promotion code is not valid for this course.';
export const PROMOTION_INACTIVE = 'This promotion code is no longer active.';
export const PROMOTION_EXISTS = 'A promotion code with this name already exists.';

/** Letters, digits, dashes and underscores, 3 to 30 of them (what Stripe's promotion codes accept); case-insensitive. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;

/** The stored form of a typed code: trimmed, upper case ("spring20 " and "SPRING20" are one code). */
export function normaliseCode(text: string): string {
  return text.trim().toUpperCase();
}

/** True when a typed text can be a code at all (so a check need not ask the server). */
export function looksLikeCode(text: string): boolean {
  return PROMOTION_CODE_PATTERN.test(normaliseCode(text));
}

/** The pence a code takes off a list price: a percentage rounded to whole pence, or an amount, never below zero. */
export function discountPence(listPence: number, promotion: Pick<Promotion, 'percent_off' | 'amount_off_pence'>): number {
  if (!Number.isFinite(listPence) || listPence <= 0) return 0;
  const off =
    promotion.percent_off !== null ? Math.round((listPence * promotion.percent_off) / 100) : Math.round(promotion.amount_off_pence ?? 0);
  return Math.min(listPence, Math.max(0, off));
}

/** The quote of a code on a list price. */
export function quote(listPence: number, promotion: Promotion): PromotionQuote {
  const discount = discountPence(listPence, promotion);
  return { code: promotion.code, listPence, amountPence: listPence - discount, discountPence: discount };
}

/**
 * Why a code cannot be used for a course now, or null when it can. `redeemed` is how many times it was used
 * (null when not known: the maximum is then checked where the use is recorded).
 */
export function promotionRefusal(
  promotion: Promotion | null,
  courseId: string,
  now: number,
  redeemed: number | null = null,
): string | null {
  if (!promotion) return PROMOTION_UNKNOWN;
  if (!promotion.active) return PROMOTION_INACTIVE;
  if (promotion.expires_at && Date.parse(promotion.expires_at) <= now) return PROMOTION_EXPIRED;
  if (promotion.course_id && promotion.course_id !== courseId) return PROMOTION_OTHER_COURSE;
  if (promotion.max_redemptions !== null && redeemed !== null && redeemed >= promotion.max_redemptions) return PROMOTION_USED_UP;
  return null;
}

/** '20% off' or '£5.00 off', for the admin's table and the dialog. */
export function promotionLabel(promotion: Pick<Promotion, 'percent_off' | 'amount_off_pence'>): string {
  if (promotion.percent_off !== null) return `${promotion.percent_off}% off`;
  return `£${((promotion.amount_off_pence ?? 0) / 100).toFixed(2)} off`;
}

// ---- Seats: a code's maximum, split over a few shard documents, so that concurrent buyers of one code do not
// all write one document (a launch), while the shards' quotas add up to exactly the maximum.

/** At most this many shards per code. */
export const MAX_SEAT_SHARDS = 10;

/** The quota of each shard for a maximum: as even as possible, summing to the maximum. */
export function seatQuotas(maxRedemptions: number): number[] {
  const shards = Math.max(1, Math.min(MAX_SEAT_SHARDS, maxRedemptions));
  const base = Math.floor(maxRedemptions / shards);
  const extra = maxRedemptions % shards;
  return Array.from({ length: shards }, (_, index) => base + (index < extra ? 1 : 0));
}

/** The order a buyer tries the shards in: starting at a shard picked by their key, then round. */
export function seatOrder(shards: number, key: string): number[] {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const start = shards > 0 ? hash % shards : 0;
  return Array.from({ length: shards }, (_, index) => (start + index) % shards);
}
