// The typed browser client for the admin API (the contract is src/lib/admin.ts): every call carries the
// signed-in admin's ID token through apiFetch, and a non-2xx answer becomes an ApiError with the server's text.
import type {
  AdminCourse,
  AdminOverview,
  AdminSession,
  AdminUser,
  AdminUserSort,
  AdminUsersPage,
  CreateCourseBody,
  CreateUserAndEnrollResult,
} from '../lib/admin';
import { apiFetch } from './client';

export type SessionImageBody = { sessionId: string; imageDataUrl?: string; imageUrl?: string };
export type SendEnrollmentEmailBody = {
  userEmail: string;
  userName: string | null;
  courseTitle: string;
  courseDashboardUrl: string | null;
  isNewUser: boolean;
  isManualEnrollment: boolean;
  passwordSetupUrl: string | null;
};
export type AdminEmailBody = { userEmail: string; subject: string; message: string };

const q = (value: string) => encodeURIComponent(value);

export const adminApi = {
  overview: () => apiFetch<AdminOverview>('/api/admin/overview'),
  courses: () => apiFetch<{ courses: AdminCourse[] }>('/api/admin/courses'),
  createCourse: (body: CreateCourseBody) => apiFetch<{ course: AdminCourse }>('/api/admin/courses', { body }),
  deleteCourse: (id: string) => apiFetch<{ deleted: true }>(`/api/admin/courses?id=${q(id)}`, { method: 'DELETE' }),
  sessions: () => apiFetch<{ sessions: AdminSession[] }>('/api/admin/sessions'),
  updateSessionImage: (body: SessionImageBody) => apiFetch<{ session: AdminSession }>('/api/admin/session-image', { body }),
  users: (params: { q: string; page: number; sort: AdminUserSort }) =>
    apiFetch<AdminUsersPage>(`/api/admin/users?q=${q(params.q)}&page=${params.page}&sort=${params.sort}`),
  userDetails: (id: string) => apiFetch<{ user: AdminUser }>(`/api/admin/users?id=${q(id)}`),
  grantAdmin: (userId: string) => apiFetch<{ granted: true }>('/api/admin/grant-admin', { body: { userId } }),
  deleteUser: (userId: string) => apiFetch<{ success: true }>('/api/delete-user', { body: { userId } }),
  refund: (paymentId: string) =>
    apiFetch<{ refunded: true; enrollmentRemoved: boolean; emailSent: boolean }>('/api/admin/refund', { body: { paymentId } }),
  deleteEnrollment: (id: string) => apiFetch<{ deleted: true }>(`/api/admin/enrollments?id=${q(id)}`, { method: 'DELETE' }),
  createUserAndEnroll: (body: { userEmail: string; courseId: string }) =>
    apiFetch<CreateUserAndEnrollResult>('/api/create-user-and-enroll', { body }),
  sendEnrollmentEmail: (body: SendEnrollmentEmailBody) => apiFetch<{ success: true }>('/api/send-enrollment-email', { body }),
  sendEmail: (body: AdminEmailBody) => apiFetch<{ success: true }>('/api/admin/send-email', { body }),
};

/** What the dashboard shows, loaded together (the tabs then switch without waiting); users come a page at a time. */
export type AdminData = { overview: AdminOverview; courses: AdminCourse[]; sessions: AdminSession[] };

export async function loadAdminData(): Promise<AdminData> {
  const [overview, courses, sessions] = await Promise.all([adminApi.overview(), adminApi.courses(), adminApi.sessions()]);
  return { overview, courses: courses.courses, sessions: sessions.sessions };
}
