// The API contract: every /api/* route declared once (path, method, who may call, where its input goes, the
// types of its input and answer, the error codes a client may switch on). The functions' `config.path`
// (checked by tests/unit/apiContract.test.ts), the browser client (src/api/request.ts) and the tests read it.
// Browser-safe: schemas are imported as types only (`import type`), so no zod reaches a page through here;
// each function pairs its route with the schema that checks the input (netlify/lib/handler.ts `route`).
import type { AccountOverview, AccountEmailResult, AccountDeleteResult, EmailConfirmationResult } from '../lib/account/rules';
import type { accountDeleteSchema, accountEmailSchema, accountNameSchema } from '../lib/account/schemas';
import type {
  AdminCourse,
  AdminOverview,
  AdminSession,
  AdminUser,
  AdminUsersPage,
  adminEmailSchema,
  adminEmailPreviewSchema,
  AdminEmailPreview,
  courseIdQuerySchema,
  createUserAndEnrollSchema,
  CreateUserAndEnrollResult,
  enrollmentIdQuerySchema,
  exportQuerySchema,
  refundSchema,
  sendEnrollmentEmailSchema,
  sessionImageSchema,
  userIdSchema,
} from '../lib/admin/admin';
import type { adminUsersPageQuerySchema } from '../lib/admin/usersPaging';
import type { authLinkRequestSchema } from '../lib/account/authLinkSchemas';
import type { SessionAnswer, SessionStarted, SessionWho, sessionStartSchema } from '../lib/account/sessionSchema';
import type { Certificate, CertificateConfirmation, CertificateStatus } from '../lib/learning/certificate';
import type { certificateIssueSchema, certificateStatusQuerySchema } from '../lib/learning/certificateSchemas';
import type { BuilderCourse, courseChangeSchema, courseCreateSchema, RebuildOutcome } from '../lib/admin/courseSchemas';
import type { AdminInsightData } from '../lib/admin/insight';
import type {
  courseQuerySchema,
  CourseData,
  DashboardData,
  profileSchema,
  progressCompleteSchema,
  progressSaveSchema,
  sessionAudioUrlQuerySchema,
  sessionQuerySchema,
  SessionData,
  SessionProgress,
} from '../lib/learning/learning';
import type { SessionAudioUrl } from '../lib/learning/lessons';
import type { PendingEmailsResponse, RetryPendingEmailsResponse } from '../lib/purchase/pendingEmails';
import type { FinishPaymentsResponse, UnfinishedPaymentsResponse } from '../lib/purchase/unfinishedPayments';
import type {
  createCheckoutSchema,
  CreateCheckoutResponse,
  localCheckoutPaySchema,
  localCheckoutQuerySchema,
  LocalCheckoutPayResponse,
  LocalCheckoutView,
  verifyPaymentSchema,
  VerifyPaymentResponse,
} from '../lib/purchase/schemas';
import type {
  AdminPromotion,
  promotionCheckSchema,
  PromotionCheckResponse,
  promotionCreateSchema,
  promotionDeactivateSchema,
} from '../lib/purchase/promotionSchemas';
import type {
  addSessionSchema,
  AdminSessionDetails,
  deleteSessionQuerySchema,
  editSessionSchema,
  reorderSessionsSchema,
  sessionIdQuerySchema,
} from '../lib/admin/sessionSchemas';
import type {
  SessionAudioUpload,
  sessionAudioDurationSchema,
  sessionAudioQuerySchema,
  sessionAudioUploadSchema,
} from '../lib/admin/sessionAudio';

import { json, route, type In, type RouteDeclaration } from './route';

export * from './route';
export * from './publicRoutes';

