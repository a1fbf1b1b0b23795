// Course purchase (spec 2.4, 2.11, 4, 5, 7, 8): the API payload types shared by the browser and the functions,
// the words of every purchase toast, and the pure rules (checkout addresses, metadata). The account dialog's states
// are in ./accountDialog.ts.

// ---- Words (spec 8: exact)
export const PURCHASE_TOASTS = {
  authRequired: { title: 'Authentication required', message: 'Please log in to purchase this course.' },
  checkoutFailedTitle: 'Purchase failed',
  /** Fallback message on learner pages (dashboard, locked course view). */
  checkoutFailedLearner: 'Unable to start checkout process.',
  /** Fallback message on the course info pages. */
  checkoutFailedCoursePage: 'Failed to start checkout process.',
  loginFailedTitle: 'Login failed',
  signupFailedTitle: 'Signup failed',
  loggedIn: { title: 'Success', message: 'Logged in successfully!' },
  accountCreated: { title: 'Account created!', message: 'Account created successfully. You can now purchase the course.' },
} as const;

export const PAYMENT_RESULT = {
  invalidSession: 'Invalid payment session',
  failedTitle: 'Verification Failed',
  failedFallback: 'Unable to verify your payment.',
  successTitle: 'Payment Successful!',
  successMessage: 'Your course access has been activated.',
} as const;

// ---- Server messages (shown to the buyer as the toast message)
export const ALREADY_ENROLLED = 'You already have this course. You will find it on your dashboard, ready whenever you are.';
export const NOT_FOR_SALE = 'This course is not available to buy yet.';
export const COURSE_NOT_FOUND_FOR_SALE = 'Course not found.';
export const PAYMENT_NOT_FOUND = 'Payment session not found.';
export const PAYMENT_NOT_YOURS = 'This payment belongs to a different account. Please sign in with the account you used to buy the course.';
export const PAYMENT_COURSE_MISMATCH = 'This payment is for a different course.';
export const CHECKOUT_CLOSED =
  'This checkout has expired or was replaced by a newer one. Nothing was charged. Please start again from the course page.';
export const PAYMENT_NOT_COMPLETED =
  'Your payment has not been completed yet. If you have just paid, please wait a moment and refresh this page.';

/** A course's own info page (/courses/{id}) when the content gives it one, else null. */
export function infoPagePath(courseId: string, coursesWithPage: ReadonlySet<string>): string | null {
  return coursesWithPage.has(courseId) ? `/courses/${encodeURIComponent(courseId)}` : null;
}

export const CURRENCY = 'gbp';

// ---- Payloads: schemas in purchaseSchemas.ts (server side); their types, erased in the browser bundle.
export type {
  CreateCheckoutBody,
  CreateCheckoutResponse,
  VerifyPaymentBody,
  VerifyPaymentResponse,
  LocalCheckoutView,
  LocalCheckoutPayResponse,
} from './schemas';

// ---- Rules
/** The placeholder Stripe replaces with the Checkout Session id in the success address. */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
export const PAYMENT_RESULT_PATH = '/payment-success';

/**
 * Where the provider sends the buyer: the result page with the session id and course, or back to the course's
 * own page (`infoPath`, from the content) and otherwise to the course list.
 */
export function checkoutUrls(origin: string, courseId: string, infoPath: string | null = null): { successUrl: string; cancelUrl: string } {
  const base = origin.replace(/\/+$/, '');
  const course = encodeURIComponent(courseId);
  return {
    // The placeholder must stay literal (Stripe matches the braces), so it is not URL-encoded.
    successUrl: `${base}${PAYMENT_RESULT_PATH}?session_id=${CHECKOUT_SESSION_PLACEHOLDER}&course_id=${course}`,
    cancelUrl: `${base}${infoPath ?? '/courses'}`,
  };
}

/** The success address for a known session id (what Stripe does with the placeholder). */
export function successUrlFor(successUrl: string, checkoutId: string): string {
  return successUrl.split(CHECKOUT_SESSION_PLACEHOLDER).join(encodeURIComponent(checkoutId));
}

/** Metadata on the Checkout Session (and its payment): who bought which course. */
export function checkoutMetadata(uid: string, courseId: string): { user_id: string; course_id: string } {
  return { user_id: uid, course_id: courseId };
}

/** The session's client reference: the enrollment id it will create. */
export function clientReference(uid: string, courseId: string): string {
  return `${uid}_${courseId}`;
}

/** Repeated clicks within this window reuse one Checkout Session. */
export const CHECKOUT_IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;

/**
 * The idempotency key of a checkout request: the same buyer, course and amount within one window give the
 * same key, so double clicks (and retries) create one Checkout Session. A changed price gives a new key.
 */
export function checkoutIdempotencyKey(uid: string, courseId: string, pence: number, now: number, code: string | null = null): string {
  return `checkout_${uid}_${courseId}_${pence}_${Math.floor(now / CHECKOUT_IDEMPOTENCY_WINDOW_MS)}${code ? `_${code}` : ''}`;
}

/** Stripe's shortest allowed Checkout Session lifetime (its expires_at must be at least 30 minutes away). */
export const MIN_CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;

/**
 * When a checkout opened at `now` closes: 30 minutes after the end of its idempotency window, so every request
 * of one window sends Stripe identical parameters (a changed expires_at under the same key is refused), and
 * the session lives between 30 and 40 minutes.
 */
export function checkoutExpiresAt(now: number): number {
  const windowEnd = (Math.floor(now / CHECKOUT_IDEMPOTENCY_WINDOW_MS) + 1) * CHECKOUT_IDEMPOTENCY_WINDOW_MS;
  return windowEnd + MIN_CHECKOUT_LIFETIME_MS;
}

/** An open checkout is handed out again only while it has this long left, so the buyer can finish paying. */
export const CHECKOUT_REUSE_MARGIN_MS = 10 * 60 * 1000;

/** What the payment result page reads from its address (spec 2.11). */
export function paymentResultParams(search: string): { sessionId: string | null; courseId: string | null } {
  const params = new URLSearchParams(search);
  const sessionId = params.get('session_id')?.trim() || null;
  const courseId = params.get('course_id')?.trim() || null;
  // An unreplaced placeholder is no session id.
  return { sessionId: sessionId && sessionId !== CHECKOUT_SESSION_PLACEHOLDER ? sessionId : null, courseId };
}
