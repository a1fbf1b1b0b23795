// Admin data functions against the emulators: overview totals and fallbacks, courses, sessions and session
// images (uploads through the storage interface, served back by /api/storage-image), enrollment deletion.
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PNG_1PX, dataUrl, storedFiles } from './adminSupport';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { db } from '../../netlify/lib/firebase';
import { recountFigures } from '../../netlify/lib/data/figures';
import adminOverview from '../../netlify/functions/admin-overview.mts';
import adminCourses from '../../netlify/functions/admin-courses.mts';
import adminSessions from '../../netlify/functions/admin-sessions.mts';
import adminSessionImage from '../../netlify/functions/admin-session-image.mts';
import adminEnrollments from '../../netlify/functions/admin-enrollments.mts';
import storageImage from '../../netlify/functions/storage-image.mts';
import {
  MANUAL_ENROLLMENT_REFERENCE,
  MAX_SESSION_IMAGE_BYTES,
  type AdminCourse,
  type AdminOverview,
  type AdminSession,
} from '../../src/lib/admin/admin';
import { context, request, signIn } from './learningSupport';
import { resetTestEmulators } from '../support/emulators';
import {
  adminCoursesRoute,
  adminEnrollmentDeleteRoute,
  adminOverviewRoute,
  adminSessionImageRoute,
  adminSessionsRoute,
} from '../../src/api/contract';