// ---- Learning (spec 2.10, 2.12)
export const dashboardRoute = /*#__PURE__*/ route<void, DashboardData>({
  path: '/api/dashboard',
  method: 'GET',
  auth: 'user',
  input: 'none',
  answer: json,
  codes: [],
});
export const courseRoute = /*#__PURE__*/ route<In<typeof courseQuerySchema>, CourseData>({
  path: '/api/course',
  method: 'GET',
  auth: 'user',
  input: 'query',
  answer: json,
  codes: [],
});
/** Opening a session: its answer carries the caller's progress, whose row it creates when missing. */
export const sessionRoute = /*#__PURE__*/ route<In<typeof sessionQuerySchema>, SessionData>({
  path: '/api/session',
  method: 'GET',
  auth: 'user',
  input: 'query',
  answer: json,
  codes: [],
});
/** The short-lived address of a session's audio in storage (a player plays it, the bonus download saves it). */
export const sessionAudioUrlRoute = /*#__PURE__*/ route<In<typeof sessionAudioUrlQuerySchema>, SessionAudioUrl>({
  path: '/api/session-audio-url',
  method: 'GET',
  auth: 'user',
  input: 'query',
  answer: json,
  codes: [],
});
/** The same audio as a download: redirects (303) to its signed address, so the bytes still come from storage. */
export const sessionAudioRoute = /*#__PURE__*/ route<In<typeof sessionQuerySchema>, Blob>({
  path: '/api/session-audio',
  method: 'GET',
  auth: 'user',
  input: 'query',
  answer: 'file',
  codes: [],
});
export const profileRoute = /*#__PURE__*/ route<In<typeof profileSchema>, { created: boolean }>({
  path: '/api/profile',
  method: 'POST',
  auth: 'user',
  input: 'body',
  answer: json,
  codes: [],
});
export const progressSaveRoute = /*#__PURE__*/ route<In<typeof progressSaveSchema>, { progress: SessionProgress }>({
  path: '/api/progress/save',
  method: 'POST',
  auth: 'user',
  input: 'body',
  answer: json,
  codes: [],
});
/** `queued`: answered by the service worker while offline (kept on the device, sent when the site answers again). */
export const progressCompleteRoute = /*#__PURE__*/ route<In<typeof progressCompleteSchema>, { progress: SessionProgress; queued?: true }>({
  path: '/api/progress/complete',
  method: 'POST',
  auth: 'user',
  input: 'body',
  answer: json,
  codes: [],
});
export const certificateStatusRoute = /*#__PURE__*/ route<In<typeof certificateStatusQuerySchema>, CertificateStatus>({
  path: '/api/certificate',
  method: 'GET',
  auth: 'user',
  input: 'query',
  answer: json,
  codes: [],
});
export const certificateIssueRoute = /*#__PURE__*/ route<In<typeof certificateIssueSchema>, { certificate: Certificate }>({
  path: '/api/certificate',
  method: 'POST',
  auth: 'user',
  input: 'body',
  answer: json,
  codes: [],
});
export const certificateVerifyRoute = /*#__PURE__*/ route<{ code: string }, CertificateConfirmation>({
  path: '/api/certificates/:code',
  method: 'GET',
  auth: 'public',
  input: 'path',
  answer: json,
  codes: ['rate_limited'],
});

// ---- Purchase (spec 2.4, 2.11, 7)
export const createCheckoutRoute = /*#__PURE__*/ route<In<typeof createCheckoutSchema>, CreateCheckoutResponse>({
  path: '/api/create-checkout',
  method: 'POST',
  auth: 'user',
  input: 'body',
  answer: json,
  codes: ['already_enrolled', 'promotion_refused'],
});
/** What a promotion code makes of a course's price (public: the course page shows it before sign-in; rate limited). */
export const promotionCheckRoute = /*#__PURE__*/ route<In<typeof promotionCheckSchema>, PromotionCheckResponse>({
  path: '/api/promotion-check',
  method: 'POST',
  auth: 'public',
  input: 'body',
  answer: json,
  codes: ['promotion_refused', 'rate_limited'],
});
export const verifyPaymentRoute = /*#__PURE__*/ route<In<typeof verifyPaymentSchema>, VerifyPaymentResponse>({
  path: '/api/verify-payment',
  method: 'POST',
  auth: 'user',
  input: 'body',
  answer: json,
  codes: [],
});
export const localCheckoutRoute = /*#__PURE__*/ route<In<typeof localCheckoutQuerySchema>, LocalCheckoutView>({
  path: '/api/local-checkout',
  method: 'GET',
  auth: 'public',
  input: 'query',
  answer: json,
  codes: [],
});
export const localCheckoutPayRoute = /*#__PURE__*/ route<In<typeof localCheckoutPaySchema>, LocalCheckoutPayResponse>({
  path: '/api/local-checkout/pay',
  method: 'POST',
  auth: 'public',
  input: 'body',
  answer: json,
  codes: ['already_enrolled', 'promotion_refused'],
});
/** Stripe's signed events: the body is Stripe's, read raw for the signature (no browser calls it). */
export const stripeWebhookRoute = /*#__PURE__*/ route<unknown, { received: true }>({
  path: '/api/stripe-webhook',
  method: 'POST',
  auth: 'public',
  input: 'body',
  answer: json,
  codes: [],
});

