// The admin API's contract: request schemas (zod, shared by the browser and the functions) and response shapes.
// Every admin endpoint requires a verified admin token; paths are listed beside each shape.
import * as z from 'zod';
import { emailAddress, recordId, requiredText, storableString } from '../fieldSchemas';
import type { CourseSummary } from '../learning/learning';

/** The payment reference that marks an enrollment an admin made by hand (spec 3: "a special value"). */
export const MANUAL_ENROLLMENT_REFERENCE = 'manual_admin_enrollment';

/** Uploaded session images: images only, at most 5 MB. */
export const MAX_SESSION_IMAGE_BYTES = 5 * 1024 * 1024;
export const SESSION_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

const optionalText = (label: string, max: number) =>
  storableString(label)
    .trim()
    .max(max, `${label} is too long`)
    .nullish()
    .transform((value) => (value ? value : null));

// ---- GET /api/admin/overview -> AdminOverview
/**
 * totalRevenue: money received in pounds (paid amounts of the payment records minus refunds); manual enrollments
 * bring none and are counted apart in manualEnrollments (they are part of totalEnrollments).
 */
export type AdminTotals = {
  totalUsers: number;
  totalRevenue: number;
  totalCourses: number;
  totalEnrollments: number;
  manualEnrollments: number;
};
export type AdminEnrollmentRow = {
  id: string;
  user_id: string;
  course_id: string;
  enrolled_at: string;
  /** Full name, else e-mail, else 'Unknown'. */
  userName: string;
  userEmail: string;
  /** 'Unknown Course' when the course is gone. */
  courseTitle: string;
  /** Pounds; 0 when the course is gone. */
  coursePrice: number;
  isManual: boolean;
};
export type AdminOverview = { totals: AdminTotals; recentEnrollments: AdminEnrollmentRow[] };

// ---- GET /api/admin/courses -> { courses: AdminCourse[] } (newest first)
// ---- POST /api/admin/courses and PATCH: the course builder's schemas in courseSchemas.ts
// ---- DELETE /api/admin/courses?id=... (courseIdQuerySchema) -> { deleted: true }
export type AdminCourse = CourseSummary & {
  sale_tag: string | null;
  /** When the sale price ends (ISO date-time), or null. */
  sale_ends_at: string | null;
  is_featured: boolean;
  is_popular: boolean;
  enrollmentCount: number;
};
export const courseIdQuerySchema = z.object({ id: recordId('id') });

// ---- GET /api/admin/sessions -> { sessions: AdminSession[] } (all, by course then session_order)
// ---- POST /api/admin/session-image (sessionImageSchema) -> { session: AdminSession }
export type AdminSession = {
  id: string;
  course_id: string;
  courseTitle: string;
  title: string;
  description: string;
  /** The session's own image, else null (the island falls back to the course image, then a default photo). */
  image_url: string | null;
  courseImageUrl: string | null;
  duration_minutes: number | null;
  session_order: number;
  /** Drip: the session opens this many days after a learner's enrollment (0: at once). */
  opens_after_days: number;
  /** The uploaded audio track's length as the builder's browser read it, else null (no track recorded). */
  audio_duration_seconds: number | null;
};
export const sessionImageSchema = z
  .object({
    sessionId: recordId('sessionId'),
    /** Either an uploaded file as a data URL (data:image/...;base64,...) ... */
    imageDataUrl: storableString('imageDataUrl')
      .max(Math.ceil((MAX_SESSION_IMAGE_BYTES * 4) / 3) + 100, 'The image must be 5 MB or smaller')
      .optional(),
    /** ... or an http(s) URL or a site path starting with "/". */
    imageUrl: storableString('imageUrl').trim().max(2000, 'imageUrl is too long').optional(),
  })
  .strict()
  .refine((body) => Boolean(body.imageDataUrl) !== Boolean(body.imageUrl), 'Give either an uploaded image or an image URL');

