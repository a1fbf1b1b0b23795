// The typed browser client for the admin API (routes in src/api/contract.ts, payloads in src/lib/admin/admin.ts): every
// call carries the signed-in admin's ID token; a non-2xx answer becomes an ApiError (status, code, words).
import type { AdminCourse, AdminOverview, AdminSession, AdminUserSort } from '../lib/admin/admin';
import type { ExportType } from '../lib/admin/admin';
import {
  adminCourseDeleteRoute,
  adminCoursesRoute,
  adminEnrollmentDeleteRoute,
  adminExportRoute,
  adminGrantAdminRoute,
  adminInsightRoute,
  adminOverviewRoute,
  adminPendingEmailsRetryRoute,
  adminPendingEmailsRoute,
  adminRefundRoute,
  adminSendEmailRoute,
  adminEmailPreviewRoute,
  adminSessionImageRoute,
  adminSessionsRoute,
  adminFinishPaymentsRoute,
  adminUnfinishedPaymentsRoute,
  adminUserDetailsRoute,
  adminUsersRoute,
  createUserAndEnrollRoute,
  deleteUserRoute,
  sendEnrollmentEmailRoute,
} from './adminContract';
import type { InputOf } from './route';
import { call } from './client';

export type SessionImageBody = InputOf<typeof adminSessionImageRoute>;
export type SendEnrollmentEmailBody = InputOf<typeof sendEnrollmentEmailRoute>;
export type AdminEmailBody = InputOf<typeof adminSendEmailRoute>;

export const adminApi = {
  overview: () => call(adminOverviewRoute),
  insight: () => call(adminInsightRoute),
  courses: () => call(adminCoursesRoute),
  deleteCourse: (id: string) => call(adminCourseDeleteRoute, { id }),
  sessions: () => call(adminSessionsRoute),
  updateSessionImage: (body: SessionImageBody) => call(adminSessionImageRoute, body),
  users: (params: { q: string; page: number; sort: AdminUserSort }) =>
    call(adminUsersRoute, { q: params.q, page: String(params.page), sort: params.sort }),
  userDetails: (id: string) => call(adminUserDetailsRoute, { id }),
  grantAdmin: (userId: string) => call(adminGrantAdminRoute, { userId }),
  deleteUser: (userId: string) => call(deleteUserRoute, { userId }),
  refund: (paymentId: string) => call(adminRefundRoute, { paymentId }),
  deleteEnrollment: (id: string) => call(adminEnrollmentDeleteRoute, { id }),
  createUserAndEnroll: (body: InputOf<typeof createUserAndEnrollRoute>) => call(createUserAndEnrollRoute, body),
  sendEnrollmentEmail: (body: SendEnrollmentEmailBody) => call(sendEnrollmentEmailRoute, body),
  sendEmail: (body: AdminEmailBody) => call(adminSendEmailRoute, body),
  emailPreview: (body: InputOf<typeof adminEmailPreviewRoute>) => call(adminEmailPreviewRoute, body),
  pendingEmails: () => call(adminPendingEmailsRoute),
  retryPendingEmails: () => call(adminPendingEmailsRetryRoute),
  unfinishedPayments: () => call(adminUnfinishedPaymentsRoute),
  finishPayments: () => call(adminFinishPaymentsRoute),
  /** A CSV export as a file (the server names it). */
  export: (type: ExportType) => call(adminExportRoute, { type }),
};

/** What the dashboard shows, loaded together (the tabs then switch without waiting); users come a page at a time. */
export type AdminData = { overview: AdminOverview; courses: AdminCourse[]; sessions: AdminSession[] };

export async function loadAdminData(): Promise<AdminData> {
  const [overview, courses, sessions] = await Promise.all([adminApi.overview(), adminApi.courses(), adminApi.sessions()]);
  return { overview, courses: courses.courses, sessions: sessions.sessions };
}
