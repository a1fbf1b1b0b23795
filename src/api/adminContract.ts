// The API contract's routes for the admin screen (spec 2.13); ./contract.ts gathers them with the others.
// Browser-safe like ./learnerContract.ts: schemas are imported as types only.
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
import type { BuilderCourse, courseChangeSchema, courseCreateSchema, RebuildOutcome } from '../lib/admin/courseSchemas';
import type { AdminInsightData } from '../lib/admin/insight';
import type { PendingEmailsResponse, RetryPendingEmailsResponse } from '../lib/purchase/pendingEmails';
import type { FinishPaymentsResponse, UnfinishedPaymentsResponse } from '../lib/purchase/unfinishedPayments';
import type { AdminPromotion, promotionCreateSchema, promotionDeactivateSchema } from '../lib/purchase/promotionSchemas';
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
