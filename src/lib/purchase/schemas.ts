// The purchase API's payload schemas (zod). Kept apart from purchase.ts so that browser code, which needs
// only the words and rules, never ships zod.
import * as z from 'zod';
import { idText, recordId, storableString } from '../fieldSchemas';

// ---- Payloads
const courseId = recordId('courseId');

const checkoutId = (label: string) => idText(label, 255, /^[A-Za-z0-9_]+$/, `${label} is not a valid payment session id`);

/**
 * POST /api/create-checkout. Spec 7: learner pages send courseId; the course page also sends userEmail and
 * userName. Those two are accepted for the shape but never trusted: the e-mail comes from the verified token.
 */
export const createCheckoutSchema = z
  .object({
    courseId,
    userEmail: storableString('userEmail').max(254, 'userEmail is too long').optional(),
    userName: storableString('userName').max(200, 'userName is too long').optional(),
    /** A promotion code the buyer applied; checked again here (the browser's check changes nothing). */
    promotionCode: storableString('promotionCode').trim().max(60, 'promotionCode is too long').optional(),
  })
  .strict();
export type CreateCheckoutBody = z.input<typeof createCheckoutSchema>;
/** `free`: a 100%-off code enrolled the buyer at once; `url` is then the payment result page. */
export type CreateCheckoutResponse = { url: string; checkoutId: string; free?: boolean };

/** POST /api/verify-payment (spec 7: sessionId; the result page also knows the course id). */
export const verifyPaymentSchema = z.object({ sessionId: checkoutId('sessionId'), courseId: courseId.optional() }).strict();
export type VerifyPaymentBody = z.input<typeof verifyPaymentSchema>;
export type VerifyPaymentResponse = {
  success: true;
  courseId: string;
  courseTitle: string;
  enrollmentId: string;
  /** Spec 2.11: an optional sign-in link; never set by this server (the buyer is already signed in). */
  magicLink?: string | null;
};

/** GET /api/local-checkout?id= and POST /api/local-checkout/pay {id}: the local test checkout. */
export const localCheckoutQuerySchema = z.object({ id: checkoutId('id') });
export const localCheckoutPaySchema = z.object({ id: checkoutId('id') }).strict();
export type LocalCheckoutView = {
  id: string;
  courseId: string;
  courseTitle: string;
  /** Pence: what the buyer pays. */
  amountTotal: number;
  /** Pence: the price before the promotion code (equal to amountTotal without one). */
  amountSubtotal: number;
  promotionCode: string | null;
  currency: string;
  customerEmail: string | null;
  paid: boolean;
  cancelUrl: string;
};
export type LocalCheckoutPayResponse = { redirectUrl: string };