// ---- Account and sign-in links
export const accountRoute = /*#__PURE__*/ route<void, AccountOverview>({
  path: '/api/account',
  method: 'GET',
  auth: 'user',
  input: 'none',
  answer: json,
  codes: [],
});
export const accountNameRoute = /*#__PURE__*/ route<In<typeof accountNameSchema>, { profile: { full_name: string } }>({
  path: '/api/account/name',
  method: 'POST',
  auth: 'user',
  input: 'body',
  answer: json,
  codes: [],
});
export const accountEmailConfirmationRoute = /*#__PURE__*/ route<void, EmailConfirmationResult>({
  path: '/api/account/email-confirmation',
  method: 'POST',
  auth: 'user',
  input: 'none',
  answer: json,
  codes: [],
});
export const accountEmailRoute = /*#__PURE__*/ route<In<typeof accountEmailSchema>, AccountEmailResult>({
  path: '/api/account/email',
  method: 'POST',
  auth: 'user',
  input: 'body',
  answer: json,
  codes: ['recent_sign_in_required'],
});
export const accountDeleteRoute = /*#__PURE__*/ route<In<typeof accountDeleteSchema>, AccountDeleteResult>({
  path: '/api/account/delete',
  method: 'POST',
  auth: 'user',
  input: 'body',
  answer: json,
  codes: ['recent_sign_in_required'],
});
export const accountExportRoute = /*#__PURE__*/ route<void, Blob>({
  path: '/api/account/export',
  method: 'GET',
  auth: 'user',
  input: 'none',
  answer: 'file',
  codes: [],
});
/**
 * Sign-in's second step: the browser posts the ID token of a sign-in that just happened (any way: password, e-mail
 * link, new password, sign-up) and gets the site's session cookie (`__session`). Public: the token is the credential.
 */
export const authSessionStartRoute = /*#__PURE__*/ route<In<typeof sessionStartSchema>, SessionStarted>({
  path: '/api/auth/session',
  method: 'POST',
  auth: 'public',
  input: 'body',
  answer: json,
  codes: [],
});
/**
 * Who the session cookie names ({user: null} without a valid one: a signed-out visitor is no failure): the pages ask
 * it only when they hold no signed-in hint of their own, so they never load Firebase's client to know who is signed in.
 */
export const authSessionRoute = /*#__PURE__*/ route<void, SessionWho>({
  path: '/api/auth/session',
  method: 'GET',
  auth: 'public',
  input: 'none',
  answer: json,
  codes: [],
});
/** Sign-out: clears the session cookie and ends every session of the account it names (all devices). */
export const authSessionEndRoute = /*#__PURE__*/ route<void, SessionAnswer>({
  path: '/api/auth/session',
  method: 'DELETE',
  auth: 'public',
  input: 'none',
  answer: json,
  codes: [],
});
export const authEmailLinkRoute = /*#__PURE__*/ route<In<typeof authLinkRequestSchema>, { ok: true }>({
  path: '/api/auth-email-link',
  method: 'POST',
  auth: 'public',
  input: 'body',
  answer: json,
  codes: ['rate_limited'],
});

// ---- Admin (spec 2.13)
export const adminOverviewRoute = /*#__PURE__*/ route<void, AdminOverview>({
  path: '/api/admin/overview',
  method: 'GET',
  auth: 'admin',
  input: 'none',
  answer: json,
  codes: [],
});
export const adminInsightRoute = /*#__PURE__*/ route<void, AdminInsightData>({
  path: '/api/admin/insight',
  method: 'GET',
  auth: 'admin',
  input: 'none',
  answer: json,
  codes: [],
});
export const adminExportRoute = /*#__PURE__*/ route<In<typeof exportQuerySchema>, Blob>({
  path: '/api/admin/export',
  method: 'GET',
  auth: 'admin',
  input: 'query',
  answer: 'file',
  codes: [],
});
export const adminCoursesRoute = /*#__PURE__*/ route<void, { courses: AdminCourse[] }>({
  path: '/api/admin/courses',
  method: 'GET',
  auth: 'admin',
  input: 'none',
  answer: json,
  codes: [],
});
export const adminCourseCreateRoute = /*#__PURE__*/ route<In<typeof courseCreateSchema>, { course: BuilderCourse }>({
  path: '/api/admin/courses',
  method: 'POST',
  auth: 'admin',
  input: 'body',
  answer: json,
  codes: ['image_rejected'],
});
export const adminCourseChangeRoute = /*#__PURE__*/ route<
  In<typeof courseChangeSchema>,
  { course: BuilderCourse; rebuild: RebuildOutcome }