let admin: string;
const call = async <T = Record<string, unknown>>(
  handler: (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>,
  req: Request,
) => {
  const response = await handler(req, context());
  return { status: response.status, body: (await response.json()) as T & { error?: string } };
};
const get = <T>(handler: Parameters<typeof call>[0], path: string) => call<T>(handler, request(path, { token: admin }));
const post = <T>(handler: Parameters<typeof call>[0], path: string, body: unknown) =>
  call<T>(handler, request(path, { token: admin, body }));
const del = <T>(handler: Parameters<typeof call>[0], path: string) => call<T>(handler, request(path, { token: admin, method: 'DELETE' }));

// These helpers write the collections by hand (as an import would), so the admin's figures are counted again
// after each (recountFigures, as the seed does).
async function enroll(userId: string, courseId: string, enrolledAt: string, reference = 'pi_test') {
  await (await db()).collection('user_enrollments').doc(`${userId}_${courseId}`).set({
    user_id: userId,
    course_id: courseId,
    enrolled_at: enrolledAt,
    payment_intent_id: reference,
  });
  await recountFigures(await db());
}
async function payment(id: string, userId: string, courseId: string, amountPence: number, refundedPence?: number) {
  await (
    await db()
  )
    .collection('payments')
    .doc(id)
    .set({
      checkout_session_id: id,
      user_id: userId,
      course_id: courseId,
      amount_total: amountPence,
      currency: 'gbp',
      fulfilled_at: '2030-03-02T10:00:00.000Z',
      ...(refundedPence === undefined ? {} : { amount_refunded: refundedPence, refunded_at: '2030-03-05T10:00:00.000Z' }),
    });
  await recountFigures(await db());
}
async function profile(userId: string, email: string, fullName: string) {
  await (
    await db()
  )
    .collection('profiles')
    .doc(userId)
    .set({ user_id: userId, email, full_name: fullName, created_at: '2025-06-01T00:00:00.000Z' });
  await recountFigures(await db());
}

beforeAll(async () => {
  await resetTestEmulators();
  await seedDemoData(process.env);
  admin = await signIn('admin@example.com', 'local-admin-pass');
});

describe('overview', () => {
  beforeAll(async () => {
    // Seed: admin and learner (learner enrolled in Quantum Alchemy Breathwork by hand: a manual enrollment, no money).
    await profile('ann', 'ann@example.com', 'Ann Example');
    await profile('bob', 'bob@example.com', '');
    await enroll('ann', 'the-animal-that-walks-with-you', '2030-03-01T10:00:00.000Z', MANUAL_ENROLLMENT_REFERENCE); // £199.99
    await enroll('bob', 'quantum-alchemy-breathwork', '2030-03-02T10:00:00.000Z'); // £25
    await enroll('ghost', 'a-deleted-course', '2030-03-03T10:00:00.000Z'); // no profile, no course: £0
    // Money as it happened: bob paid a discounted £12.50; someone paid £199.99 that was refunded in full,
    // and £30.00 of which £10.00 was refunded.
    await payment('cs_bob', 'bob', 'quantum-alchemy-breathwork', 1250);
    await payment('cs_refunded', 'dan', 'the-animal-that-walks-with-you', 19999, 19999);
    await payment('cs_partly', 'eve', 'sonic-sound-healing', 3000, 1000);
  });

  it('counts users, courses and enrollments; revenue is the money received (payments minus refunds), manual enrollments apart', async () => {
    const { status, body } = await get<AdminOverview>(adminOverview, adminOverviewRoute.path);
    expect(status).toBe(200);
    // Not the list prices (£25 + £199.99): £12.50 + £0 + £20.00; the seeded learner's and ann's enrollments are manual.
    expect(body.totals).toEqual({ totalUsers: 4, totalCourses: 4, totalEnrollments: 4, totalRevenue: 32.5, manualEnrollments: 2 });
  });

  it('a manual enrollment changes the enrollments, not the revenue', async () => {
    await enroll('fay', 'quantum-alchemy-breathwork', '2029-01-01T00:00:00.000Z', MANUAL_ENROLLMENT_REFERENCE);
    const { body } = await get<AdminOverview>(adminOverview, adminOverviewRoute.path);
    expect(body.totals).toMatchObject({ totalEnrollments: 5, totalRevenue: 32.5, manualEnrollments: 3 });
    await (await db()).collection('user_enrollments').doc('fay_quantum-alchemy-breathwork').delete();
    await recountFigures(await db());
  });

  it('lists the latest enrollments newest first, joined with profile and course, with the fallbacks', async () => {
    const { body } = await get<AdminOverview>(adminOverview, adminOverviewRoute.path);
    const [ghost, bob, ann, learner] = body.recentEnrollments;
    expect(ghost).toEqual({
      id: 'ghost_a-deleted-course',
      user_id: 'ghost',
      course_id: 'a-deleted-course',
      enrolled_at: '2030-03-03T10:00:00.000Z',
      userName: 'Unknown',
      userEmail: 'Unknown',
      courseTitle: 'Unknown Course',
      coursePrice: 0,
      isManual: false,
    });
    expect(bob).toMatchObject({
      userName: 'bob@example.com',
      userEmail: 'bob@example.com',
      courseTitle: 'Quantum Alchemy Breathwork',
      coursePrice: 25,
      isManual: false,
    });
    expect(ann).toMatchObject({
      userName: 'Ann Example',
      courseTitle: 'The Animal That Walks With You',
      coursePrice: 199.99,
      isManual: true,
    });
    expect(learner).toMatchObject({ userName: 'Sam Rivers', userEmail: 'learner@example.com' });
  });

  it('shows only the latest 10', async () => {
    for (let i = 0; i < 12; i++)
      await enroll(`bulk${i}`, 'sonic-sound-healing', `2030-04-${String(10 + i).padStart(2, '0')}T00:00:00.000Z`);
    const { body } = await get<AdminOverview>(adminOverview, adminOverviewRoute.path);
    expect(body.recentEnrollments.map((row) => row.user_id)).toEqual([
      'bulk11',
      'bulk10',
      'bulk9',
      'bulk8',
      'bulk7',
      'bulk6',
      'bulk5',
      'bulk4',
      'bulk3',
      'bulk2',
    ]);
    expect(body.totals.totalEnrollments).toBe(16);
    expect(body.totals.totalRevenue).toBe(32.5); // enrollments without a payment bring no money
    const firestore = await db();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => firestore.collection('user_enrollments').doc(`bulk${i}_sonic-sound-healing`).delete()),
    );
    await recountFigures(await db());
  });
});

