// Security matrix: every admin function × every kind of caller (anonymous, forged, expired, learner, admin), by
// Bearer token and by session cookie (garbage, expired, signed out, deleted account, a write from another site or
// from no page). Refused callers change nothing; a revoked or disabled admin is refused too; the admin is served
// with her session cookie alone.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from './adminSupport';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { auth, db } from '../../netlify/lib/firebase';
import adminOverview from '../../netlify/functions/admin-overview.mts';
import adminCourses from '../../netlify/functions/admin-courses.mts';
import adminSessions from '../../netlify/functions/admin-sessions.mts';
import adminSessionImage from '../../netlify/functions/admin-session-image.mts';
import adminSessionAudioUpload from '../../netlify/functions/admin-session-audio-upload.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import adminGrantAdmin from '../../netlify/functions/admin-grant-admin.mts';
import adminEnrollments from '../../netlify/functions/admin-enrollments.mts';
import adminSendEmail from '../../netlify/functions/admin-send-email.mts';
import adminPendingEmails from '../../netlify/functions/admin-pending-emails.mts';
import adminUnfinishedPayments from '../../netlify/functions/admin-unfinished-payments.mts';
import adminRefund from '../../netlify/functions/admin-refund.mts';
import adminExport from '../../netlify/functions/admin-export.mts';
import adminInsight from '../../netlify/functions/admin-insight.mts';
import adminPromotions from '../../netlify/functions/admin-promotions.mts';
import deleteUser from '../../netlify/functions/delete-user.mts';
import createUserAndEnroll from '../../netlify/functions/create-user-and-enroll.mts';
import sendEnrollmentEmail from '../../netlify/functions/send-enrollment-email.mts';
import { callerTokens, type Caller } from './adminSupport';
import { context, freshUser, PASSWORD, request, signIn } from './learningSupport';
import { resetTestEmulators } from '../support/emulators';
import { asCookieRequest, cookieRefusalCells, refusedCookies, sessionCookieFor, type RefusedCookies } from './sessionSupport';
import {
  adminCoursesRoute,
  adminEnrollmentDeleteRoute,
  adminExportRoute,
  adminGrantAdminRoute,
  adminInsightRoute,
  adminOverviewRoute,
  adminPendingEmailsRoute,
  adminPromotionCreateRoute,
  adminRefundRoute,
  adminUnfinishedPaymentsRoute,
  adminSendEmailRoute,
  adminSessionImageRoute,
  adminSessionAudioUploadRoute,
  adminSessionsRoute,
  adminUsersRoute,
  createUserAndEnrollRoute,
  deleteUserRoute,
  sendEnrollmentEmailRoute,
} from '../../src/api/contract';

