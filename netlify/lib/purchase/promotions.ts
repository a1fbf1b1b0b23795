// Promotion codes in Firestore: `promotion_codes/{CODE}` holds a code's terms; its uses are counted without a
// document that every buyer writes:
//  - each use is a record of its own, `promotion_redemptions/{checkout id}`, written in the same commit as the
//    payment (fulfilment.ts); the admin's table counts them with one count() per code;
//  - a code with a maximum has its seats split over a few shards (`promotion_seats/{CODE}_{n}`, quotas summing to
//    the maximum): the local test checkout's Pay and a free (100%-off) order take a seat in the commit that
//    charges or enrols, so the maximum holds however many buyers pay at once, and concurrent buyers spread over
//    the shards. On Stripe, its promotion code carries the same maximum and Stripe enforces it.
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HttpError } from '../../../src/lib/http';
import {
  normaliseCode,
  PROMOTION_EXISTS,
  PROMOTION_UNKNOWN,
  PROMOTION_USED_UP,
  promotionRefusal,
  quote,
  seatOrder,
  seatQuotas,
  type Promotion,
  type PromotionQuote,
} from '../../../src/lib/purchase/promotions';
import type { AdminPromotion, PromotionCreateBody } from '../../../src/lib/purchase/promotionSchemas';
import { toPence } from '../../../src/lib/money';
import { collections, promotionSeatId, type PromotionCodeDoc, type PromotionSeatDoc } from '../data/collections';
import { db } from '../firebase';
import { isAlreadyExists } from '../data/firestoreCodes';
import type { AppliedPromotion, Payments } from '../adapters/payments/payments';

/** A used-up code at the moment of paying: nothing was charged and nobody enrolled. */
export class PromotionUsedUpError extends HttpError {
  constructor() {
    super(409, PROMOTION_USED_UP, { code: 'promotion_refused' });
    this.name = 'PromotionUsedUpError';
  }
}

export function toPromotion(doc: Partial<PromotionCodeDoc>): Promotion {
  const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return {
    code: String(doc.code ?? ''),
    percent_off: num(doc.percent_off),
    amount_off_pence: num(doc.amount_off_pence),
    course_id: typeof doc.course_id === 'string' && doc.course_id ? doc.course_id : null,
    expires_at: typeof doc.expires_at === 'string' && doc.expires_at ? doc.expires_at : null,
    max_redemptions: num(doc.max_redemptions),
    active: doc.active === true,
  };
}

export async function getPromotionDoc(code: string): Promise<PromotionCodeDoc | null> {
  const snapshot = await collections(await db())
    .promotionCodes.doc(normaliseCode(code))
    .get();
  return snapshot.exists ? (snapshot.data() as PromotionCodeDoc) : null;
}

/** How many times a code was used (one count() over its redemption records). */
export async function redemptionsOf(firestore: Firestore, code: string): Promise<number> {
  const snapshot = await collections(firestore).promotionRedemptions.where('code', '==', code).count().get();
  return snapshot.data().count;
}

/** How many seats of a capped code are taken (its few shards). */
async function seatsTaken(firestore: Firestore, promotion: Promotion): Promise<number> {
  if (promotion.max_redemptions === null) return 0;
  const refs = seatQuotas(promotion.max_redemptions).map((_, shard) =>
    collections(firestore).promotionSeats.doc(promotionSeatId(promotion.code, shard)),
  );
  const shards = await firestore.getAll(...refs);
  return shards.reduce((sum, shard) => sum + (Number(shard.get('used')) || 0), 0);
}

/**
 * A code checked for a course and its list price: the quote, or 409 with the reason (unknown, inactive, expired,
 * another course's, used up). Uses so far are the larger of the seats taken (local) and the records (Stripe).
 */
export async function checkPromotion(
  code: string,
  courseId: string,
  listPence: number,
  now: number,
): Promise<{ promotion: PromotionCodeDoc; quote: PromotionQuote }> {
  const firestore = await db();
  const doc = await getPromotionDoc(code);
  const early = promotionRefusal(doc ? toPromotion(doc) : null, courseId, now);
  if (early || !doc) throw new HttpError(409, early ?? PROMOTION_UNKNOWN, { code: 'promotion_refused' });
  const promotion = toPromotion(doc);
  if (promotion.max_redemptions !== null) {
    const [seats, records] = await Promise.all([seatsTaken(firestore, promotion), redemptionsOf(firestore, promotion.code)]);
    const refusal = promotionRefusal(promotion, courseId, now, Math.max(seats, records));
    if (refusal) throw new HttpError(409, refusal, { code: 'promotion_refused' });
  }
  return { promotion: doc, quote: quote(listPence, promotion) };
}

/** What a checkout carries of a checked code. */
export function appliedPromotion(doc: PromotionCodeDoc, checked: PromotionQuote): AppliedPromotion {
  return {
    code: doc.code,
    discountPence: checked.discountPence,
    courseOnly: Boolean(doc.course_id),
    stripePromotionCodeId: doc.stripe_promotion_code_id ?? null,
  };
}

/**
 * Reads (inside a transaction, before its writes) a seat shard of the code with room left, or null when every
 * seat is taken; `takeSeat` then takes it in the same commit. A code without a maximum needs no seat ('none').
 */