describe('courses', () => {
  const courseCount = async () => (await (await db()).collection('courses').count().get()).data().count;

  it('lists every course newest first with its enrollment count', async () => {
    const { status, body } = await get<{ courses: AdminCourse[] }>(adminCourses, adminCoursesRoute.path);
    expect(status).toBe(200);
    expect(body.courses.map((c) => c.id)).toEqual([
      'shapeshifter-soul',
      'sonic-sound-healing',
      'the-animal-that-walks-with-you',
      'quantum-alchemy-breathwork',
    ]);
    const qab = body.courses.find((c) => c.id === 'quantum-alchemy-breathwork')!;
    expect(qab).toMatchObject({
      title: 'Quantum Alchemy Breathwork',
      price: 25,
      original_price: 59.99,
      is_featured: true,
      enrollmentCount: 2,
    });
  });

  it('creates a course under the slug of its title, a unique one when taken', async () => {
    const before = Date.now();
    const first = await post<{ course: AdminCourse }>(adminCourses, adminCoursesRoute.path, {
      title: '  Deep Sleep Reset  ',
      description: 'Seven evenings of guided rest.',
      price: '59.99',
      original_price: null,
      sale_tag: '',
      image_url: '',
    });
    expect(first.status).toBe(200);
    expect(first.body.course).toMatchObject({
      id: 'deep-sleep-reset',
      title: 'Deep Sleep Reset',
      price: 59.99,
      original_price: null,
      sale_tag: null,
      image_url: null,
      is_featured: false,
      is_popular: false,
      enrollmentCount: 0,
    });
    expect(Date.parse(first.body.course.created_at)).toBeGreaterThanOrEqual(before - 1000);
    const stored = (await (await db()).collection('courses').doc('deep-sleep-reset').get()).data();
    expect(stored).toMatchObject({ title: 'Deep Sleep Reset', price: 59.99, original_price: null, is_featured: false, is_popular: false });
    const second = await post<{ course: AdminCourse }>(adminCourses, adminCoursesRoute.path, {
      title: 'Deep Sleep Reset',
      description: 'Again',
      price: 10,
    });
    expect(second.body.course.id).toBe('deep-sleep-reset-2');
    const list = await get<{ courses: AdminCourse[] }>(adminCourses, adminCoursesRoute.path);
    expect(
      list.body.courses
        .slice(0, 2)
        .map((c) => c.id)
        .sort(),
    ).toEqual(['deep-sleep-reset', 'deep-sleep-reset-2']);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await courseCount();
    const cases: Array<[unknown, RegExp]> = [
      [{ description: 'd', price: 1 }, /Course Title is required/],
      [{ title: ' ', description: 'd', price: 1 }, /Course Title is required/],
      [{ title: 'T', description: 'd', price: -1 }, /Price cannot be negative/],
      [{ title: 'T', description: 'd', price: 'abc' }, /Price must be a number/],
      [{ title: 'T', description: 'd', price: 1.234 }, /at most 2 decimals/],
      [{ title: 'T', description: 'd', price: 1, id: 'chosen-id' }, /id/],
      [{ title: 'T', price: 1 }, /Description is required/],
      [{ title: 'T', description: 'd', price: 1, image_url: 'javascript:alert(1)' }, /image address must start with/],
    ];
    for (const [body, message] of cases) {
      const response = await post(adminCourses, adminCoursesRoute.path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatch(message);
    }
    expect(await courseCount()).toBe(before);
  });

  it('deletes a course with its sessions; its enrollments stay and show as Unknown Course', async () => {
    const firestore = await db();
    await firestore
      .collection('courses')
      .doc('short-lived')
      .set({ title: 'Short Lived', description: 'x', price: 30, created_at: '2026-01-01T00:00:00.000Z' });
    await firestore.collection('course_sessions').doc('short-lived-1').set({ course_id: 'short-lived', title: 'One', session_order: 1 });
    await firestore.collection('course_sessions').doc('short-lived-2').set({ course_id: 'short-lived', title: 'Two', session_order: 2 });
    await enroll('carol', 'short-lived', '2030-05-01T00:00:00.000Z');
    expect((await get<AdminOverview>(adminOverview, adminOverviewRoute.path)).body.totals.totalRevenue).toBe(32.5);

    const response = await del(adminCourses, `${adminCoursesRoute.path}?id=short-lived`);
    // A draft (no published flag) was never on the live pages: no rebuild is asked for.
    expect(response).toEqual({ status: 200, body: { deleted: true, rebuild: 'not-needed' } });
    expect((await firestore.collection('courses').doc('short-lived').get()).exists).toBe(false);
    expect((await firestore.collection('course_sessions').where('course_id', '==', 'short-lived').get()).size).toBe(0);
    expect((await firestore.collection('user_enrollments').doc('carol_short-lived').get()).exists).toBe(true);
    const overview = (await get<AdminOverview>(adminOverview, adminOverviewRoute.path)).body;
    expect(overview.recentEnrollments[0]).toMatchObject({ id: 'carol_short-lived', courseTitle: 'Unknown Course', coursePrice: 0 });
    expect(overview.totals.totalRevenue).toBe(32.5);
  });

  it('answers 404 for an unknown course and 400 for a bad id', async () => {
    expect(await del(adminCourses, `${adminCoursesRoute.path}?id=no-such-course`)).toEqual({
      status: 404,
      body: { error: 'Course not found', code: 'not_found' },
    });
    expect((await del(adminCourses, `${adminCoursesRoute.path}?id=../x`)).status).toBe(400);
    expect((await del(adminCourses, adminCoursesRoute.path)).status).toBe(400);
  });
});

describe('sessions and session images', () => {
  const SESSION = 'the-animal-that-walks-with-you-2';
  const imageOf = async (id = SESSION) => (await (await db()).collection('course_sessions').doc(id).get()).get('image_url') ?? null;
  let filesBefore: number;
  beforeEach(() => {
    filesBefore = storedFiles().length;
  });

  it('lists every session with its course title and image, grouped by course and ordered, without video addresses', async () => {
    const { status, body } = await get<{ sessions: AdminSession[] }>(adminSessions, adminSessionsRoute.path);
    expect(status).toBe(200);
    expect(body.sessions.length).toBeGreaterThanOrEqual(23);
    expect(body.sessions[0]).toMatchObject({
      id: 'quantum-alchemy-breathwork-1',
      course_id: 'quantum-alchemy-breathwork',
      courseTitle: 'Quantum Alchemy Breathwork',
      session_order: 1,
      courseImageUrl: '/images/courses/quantum-alchemy-breathwork.webp',
    });
    const courseOrder = [...new Set(body.sessions.map((s) => s.course_id))];
    expect(courseOrder).toEqual([
      'quantum-alchemy-breathwork',
      'the-animal-that-walks-with-you',
      'sonic-sound-healing',
      'shapeshifter-soul',
    ]);
    for (const course of courseOrder) {
      const orders = body.sessions.filter((s) => s.course_id === course).map((s) => s.session_order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    expect(JSON.stringify(body)).not.toMatch(/video_url|vimeo/i);
  });

  it('sets an image URL or a site path', async () => {
    for (const url of ['https://images.example.com/owl.jpg', '/images/sessions/owl.webp']) {
      const response = await post<{ session: AdminSession }>(adminSessionImage, adminSessionImageRoute.path, {
        sessionId: SESSION,
        imageUrl: url,
      });
      expect(response.status).toBe(200);
      expect(response.body.session).toMatchObject({ id: SESSION, image_url: url, courseTitle: 'The Animal That Walks With You' });
      expect(await imageOf()).toBe(url);
    }
  });

  it('stores an uploaded image and serves it back to any browser', async () => {
    const response = await post<{ session: AdminSession }>(adminSessionImage, adminSessionImageRoute.path, {
      sessionId: SESSION,
      imageDataUrl: dataUrl('image/png', PNG_1PX),
    });
    expect(response.status).toBe(200);
    const imageUrl = response.body.session.image_url!;
    expect(imageUrl).toMatch(/^\/api\/storage-image\?path=session-images%2Fthe-animal-that-walks-with-you-2-\d+\.png$/);
    expect(await imageOf()).toBe(imageUrl);
    expect(storedFiles()).toHaveLength(filesBefore + 1);

    const served = await storageImage(new Request(`http://localhost${imageUrl}`), context());
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1PX);
  });

  it('refuses an upload that is too big or not an image, and a bad address, changing nothing', async () => {
    const current = await imageOf();
    const big = new Uint8Array(MAX_SESSION_IMAGE_BYTES + 1024);
    big.set(PNG_1PX);
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const cases: Array<[unknown, number, RegExp]> = [
      [{ sessionId: SESSION, imageDataUrl: dataUrl('image/png', big) }, 400, /5 MB or smaller/],
      [{ sessionId: SESSION, imageDataUrl: dataUrl('image/png', html) }, 400, /must be a JPEG, PNG, WebP, GIF or AVIF image/],
      [
        { sessionId: SESSION, imageDataUrl: dataUrl('image/svg+xml', new TextEncoder().encode('<svg onload="alert(1)"/>')) },
        400,
        /must be a JPEG/,
      ],
      [{ sessionId: SESSION, imageDataUrl: 'data:image/png;base64,%%%' }, 400, /could not be read/],
      [{ sessionId: SESSION, imageUrl: 'javascript:alert(1)' }, 400, /http:\/\/, https:\/\/ or \//],
      [{ sessionId: SESSION, imageUrl: '//evil.example/x.png' }, 400, /http:\/\/, https:\/\/ or \//],
      [{ sessionId: SESSION }, 400, /either an uploaded image or an image URL/],
      [
        { sessionId: SESSION, imageUrl: '/a.png', imageDataUrl: dataUrl('image/png', PNG_1PX) },
        400,
        /either an uploaded image or an image URL/,
      ],
      [{ sessionId: 'no-such-session', imageDataUrl: dataUrl('image/png', PNG_1PX) }, 404, /Session not found/],
      [{ sessionId: 'no-such-session', imageUrl: '/a.png' }, 404, /Session not found/],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(adminSessionImage, adminSessionImageRoute.path, body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      expect(response.body.error).toMatch(message);
    }
    expect((await (await db()).collection('course_sessions').doc('no-such-session').get()).exists).toBe(false);
    expect(await imageOf()).toBe(current);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('refuses a body far over the limit before reading it all', async () => {
    const response = await adminSessionImage(
      request(adminSessionImageRoute.path, {
        token: admin,
        rawBody: JSON.stringify({ sessionId: SESSION, imageDataUrl: `data:image/png;base64,${'A'.repeat(8 * 1024 * 1024)}` }),
      }),
      context(),
    );
    expect(response.status).toBe(413);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('serves only stored session images', async () => {
    const ask = (path: string) =>
      storageImage(new Request(`http://localhost/api/storage-image?path=${encodeURIComponent(path)}`), context());
    expect((await ask('session-images/nothing-here-1763800000000.png')).status).toBe(404);
    for (const path of ['audio/secret.mp3', 'session-images/../audio/secret.mp3', '.meta/x.json'])
      expect((await ask(path)).status).toBe(400);
  });
});

describe('enrollment deletion', () => {
  it('deletes one enrollment; a second delete answers 404', async () => {
    const id = `dora-${randomUUID().slice(0, 8)}_quantum-alchemy-breathwork`;
    await (
      await db()
    )
      .collection('user_enrollments')
      .doc(id)
      .set({
        user_id: id.split('_')[0],
        course_id: 'quantum-alchemy-breathwork',
        enrolled_at: new Date().toISOString(),
        payment_intent_id: 'x',
      });
    expect(await del(adminEnrollments, `${adminEnrollmentDeleteRoute.path}?id=${id}`)).toEqual({ status: 200, body: { deleted: true } });
    expect((await (await db()).collection('user_enrollments').doc(id).get()).exists).toBe(false);
    expect(await del(adminEnrollments, `${adminEnrollmentDeleteRoute.path}?id=${id}`)).toEqual({
      status: 404,
      body: { error: 'Enrollment not found', code: 'not_found' },
    });
    expect((await del(adminEnrollments, `${adminEnrollmentDeleteRoute.path}?id=a/b`)).status).toBe(400);
  });
});