type Handler = (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>;

const COURSE = 'quantum-alchemy-breathwork';
const SESSION = `${COURSE}-1`;
const FIXTURE_COURSE = 'matrix-fixture-course';
/** A paid local checkout with its payment record, for the refund row. */
const FIXTURE_PAYMENT = 'lcs_matrix_fixture_payment';
const newEmail = `matrix-${randomUUID()}@example.com`;
let fixture: { grantee: string; deletee: string; enrollment: string; learnerEmail: string };
let tokens: Awaited<ReturnType<typeof callerTokens>>;
let cookies: RefusedCookies & { admin: string; learner: string };

const ENDPOINTS: Array<{ name: string; handler: Handler; req: (token: string | null) => Request }> = [
  { name: 'GET /api/admin/overview', handler: adminOverview, req: (token) => request(adminOverviewRoute.path, { token }) },
  { name: 'GET /api/admin/courses', handler: adminCourses, req: (token) => request(adminCoursesRoute.path, { token }) },
  {
    name: 'POST /api/admin/courses',
    handler: adminCourses,
    req: (token) => request(adminCoursesRoute.path, { token, body: { title: 'Matrix Course', description: 'A test course.', price: 10 } }),
  },
  {
    name: 'PATCH /api/admin/courses',
    handler: adminCourses,
    req: (token) =>
      request(adminCoursesRoute.path, {
        token,
        method: 'PATCH',
        body: { action: 'edit', id: FIXTURE_COURSE, title: 'Matrix Edited', description: 'x', price: 5 },
      }),
  },
  {
    name: 'DELETE /api/admin/courses',
    handler: adminCourses,
    req: (token) => request(`${adminCoursesRoute.path}?id=${FIXTURE_COURSE}`, { token, method: 'DELETE' }),
  },
  { name: 'GET /api/admin/sessions', handler: adminSessions, req: (token) => request(adminSessionsRoute.path, { token }) },
  {
    name: 'POST /api/admin/session-image',
    handler: adminSessionImage,
    req: (token) => request(adminSessionImageRoute.path, { token, body: { sessionId: SESSION, imageUrl: '/images/matrix.webp' } }),
  },
  {
    name: 'POST /api/admin/session-audio-upload',
    handler: adminSessionAudioUpload,
    req: (token) =>
      request(adminSessionAudioUploadRoute.path, {
        token,
        body: { courseId: COURSE, sessionId: SESSION, contentType: 'audio/mpeg', sizeBytes: 1000 },
      }),
  },
  {
    name: 'GET /api/admin/users',
    handler: adminUsers,
    req: (token) => request(`${adminUsersRoute.path}?q=a&page=1&sort=oldest`, { token }),
  },
  {
    name: 'GET /api/admin/users?id=',
    handler: adminUsers,
    req: (token) => request(`${adminUsersRoute.path}?id=${fixture.grantee}`, { token }),
  },
  {
    name: 'POST /api/admin/grant-admin',
    handler: adminGrantAdmin,
    req: (token) => request(adminGrantAdminRoute.path, { token, body: { userId: fixture.grantee } }),
  },
  {
    name: 'POST /api/delete-user',
    handler: deleteUser,
    req: (token) => request(deleteUserRoute.path, { token, body: { userId: fixture.deletee } }),
  },
  {
    name: 'DELETE /api/admin/enrollments',
    handler: adminEnrollments,
    req: (token) => request(`${adminEnrollmentDeleteRoute.path}?id=${fixture.enrollment}`, { token, method: 'DELETE' }),
  },
  {
    name: 'POST /api/create-user-and-enroll',
    handler: createUserAndEnroll,
    req: (token) => request(createUserAndEnrollRoute.path, { token, body: { userEmail: newEmail, courseId: COURSE } }),
  },
  {
    name: 'POST /api/send-enrollment-email',
    handler: sendEnrollmentEmail,
    req: (token) =>
      request(sendEnrollmentEmailRoute.path, {
        token,
        body: { userEmail: fixture.learnerEmail, courseTitle: 'Quantum Alchemy Breathwork' },
      }),
  },
  {
    name: 'POST /api/admin/send-email',
    handler: adminSendEmail,
    req: (token) =>
      request(adminSendEmailRoute.path, { token, body: { userEmail: fixture.learnerEmail, subject: 'Hello', message: 'A note.' } }),
  },
  {
    name: 'POST /api/admin/refund',
    handler: adminRefund,
    req: (token) => request(adminRefundRoute.path, { token, body: { paymentId: FIXTURE_PAYMENT } }),
  },
  { name: 'GET /api/admin/export', handler: adminExport, req: (token) => request(`${adminExportRoute.path}?type=payments`, { token }) },
  { name: 'GET /api/admin/insight', handler: adminInsight, req: (token) => request(adminInsightRoute.path, { token }) },
  { name: 'GET /api/admin/pending-emails', handler: adminPendingEmails, req: (token) => request(adminPendingEmailsRoute.path, { token }) },
  {
    name: 'POST /api/admin/pending-emails',
    handler: adminPendingEmails,
    req: (token) => request(adminPendingEmailsRoute.path, { token, method: 'POST' }),
  },
  {
    name: 'GET /api/admin/unfinished-payments',
    handler: adminUnfinishedPayments,
    req: (token) => request(adminUnfinishedPaymentsRoute.path, { token }),
  },
  {
    name: 'POST /api/admin/unfinished-payments',
    handler: adminUnfinishedPayments,
    req: (token) => request(adminUnfinishedPaymentsRoute.path, { token, method: 'POST' }),
  },
];

beforeAll(async () => {
  await resetTestEmulators();
  await seedDemoData(process.env);
  tokens = await callerTokens();
  cookies = { ...(await refusedCookies()), admin: await sessionCookieFor(tokens.admin!), learner: await sessionCookieFor(tokens.learner!) };
  const firestore = await db();
  await firestore
    .collection('courses')
    .doc(FIXTURE_COURSE)
    .set({ title: 'Fixture', description: 'x', price: 5, created_at: '2020-01-01T00:00:00.000Z' });
  const grantee = await freshUser('grantee', [COURSE]);
  const deletee = await freshUser('deletee', [COURSE]);
  await firestore
    .collection('profiles')
    .doc(deletee.uid)
    .set({ user_id: deletee.uid, email: deletee.email, full_name: 'Del', created_at: new Date().toISOString() });
  await firestore
    .collection('local_checkout_sessions')
    .doc(FIXTURE_PAYMENT)
    .set({ id: FIXTURE_PAYMENT, payment_status: 'paid', status: 'complete' });
  await firestore
    .collection('payments')
    .doc(FIXTURE_PAYMENT)
    .set({
      checkout_session_id: FIXTURE_PAYMENT,
      user_id: 'matrix-nobody',
      course_id: COURSE,
      course_title: 'Quantum Alchemy Breathwork',
      amount_total: 2500,
      payment_intent_id: null,
      customer_email: null,
      enrollment_id: `matrix-nobody_${COURSE}`,
    });
  fixture = { grantee: grantee.uid, deletee: deletee.uid, enrollment: `${grantee.uid}_${COURSE}`, learnerEmail: 'learner@example.com' };
});

/** Everything the admin calls above would change. */
async function state() {
  const firestore = await db();
  const [courses, fixtureCourse, session, grantee, deletee, enrollment, role, newUser, payment] = await Promise.all([
    firestore.collection('courses').count().get(),
    firestore.collection('courses').doc(FIXTURE_COURSE).get(),
    firestore.collection('course_sessions').doc(SESSION).get(),
    auth().getUser(fixture.grantee),
    auth()
      .getUser(fixture.deletee)
      .then(
        () => true,
        () => false,
      ),
    firestore.collection('user_enrollments').doc(fixture.enrollment).get(),
    firestore.collection('user_roles').doc(fixture.grantee).get(),
    auth()
      .getUserByEmail(newEmail)
      .then(
        () => true,
        () => false,
      ),
    firestore.collection('payments').doc(FIXTURE_PAYMENT).get(),
  ]);
  return {
    courses: courses.data().count,
    fixtureTitle: fixtureCourse.get('title'),
    sessionImage: session.get('image_url'),
    granteeClaims: grantee.customClaims ?? null,
    granteeRole: role.exists,
    deleteeExists: deletee,
    enrollmentExists: enrollment.exists,
    newUserExists: newUser,
    mails: outbox().length,
    refunded: payment.get('refund_status') === 'refunded',
  };
}

describe('refused callers', () => {
  let before: Awaited<ReturnType<typeof state>>;
  beforeAll(async () => {
    before = await state();
    expect(before).toMatchObject({
      courses: 5,
      deleteeExists: true,
      enrollmentExists: true,
      newUserExists: false,
      granteeRole: false,
      mails: 0,
      refunded: false,
    });
  });

  describe.each(ENDPOINTS)('$name', ({ name, handler, req }) => {
    for (const caller of ['anonymous', 'forged', 'expired'] as const satisfies Caller[]) {
      it(`refuses the ${caller} caller with 401`, async () => {
        const response = await handler(req(tokens[caller]), context());
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: 'Authentication required', code: 'unauthenticated' });
      });
    }
    it('refuses a signed-in learner with 403', async () => {
      const response = await handler(req(tokens.learner), context());
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Admin access required', code: 'forbidden' });
    });
    it("refuses a signed-in learner's session cookie with 403", async () => {
      const response = await handler(asCookieRequest(req(null), cookies.learner, 'own'), context());
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Admin access required', code: 'forbidden' });
    });
    cookieRefusalCells(
      { handler, req: () => req(null), write: !name.startsWith('GET ') },
      () => cookies,
      () => cookies.admin,
    );
  });

  it('changed nothing', async () => {
    expect(await state()).toEqual(before);
  });
});