>({ path: '/api/admin/courses', method: 'PATCH', auth: 'admin', input: 'body', answer: json, codes: ['image_rejected'] });
/** `leftBehind`: the words saying that deleted sessions' audio, pictures or written lessons are still to be removed. */
export const adminCourseDeleteRoute = /*#__PURE__*/ route<
  In<typeof courseIdQuerySchema>,
  { deleted: true; rebuild?: RebuildOutcome; leftBehind?: string }
>({
  path: '/api/admin/courses',
  method: 'DELETE',
  auth: 'admin',
  input: 'query',
  answer: json,
  codes: [],
});
export const adminSessionsRoute = /*#__PURE__*/ route<void, { sessions: AdminSession[] }>({
  path: '/api/admin/sessions',
  method: 'GET',
  auth: 'admin',
  input: 'none',
  answer: json,
  codes: [],
});
export const adminSessionDetailsRoute = /*#__PURE__*/ route<Required<In<typeof sessionIdQuerySchema>>, { session: AdminSessionDetails }>({
  path: '/api/admin/sessions',
  method: 'GET',
  auth: 'admin',
  input: 'query',
  answer: json,
  codes: [],
});
export const adminSessionAddRoute = /*#__PURE__*/ route<In<typeof addSessionSchema>, { session: AdminSessionDetails; notice?: string }>({
  path: '/api/admin/sessions',
  method: 'POST',
  auth: 'admin',
  input: 'body',
  answer: json,
  codes: [],
});
export const adminSessionEditRoute = /*#__PURE__*/ route<In<typeof editSessionSchema>, { session: AdminSessionDetails; notice?: string }>({
  path: '/api/admin/sessions',
  method: 'PATCH',
  auth: 'admin',
  input: 'body',
  answer: json,
  codes: [],
});
/** `notice` (here and on add, edit, delete): the Studio's list of written lessons could not follow the change yet. */
export const adminSessionsReorderRoute = /*#__PURE__*/ route<
  In<typeof reorderSessionsSchema>,
  { sessions: AdminSession[]; notice?: string }
>({
  path: '/api/admin/sessions',
  method: 'PUT',
  auth: 'admin',
  input: 'body',
  answer: json,
  codes: [],
});
export const adminSessionDeleteRoute = /*#__PURE__*/ route<
  In<typeof deleteSessionQuerySchema>,
  { deleted: true; learnersWithProgress: number; leftBehind?: string; notice?: string }
>({ path: '/api/admin/sessions', method: 'DELETE', auth: 'admin', input: 'query', answer: json, codes: ['needs_confirmation'] });
export const adminSessionImageRoute = /*#__PURE__*/ route<In<typeof sessionImageSchema>, { session: AdminSession }>({
  path: '/api/admin/session-image',
  method: 'POST',
  auth: 'admin',
  input: 'body',
  answer: json,
  codes: ['image_rejected'],
});
/** A session's audio track: a signed PUT straight into storage, then its length recorded, or the track removed. */
export const adminSessionAudioUploadRoute = /*#__PURE__*/ route<In<typeof sessionAudioUploadSchema>, SessionAudioUpload>({
  path: '/api/admin/session-audio-upload',
  method: 'POST',
  auth: 'admin',
  input: 'body',
  answer: json,
  codes: [],
});
export const adminSessionAudioDurationRoute = /*#__PURE__*/ route<In<typeof sessionAudioDurationSchema>, { session: AdminSession }>({
  path: '/api/admin/session-audio',
  method: 'PATCH',
  auth: 'admin',
  input: 'body',
  answer: json,
  codes: [],
});
export const adminSessionAudioRemoveRoute = /*#__PURE__*/ route<In<typeof sessionAudioQuerySchema>, { session: AdminSession }>({
  path: '/api/admin/session-audio',
  method: 'DELETE',
  auth: 'admin',
  input: 'query',
  answer: json,
  codes: [],
});
/** GET /api/admin/users: a page of the list, or with `?id=` one user's details; one declaration, two typed readings. */
const adminUsersGet: RouteDeclaration = { path: '/api/admin/users', method: 'GET', auth: 'admin', input: 'query', answer: json, codes: [] };
export const adminUsersRoute = /*#__PURE__*/ route<In<typeof adminUsersPageQuerySchema>, AdminUsersPage>(adminUsersGet);
export const adminUserDetailsRoute = /*#__PURE__*/ route<{ id: string }, { user: AdminUser }>(adminUsersGet);
export const adminGrantAdminRoute = /*#__PURE__*/ route<In<typeof userIdSchema>, { granted: true }>({
  path: '/api/admin/grant-admin',
  method: 'POST',
  auth: 'admin',
  input: 'body',
  answer: json,
  codes: [],
});
export const deleteUserRoute = /*#__PURE__*/ route<In<typeof userIdSchema>, { success: true }>({
  path: '/api/delete-user',
  method: 'POST',
  auth: 'admin',
  input: 'body',
  answer: json,
  codes: [],
});
export const adminRefundRoute = /*#__PURE__*/ route<
  In<typeof refundSchema>,
  { refunded: true; enrollmentRemoved: boolean; emailSent: boolean }