// ---- GET /api/admin/users?q=&page=&sort= (adminUsersQuerySchema) -> AdminUsersPage (50 a page, no enrollment lists)
// ---- GET /api/admin/users?id=... -> { user: AdminUser } (the details panel, loaded on demand)
// ---- POST /api/admin/grant-admin (userIdSchema) -> { granted: true }
// ---- POST /api/delete-user (userIdSchema) -> { success: true }   (spec 7: Delete-user, payload userId)
export type AdminUserEnrollment = { enrollmentId: string; courseId: string; courseTitle: string; coursePrice: number; enrolled_at: string };
/** A payment as the user's details show it (amounts in pence). */
export type AdminUserPayment = {
  id: string;
  courseId: string;
  courseTitle: string;
  amountPence: number;
  currency: string;
  paid_at: string;
  refunded: boolean;
  refunded_at: string | null;
};
export type AdminUser = {
  uid: string;
  email: string;
  /** '' when none was given (shown as 'No name' in the list, 'Not provided' in the details). */
  full_name: string;
  created_at: string;
  isAdmin: boolean;
  enrollmentCount: number;
  enrollments: AdminUserEnrollment[];
  /** Only in the details (GET /api/admin/users?id=): the user's payments, newest first. */
  payments?: AdminUserPayment[];
};
export const userIdSchema = z.object({ userId: recordId('userId') }).strict();
export const ADMIN_USERS_PAGE_SIZE = 50;
export const ADMIN_USER_SORTS = ['newest', 'oldest'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
/** One row of the Users list: everything but the enrolled courses (those come with the details). */
export type AdminUserRow = Omit<AdminUser, 'enrollments' | 'payments'>;
export type AdminUsersPage = {
  users: AdminUserRow[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
  /** A search that matched more accounts than it reads: only the first ones are listed; it should be narrower. */
  tooMany?: boolean;
};
export const adminUsersQuerySchema = z.object({
  /** Search: the start of any word of a name or e-mail address (any case), or a whole e-mail address. */
  q: storableString('Search').trim().max(254, 'Search is too long').optional().default(''),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, 'Page must be a whole number from 1 to 9999')
    .optional()
    .default('1')
    .transform(Number),
  sort: z.enum(ADMIN_USER_SORTS, { error: 'Sort must be newest or oldest' }).optional().default('newest'),
  id: recordId('id').optional(),
});

// ---- POST /api/admin/refund (refundSchema) -> { refunded: true, enrollmentRemoved: boolean, emailSent: boolean }
// A full refund of one payment (its Checkout Session id); 404 unknown payment, 409 already refunded.
export const refundSchema = z.object({ paymentId: recordId('paymentId') }).strict();

// ---- GET /api/admin/export?type=users|enrollments|payments (exportQuerySchema) -> text/csv (an attachment)
export const EXPORT_TYPES = ['users', 'enrollments', 'payments'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export const exportQuerySchema = z.object({ type: z.enum(EXPORT_TYPES, { error: 'type must be users, enrollments or payments' }) });

// ---- GET /api/admin/insight -> AdminInsight (the Insight tab)
/** Money received in one month (YYYY-MM), in pence: paid minus refunded. */
export type MonthRevenue = { month: string; pence: number };
export type CourseEnrollments = { courseId: string; title: string; enrollments: number };
/** One session of a course's funnel: how many learners started it and how many completed it. */
export type FunnelStep = { sessionId: string; title: string; order: number; started: number; completed: number };
export type CourseFunnel = { courseId: string; title: string; steps: FunnelStep[] };
export type QuietLearner = { uid: string; email: string; full_name: string; last_active_at: string };
export type AdminInsight = {
  revenueByMonth: MonthRevenue[];
  enrollmentsByCourse: CourseEnrollments[];
  funnels: CourseFunnel[];
  /** Learners with no activity for INACTIVE_DAYS days, longest quiet first (at most 50). */
  quietLearners: QuietLearner[];
};
export const INACTIVE_DAYS = 30;

// ---- DELETE /api/admin/enrollments?id=... (enrollmentIdQuerySchema) -> { deleted: true }
export const enrollmentIdQuerySchema = z.object({ id: recordId('id') });

// ---- POST /api/create-user-and-enroll (createUserAndEnrollSchema) -> CreateUserAndEnrollResult
export const createUserAndEnrollSchema = z.object({ userEmail: emailAddress('User Email'), courseId: recordId('courseId') }).strict();
export type CreateUserAndEnrollResult = {
  success: true;
  userId: string;
  isNewUser: boolean;
  enrollmentId: string;
  /** False when the user was already enrolled in that course (nothing changed). */
  created: boolean;
};

// ---- POST /api/send-enrollment-email (sendEnrollmentEmailSchema) -> { success: true }
// The server builds the set-up link (Firebase password reset link) itself for a new user; the browser's
// passwordSetupUrl is accepted for the spec's shape but never trusted as a link target.
export const sendEnrollmentEmailSchema = z
  .object({
    userEmail: emailAddress('userEmail'),
    userName: optionalText('userName', 200),
    courseTitle: requiredText('courseTitle', 200),
    courseDashboardUrl: optionalText('courseDashboardUrl', 2000),
    isNewUser: z.boolean().optional().default(false),
    isManualEnrollment: z.boolean().optional().default(false),
    passwordSetupUrl: optionalText('passwordSetupUrl', 2000),
  })
  .strict();

// ---- POST /api/admin/send-email (adminEmailSchema) -> { success: true }   (general message from the admin)
// The greeting and sign-off are hers to change (the dialog shows the defaults in its preview): sent exactly as
// given, empty for none (a message she signs herself is signed once); absent, the defaults ("Hello Ann," and
// "Warm wishes," with her name).
const greetingField = storableString('Greeting')
  .trim()
  .max(200, 'Greeting is too long')
  .refine((value) => !/[\r\n]/.test(value), 'Greeting must be one line')
  .optional();
const signOffField = storableString('Sign-off').trim().max(500, 'Sign-off is too long').optional();
export const adminEmailSchema = z
  .object({
    userEmail: emailAddress('userEmail'),
    subject: requiredText('Subject', 200).refine((value) => !/[\r\n]/.test(value), 'Subject must be one line'),
    message: requiredText('Message', 10000),
    greeting: greetingField,
    signOff: signOffField,
  })
  .strict();
export type AdminEmailBody = z.input<typeof adminEmailSchema>;

// ---- POST /api/admin/email-preview (adminEmailPreviewSchema) -> AdminEmailPreview: exactly what Send Email sends,
// also while the subject or message is still empty.
export const adminEmailPreviewSchema = z
  .object({
    userEmail: emailAddress('userEmail'),
    subject: storableString('Subject').max(200, 'Subject is too long').optional(),
    message: storableString('Message').max(10000, 'Message is too long').optional(),
    greeting: greetingField,
    signOff: signOffField,
  })
  .strict();
/** The greeting and sign-off used (the defaults when none were given) and the message as it will arrive. */
export type AdminEmailPreview = { greeting: string; signOff: string; subject: string; text: string };
