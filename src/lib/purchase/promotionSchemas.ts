// The promotion API's payload schemas (zod), kept apart from promotions.ts so that the browser's rules never
// ship zod: the admin's new code, its deactivation, and a buyer's check of a code for a course.
import * as z from 'zod';
import { isReservedDocumentId, recordId, requiredText } from '../fieldSchemas';
import { normaliseCode, PROMOTION_CODE_PATTERN, type Promotion, type PromotionQuote } from './promotions';

const code = requiredText('Code', 60)
  .transform(normaliseCode)
  .refine((value) => PROMOTION_CODE_PATTERN.test(value), 'Code must be 3 to 30 letters, numbers, dashes or underscores')
  // A code is stored under its own name: one the database reserves (two underscores at both ends) cannot be one.
  .refine((value) => !isReservedDocumentId(value), 'Code must not begin and end with two underscores');

/** 'YYYY-MM-DD': the code works until the end of that day (UTC). */
const expiryDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expires must be a date')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T23:59:59.999Z`)), 'Expires must be a date');

/** POST /api/admin/promotions: a new code. Exactly one of percentOff and amountOff (pounds). */
export const promotionCreateSchema = z
  .object({
    code,
    percentOff: z
      .number()
      .int('Percent off must be a whole number')
      .min(1, 'Percent off must be 1 to 100')
      .max(100, 'Percent off must be 1 to 100')
      .nullish(),
    amountOff: z.number().positive('Amount off must be more than £0').max(10_000, 'Amount off is too large').nullish(),
    courseId: recordId('Course').nullish(),
    expires: expiryDate.nullish(),
    maxRedemptions: z
      .number()
      .int('Maximum redemptions must be a whole number')
      .min(1, 'Maximum redemptions must be at least 1')
      .max(100_000)
      .nullish(),
  })
  .strict()
  .refine((body) => (body.percentOff == null) !== (body.amountOff == null), {
    message: 'Give either a percent off or an amount off (£), not both',
    path: ['percentOff'],
  });
export type PromotionCreateBody = z.input<typeof promotionCreateSchema>;

/** PATCH /api/admin/promotions {code}: the code stops working (its redemptions stay). */
export const promotionDeactivateSchema = z.object({ code }).strict();

/** POST /api/promotion-check {courseId, code}: what the code makes of the course's price. */
export const promotionCheckSchema = z.object({ courseId: recordId('courseId'), code }).strict();
export type PromotionCheckResponse = PromotionQuote;

/** A row of the admin's table. */
export type AdminPromotion = Promotion & { created_at: string; redemptions: number; course_title: string | null };