>({ path: '/api/admin/refund', method: 'POST', auth: 'admin', input: 'body', answer: json, codes: [] });
export const adminEnrollmentDeleteRoute = /*#__PURE__*/ route<In<typeof enrollmentIdQuerySchema>, { deleted: true }>({
  path: '/api/admin/enrollments',
  method: 'DELETE',
  auth: 'admin',
  input: 'query',
  answer: json,
  codes: [],
});
export const createUserAndEnrollRoute = /*#__PURE__*/ route<In<typeof createUserAndEnrollSchema>, CreateUserAndEnrollResult>({
  path: '/api/create-user-and-enroll',
  method: 'POST',
  auth: 'admin',
  input: 'body',
  answer: json,
  codes: [],
});
export const sendEnrollmentEmailRoute = /*#__PURE__*/ route<In<typeof sendEnrollmentEmailSchema>, { success: true }>({
  path: '/api/send-enrollment-email',
  method: 'POST',
  auth: 'admin',
  input: 'body',
  answer: json,
  codes: [],
});
export const adminSendEmailRoute = /*#__PURE__*/ route<In<typeof adminEmailSchema>, { success: true }>({
  path: '/api/admin/send-email',
  method: 'POST',
  auth: 'admin',
  input: 'body',
  answer: json,
  codes: [],
});
export const adminPromotionsRoute = /*#__PURE__*/ route<void, { promotions: AdminPromotion[] }>({
  path: '/api/admin/promotions',
  method: 'GET',
  auth: 'admin',
  input: 'none',
  answer: json,
  codes: [],
});
export const adminPromotionCreateRoute = /*#__PURE__*/ route<In<typeof promotionCreateSchema>, { promotion: AdminPromotion }>({
  path: '/api/admin/promotions',
  method: 'POST',
  auth: 'admin',
  input: 'body',
  answer: json,
  codes: [],
});
export const adminPromotionDeactivateRoute = /*#__PURE__*/ route<In<typeof promotionDeactivateSchema>, { promotion: AdminPromotion }>({
  path: '/api/admin/promotions',
  method: 'PATCH',
  auth: 'admin',
  input: 'body',
  answer: json,
  codes: [],
});
export const adminEmailPreviewRoute = /*#__PURE__*/ route<In<typeof adminEmailPreviewSchema>, AdminEmailPreview>({
  path: '/api/admin/email-preview',
  method: 'POST',
  auth: 'admin',
  input: 'body',
  answer: json,
  codes: [],
});
export const adminPendingEmailsRoute = /*#__PURE__*/ route<void, PendingEmailsResponse>({
  path: '/api/admin/pending-emails',
  method: 'GET',
  auth: 'admin',
  input: 'none',
  answer: json,
  codes: [],
});
export const adminPendingEmailsRetryRoute = /*#__PURE__*/ route<void, RetryPendingEmailsResponse>({
  path: '/api/admin/pending-emails',
  method: 'POST',
  auth: 'admin',
  input: 'none',
  answer: json,
  codes: [],
});
export const adminUnfinishedPaymentsRoute = /*#__PURE__*/ route<void, UnfinishedPaymentsResponse>({
  path: '/api/admin/unfinished-payments',
  method: 'GET',
  auth: 'admin',
  input: 'none',
  answer: json,
  codes: [],
});
export const adminFinishPaymentsRoute = /*#__PURE__*/ route<void, FinishPaymentsResponse>({
  path: '/api/admin/unfinished-payments',
  method: 'POST',
  auth: 'admin',
  input: 'none',
  answer: json,
  codes: [],
});
