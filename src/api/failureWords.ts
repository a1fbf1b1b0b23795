// The one place that turns a failed call into the words people read (spec 8): a route's own words for a code
// when the spec gives some, else the server's message, else the spec's fallback for that route.
// Keyed by "METHOD path" so a page bundle does not pull in every route declaration.
import type { ErrorCode } from '../lib/http';
import { PAYMENT_RESULT, PURCHASE_TOASTS } from '../lib/purchase/purchase';
import type { RouteDeclaration } from './route';

type RouteWords = {
  /** Shown when the answer carries no words of its own (an empty 500, a proxy's error page, a network failure). */
  fallback: string;
  /** The spec's words for a code, which win over the server's message. */
  byCode?: Partial<Record<ErrorCode, string>>;
};

/** Said when a route has no words of its own in the spec. */
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

const WORDS: Record<string, RouteWords> = {
  // Learner pages; the course info pages pass their own fallback (PURCHASE_TOASTS.checkoutFailedCoursePage).
  'POST /api/create-checkout': {
    fallback: PURCHASE_TOASTS.checkoutFailedLearner,
    byCode: { unauthenticated: PURCHASE_TOASTS.authRequired.message },
  },
  'POST /api/verify-payment': { fallback: PAYMENT_RESULT.failedFallback },
  'GET /api/dashboard': { fallback: 'Failed to load course data.' },
  'GET /api/course': { fallback: 'Failed to load course data.' },
  'GET /api/session': { fallback: 'Failed to load session data.' },
  'POST /api/progress/complete': { fallback: 'Failed to mark session as complete.' },
  'GET /api/session-audio': { fallback: 'Failed to download the hypnosis audio file.' },
  'GET /api/admin/overview': { fallback: 'Failed to load admin data.' },
  'GET /api/admin/courses': { fallback: 'Failed to load admin data.' },
  'GET /api/admin/sessions': { fallback: 'Failed to load admin data.' },
  'POST /api/admin/courses': { fallback: 'Failed to create course.' },
  'DELETE /api/admin/courses': { fallback: 'Failed to delete course.' },
  'POST /api/admin/session-image': { fallback: 'Failed to update session image.' },
  'POST /api/admin/grant-admin': { fallback: 'Failed to grant admin access.' },
  'POST /api/delete-user': { fallback: 'Failed to delete user.' },
  'DELETE /api/admin/enrollments': { fallback: 'Failed to delete enrollment.' },
  'POST /api/create-user-and-enroll': { fallback: 'An unexpected error occurred.' },
  'POST /api/admin/send-email': { fallback: 'Failed to send email.' },
};

const keyOf = (route: Pick<RouteDeclaration, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** The spec's fallback words for a failed call of this route. */
export function failureFallback(route: Pick<RouteDeclaration, 'method' | 'path'>): string {
  return WORDS[keyOf(route)]?.fallback ?? GENERIC_FAILURE;
}

/** What a failed call says: the route's words for the code, else the server's words, else the fallback. */
export function failureWords(
  route: Pick<RouteDeclaration, 'method' | 'path'>,
  failure: { code: ErrorCode | null; serverMessage: string | null },
  fallback: string = failureFallback(route),
): string {
  const forCode = failure.code ? WORDS[keyOf(route)]?.byCode?.[failure.code] : undefined;
  return forCode ?? failure.serverMessage ?? fallback;
}