describe('the admin', () => {
  // As her browser sends them: the session cookie alone, and the site's own Origin on a write (a browser sends no
  // Origin on a same-site GET).
  it.each(ENDPOINTS)('is served by $name with her session cookie', async ({ handler, req }) => {
    const plain = req(null);
    const response = await handler(asCookieRequest(plain, cookies.admin, plain.method === 'GET' ? 'nowhere' : 'own'), context());
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('made the changes the calls asked for', async () => {
    expect(await state()).toMatchObject({
      courses: 5, // one created, one deleted
      sessionImage: '/images/matrix.webp',
      granteeClaims: { admin: true },
      granteeRole: true,
      deleteeExists: false,
      enrollmentExists: false,
      newUserExists: true,
      mails: 2,
      refunded: true,
    });
  });
});

describe("the admin's id fields", () => {
  it('take every id exactly as sent: a reserved name or surrounding spaces get 400 with words and change nothing', async () => {
    const t = tokens.admin;
    const q = encodeURIComponent;
    const courses = adminCoursesRoute.path;
    const sessions = adminSessionsRoute.path;
    const course = { title: 'Matrix', description: 'x', price: 5 };
    const idFields: Array<[string, Handler, (id: string) => Request, string]> = [
      [
        'edit course id',
        adminCourses,
        (id) => request(courses, { token: t, method: 'PATCH', body: { action: 'edit', id, ...course } }),
        COURSE,
      ],
      ['publish course id', adminCourses, (id) => request(courses, { token: t, method: 'PATCH', body: { action: 'publish', id } }), COURSE],
      [
        'unpublish course id',
        adminCourses,
        (id) => request(courses, { token: t, method: 'PATCH', body: { action: 'unpublish', id } }),
        COURSE,
      ],
      ['delete course id', adminCourses, (id) => request(`${courses}?id=${q(id)}`, { token: t, method: 'DELETE' }), COURSE],
      ['session details id', adminSessions, (id) => request(`${sessions}?id=${q(id)}`, { token: t }), SESSION],
      ['new session courseId', adminSessions, (id) => request(sessions, { token: t, body: { courseId: id, title: 'T' } }), COURSE],
      [
        'edit session sessionId',
        adminSessions,
        (id) => request(sessions, { token: t, method: 'PATCH', body: { sessionId: id, title: 'T' } }),
        SESSION,
      ],
      [
        'reorder courseId',
        adminSessions,
        (id) => request(sessions, { token: t, method: 'PUT', body: { courseId: id, sessionIds: [SESSION] } }),
        COURSE,
      ],
      [
        'reorder sessionIds',
        adminSessions,
        (id) => request(sessions, { token: t, method: 'PUT', body: { courseId: COURSE, sessionIds: [id] } }),
        SESSION,
      ],
      [
        'delete session id',
        adminSessions,
        (id) => request(`${sessions}?id=${q(id)}&confirm=true`, { token: t, method: 'DELETE' }),
        SESSION,
      ],
      [
        'session image sessionId',
        adminSessionImage,
        (id) => request(adminSessionImageRoute.path, { token: t, body: { sessionId: id, imageUrl: '/images/x.webp' } }),
        SESSION,
      ],
      ['user details id', adminUsers, (id) => request(`${adminUsersRoute.path}?id=${q(id)}`, { token: t }), fixture.grantee],
      [
        'grant admin userId',
        adminGrantAdmin,
        (id) => request(adminGrantAdminRoute.path, { token: t, body: { userId: id } }),
        fixture.grantee,
      ],
      ['delete user userId', deleteUser, (id) => request(deleteUserRoute.path, { token: t, body: { userId: id } }), fixture.grantee],
      [
        'delete enrollment id',
        adminEnrollments,
        (id) => request(`${adminEnrollmentDeleteRoute.path}?id=${q(id)}`, { token: t, method: 'DELETE' }),
        fixture.enrollment,
      ],
      [
        'manual enrollment courseId',
        createUserAndEnroll,
        (id) => request(createUserAndEnrollRoute.path, { token: t, body: { userEmail: newEmail, courseId: id } }),
        COURSE,
      ],
      ['refund paymentId', adminRefund, (id) => request(adminRefundRoute.path, { token: t, body: { paymentId: id } }), FIXTURE_PAYMENT],
      [
        'new promotion courseId',
        adminPromotions,
        (id) => request(adminPromotionCreateRoute.path, { token: t, body: { code: 'MATRIX10', percentOff: 10, courseId: id } }),
        COURSE,
      ],
    ];
    const before = await state();
    // Each row: the field, and the id of a real record it names (a space around it must not reach that record).
    for (const [label, handler, req, realId] of idFields) {
      for (const [id, words] of [
        ['__proto__', /"__proto__" is a name the database reserves, so it cannot be an id/],
        ['__name__', /"__name__" is a name the database reserves/],
        [` ${realId} `, /must not begin or end with a space/],
      ] as const) {
        const response = await handler(req(id), context());
        expect({ label, id, status: response.status }).toEqual({ label, id, status: 400 });
        expect(((await response.json()) as { error: string }).error, `${label} ${id}`).toMatch(words);
      }
    }
    expect(await state()).toEqual(before);
    expect((await (await db()).collection('promotion_codes').doc('MATRIX10').get()).exists).toBe(false);
  });
});

describe('revocation', () => {
  async function freshAdmin() {
    const email = `admin-${randomUUID()}@example.com`;
    const user = await auth().createUser({ email, password: PASSWORD });
    await auth().setCustomUserClaims(user.uid, { admin: true });
    return { uid: user.uid, token: await signIn(email) };
  }
  const overview = (token: string) => adminOverview(request(adminOverviewRoute.path, { token }), context());

  it('refuses an admin token once the admin was signed out everywhere', async () => {
    const admin = await freshAdmin();
    expect((await overview(admin.token)).status).toBe(200);
    // Revocation counts whole seconds: revoke in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await auth().revokeRefreshTokens(admin.uid);
    const response = await overview(admin.token);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Authentication required', code: 'unauthenticated' });
  });

  it('refuses the token of a disabled or deleted admin', async () => {
    const disabled = await freshAdmin();
    await auth().updateUser(disabled.uid, { disabled: true });
    expect((await overview(disabled.token)).status).toBe(401);
    const deleted = await freshAdmin();
    await auth().deleteUser(deleted.uid);
    expect((await overview(deleted.token)).status).toBe(401);
  });

  it('answers other methods with 405', async () => {
    const response = await adminCourses(request(adminCoursesRoute.path, { token: tokens.admin, method: 'PUT', body: {} }), context());
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST, PATCH, DELETE');
    expect(
      (await adminOverview(request(adminOverviewRoute.path, { token: tokens.admin, method: 'POST', body: {} }), context())).status,
    ).toBe(405);
  });
});