export async function findSeat(
  tx: Transaction,
  firestore: Firestore,
  code: string,
  key: string,
): Promise<DocumentReference | 'none' | null> {
  const doc = await tx.get(collections(firestore).promotionCodes.doc(code));
  const max = doc.exists ? toPromotion(doc.data()!).max_redemptions : null;
  if (max === null) return 'none';
  for (const shard of seatOrder(seatQuotas(max).length, key)) {
    const ref = collections(firestore).promotionSeats.doc(promotionSeatId(code, shard));
    const seat = await tx.get(ref);
    const data = seat.data() as PromotionSeatDoc | undefined;
    if (data && data.used < data.quota) return ref;
  }
  return null;
}

export function takeSeat(tx: Transaction, seat: DocumentReference | 'none'): void {
  if (seat !== 'none') tx.update(seat, { used: FieldValue.increment(1) });
}

/** The admin's new code: stored with its seat shards, and made at Stripe too when payments run there. */
export async function createPromotion(body: PromotionCreateBody, payments: Payments, now: Date = new Date()): Promise<PromotionCodeDoc> {
  const firestore = await db();
  const code = normaliseCode(body.code);
  const ref = collections(firestore).promotionCodes.doc(code);
  if ((await ref.get()).exists) throw new HttpError(409, PROMOTION_EXISTS);
  let courseTitle: string | null = null;
  if (body.courseId) {
    const course = await collections(firestore).courses.doc(body.courseId).get();
    if (!course.exists) throw new HttpError(404, 'Course not found.');
    courseTitle = typeof course.get('title') === 'string' ? course.get('title') : body.courseId;
  }
  const promotion: Promotion = {
    code,
    percent_off: body.percentOff ?? null,
    amount_off_pence: body.amountOff != null ? toPence(body.amountOff) : null,
    course_id: body.courseId ?? null,
    expires_at: body.expires ? `${body.expires}T23:59:59.999Z` : null,
    max_redemptions: body.maxRedemptions ?? null,
    active: true,
  };
  if (promotion.expires_at && Date.parse(promotion.expires_at) <= now.getTime())
    throw new HttpError(400, 'Expires must be today or later.');
  // At the provider first: a failure there stores nothing here (503 "try again" means nothing happened).
  const provider = await payments.createPromotion({ ...promotion, courseTitle });
  const doc: PromotionCodeDoc = {
    ...promotion,
    created_at: now.toISOString(),
    stripe_coupon_id: provider.couponId,
    stripe_promotion_code_id: provider.promotionCodeId,
  };
  const batch = firestore.batch();
  batch.create(ref, doc);
  if (promotion.max_redemptions !== null) {
    seatQuotas(promotion.max_redemptions).forEach((quota, shard) => {
      batch.create(collections(firestore).promotionSeats.doc(promotionSeatId(code, shard)), { code, shard, quota, used: 0 });
    });
  }
  try {
    await batch.commit();
  } catch (error) {
    // Two admins creating one code at once: the second is told it exists.
    if (isAlreadyExists(error)) throw new HttpError(409, PROMOTION_EXISTS);
    throw error;
  }
  return doc;
}

/** Stops a code (here and at the provider); its uses stay counted. */
export async function deactivatePromotion(code: string, payments: Payments, now: Date = new Date()): Promise<PromotionCodeDoc | null> {
  const firestore = await db();
  const ref = collections(firestore).promotionCodes.doc(normaliseCode(code));
  const snapshot = await ref.get();
  if (!snapshot.exists) return null;
  const doc = snapshot.data() as PromotionCodeDoc;
  await payments.deactivatePromotion({ couponId: doc.stripe_coupon_id ?? null, promotionCodeId: doc.stripe_promotion_code_id ?? null });
  await ref.update({ active: false, deactivated_at: now.toISOString() });
  return { ...doc, active: false, deactivated_at: now.toISOString() };
}

/** Every code, newest first, with its uses and course title (a practitioner has tens of codes, not thousands). */
export async function listPromotions(): Promise<AdminPromotion[]> {
  const firestore = await db();
  const snapshot = await collections(firestore).promotionCodes.orderBy('created_at', 'desc').limit(200).get();
  const docs = snapshot.docs.map((doc) => doc.data());
  const courseIds = [...new Set(docs.map((doc) => doc.course_id).filter((id): id is string => Boolean(id)))];
  const courses = courseIds.length ? await firestore.getAll(...courseIds.map((id) => collections(firestore).courses.doc(id))) : [];
  const titles = new Map(
    courses.map((course) => [course.id, typeof course.get('title') === 'string' ? (course.get('title') as string) : course.id]),
  );
  const counts = await Promise.all(docs.map((doc) => redemptionsOf(firestore, doc.code)));
  return docs.map((doc, index) => ({
    ...toPromotion(doc),
    created_at: doc.created_at,
    redemptions: counts[index]!,
    course_title: doc.course_id ? (titles.get(doc.course_id) ?? doc.course_id) : null,
  }));
}

/** Our code for a Stripe promotion code id (one typed on Stripe's page), or null. */
export async function codeOfStripePromotion(promotionCodeId: string): Promise<string | null> {
  const snapshot = await collections(await db())
    .promotionCodes.where('stripe_promotion_code_id', '==', promotionCodeId)
    .limit(1)
    .get();
  return snapshot.empty ? null : snapshot.docs[0]!.id;
}
