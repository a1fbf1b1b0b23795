// The course builder's sessions against the real emulators: add (server-made ids, Vimeo addresses
// normalised, pictures stored), edit, the whole order in one request, delete refused while learners have progress
// then confirmed (their progress kept but never counted), bad input that changes nothing, and who may call.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX, dataUrl, storedFiles } from './adminSupport';
import { auth, db } from '../../netlify/lib/firebase';
import adminSessions, { LAST_SESSION_OF_PUBLISHED } from '../../netlify/functions/admin-sessions.mts';
import course from '../../netlify/functions/course.mts';
import courses from '../../netlify/functions/courses.mts';
import dashboard from '../../netlify/functions/dashboard.mts';
import storageImage from '../../netlify/functions/storage-image.mts';
import { BAD_IMAGE_URL, NOT_AN_IMAGE } from '../../src/lib/admin/imageUpload';
import { BAD_DURATION, BAD_VIDEO_URL, type AdminSessionDetails } from '../../src/lib/admin/sessionSchemas';
import type { AdminSession } from '../../src/lib/admin/admin';
import type { CourseData, DashboardData } from '../../src/lib/learning/learning';
import { callerTokens, type Caller } from './adminSupport';
import { context, freshUser, request, signIn } from './learningSupport';
import { adminSessionsRoute, courseRoute, dashboardRoute, publicCoursesRoute } from '../../src/api/contract';

type Handler = (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>;
type Body = Record<string, unknown> & { error?: string };

const PATH = adminSessionsRoute.path;
const PLAYER = (id: string) => `https://player.vimeo.com/video/${id}?autoplay=0&title=0&byline=0&portrait=0`;
let admin: string;

async function call<T = Body>(handler: Handler, req: Request) {
  const response = await handler(req, context());
  return { status: response.status, body: (await response.json()) as T & { error?: string }, headers: response.headers };
}
const send = <T = Body>(method: string, body: unknown, token = admin) => call<T>(adminSessions, request(PATH, { token, method, body }));
const getDetails = (id: string) => call<{ session: AdminSessionDetails }>(adminSessions, request(`${PATH}?id=${id}`, { token: admin }));
const remove = (id: string, confirm = false) =>
  call(adminSessions, request(`${PATH}?id=${id}${confirm ? '&confirm=true' : ''}`, { token: admin, method: 'DELETE' }));

async function newCourse(title: string): Promise<string> {
  const id = `builder-${randomUUID().slice(0, 8)}`;
  await (await db()).collection('courses').doc(id).set({
    title,
    description: 'A course built in the admin.',
    price: 30,
    image_url: null,
    published: true,
    coming_soon: false,
    created_at: new Date().toISOString(),
  });
  return id;
}

/** The course's sessions straight from Firestore: id, order, and the fields the builder writes. */
async function stored(courseId: string) {
  const snapshot = await (await db()).collection('course_sessions').where('course_id', '==', courseId).get();
  return snapshot.docs
    .map((doc) => ({
      id: doc.id,
      ...(doc.data() as {
        title: string;
        session_order: number;
        video_url: string | null;
        image_url: string | null;
        duration_minutes: number;
      }),
    }))
    .sort((a, b) => a.session_order - b.session_order);
}

const session = (courseId: string, title: string, extra: Record<string, unknown> = {}) => ({
  courseId,
  title,
  description: `${title}: a guided session.`,
  video_url: 'https://vimeo.com/76979871',
  duration_minutes: 30,
  ...extra,
});

async function addThree(courseId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const title of ['Arrival', 'Deepening', 'Return']) {
    const added = await send<{ session: AdminSessionDetails }>('POST', session(courseId, title));
    expect(added.status, added.body.error).toBe(201);
    ids.push(added.body.session.id);
  }
  return ids;
}

async function learnerCourse(token: string, courseId: string) {
  return call<CourseData>(course, request(`${courseRoute.path}?id=${courseId}`, { token }));
}

async function complete(uid: string, sessionId: string) {
  await (await db()).collection('user_session_progress').doc(`${uid}_${sessionId}`).set({
    user_id: uid,
    session_id: sessionId,
    watch_time_seconds: 600,
    completed_at: new Date().toISOString(),
  });
}

beforeAll(async () => {
  // The seeded admin account (callerTokens signs in as it too), made here without the demo catalogue.
  const user = await auth().createUser({ email: 'admin@example.com', password: 'local-admin-pass' });
  await auth().setCustomUserClaims(user.uid, { admin: true });
  admin = await signIn('admin@example.com', 'local-admin-pass');
});

describe('adding sessions', () => {
  it('adds three sessions at the end of the course, with server-made ids, Vimeo player addresses and pictures', async () => {
    const courseId = await newCourse('Evening Calm');
    const upload = await send<{ session: AdminSessionDetails }>(
      'POST',
      session(courseId, 'Arrival', { imageDataUrl: dataUrl('image/png', PNG_1PX) }),
    );
    const byAddress = await send<{ session: AdminSessionDetails }>(
      'POST',
      session(courseId, 'Deepening', { video_url: '76979872', imageUrl: '/images/sessions/deep.webp' }),
    );
    const plain = await send<{ session: AdminSessionDetails }>(
      'POST',
      session(courseId, 'Return', { video_url: '', duration_minutes: '15' }),
    );
    for (const answer of [upload, byAddress, plain]) expect(answer.status, answer.body.error).toBe(201);

    expect(upload.body.session).toMatchObject({
      course_id: courseId,
      courseTitle: 'Evening Calm',
      title: 'Arrival',
      session_order: 1,
      video_url: PLAYER('76979871'),
      duration_minutes: 30,
    });
    expect(upload.body.session.id).toMatch(new RegExp(`^${courseId}-arrival-[0-9a-f]{8}$`));
    expect(byAddress.body.session).toMatchObject({
      session_order: 2,
      video_url: PLAYER('76979872'),
      image_url: '/images/sessions/deep.webp',
    });
    expect(plain.body.session).toMatchObject({ session_order: 3, video_url: null, image_url: null, duration_minutes: 15 });

    // The uploaded picture is stored and served back as the same bytes.
    const picture = upload.body.session.image_url!;
    expect(picture).toMatch(/^\/api\/storage-image\?path=session-images%2F/);
    const served = await storageImage(request(picture), context());
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1PX)).toBe(true);

    // The edit form reads the video address; the list never does.
    expect((await getDetails(byAddress.body.session.id)).body.session.video_url).toBe(PLAYER('76979872'));
    const list = await call<{ sessions: AdminSession[] }>(adminSessions, request(PATH, { token: admin }));
    const mine = list.body.sessions.filter((s) => s.course_id === courseId);
    expect(mine.map((s) => s.title)).toEqual(['Arrival', 'Deepening', 'Return']);
    expect(mine.every((s) => !('video_url' in s))).toBe(true);

    // The site follows: the public list, the learner's course page and dashboard count three sessions.
    const publicList = await call<{ courses: Array<{ id: string; sessions: Array<{ title: string }> }> }>(
      courses,
      request(publicCoursesRoute.path),
    );
    expect(publicList.body.courses.find((c) => c.id === courseId)?.sessions.map((s) => s.title)).toEqual([
      'Arrival',
      'Deepening',
      'Return',
    ]);
    const learner = await freshUser('builder-learner', [courseId]);
    const page = await learnerCourse(learner.token, courseId);
    expect(page.body.sessions.map((s) => s.title)).toEqual(['Arrival', 'Deepening', 'Return']);
    expect(page.body.totalMinutes).toBe(75);
    const home = await call<DashboardData>(dashboard, request(dashboardRoute.path, { token: learner.token }));
    expect(home.body.courses.find((c) => c.id === courseId)?.sessionCount).toBe(3);
  });

  it('never reuses an id, even for the same title in the same course', async () => {
    const courseId = await newCourse('Twice');
    const first = await send<{ session: AdminSessionDetails }>('POST', session(courseId, 'Same'));
    const second = await send<{ session: AdminSessionDetails }>('POST', session(courseId, 'Same'));
    expect(first.body.session.id).not.toBe(second.body.session.id);
  });
});

describe('bad input changes nothing and says why', () => {
  it('refuses bad fields, pictures and courses before anything is stored', async () => {
    const courseId = await newCourse('Strict');
    const filesBefore = storedFiles().length;
    const cases: Array<[unknown, number, string | RegExp]> = [
      [session(courseId, 'Bad video', { video_url: 'https://www.youtube.com/watch?v=abc' }), 400, BAD_VIDEO_URL],
      [session(courseId, 'Bad minutes', { duration_minutes: 0 }), 400, BAD_DURATION],
      [session(courseId, '   '), 400, 'title: Title is required'],
      [
        session(courseId, 'Not an image', { imageDataUrl: dataUrl('image/png', Buffer.from('plain text, not a picture')) }),
        400,
        NOT_AN_IMAGE,
      ],
      [session(courseId, 'Bad address', { imageUrl: 'javascript:alert(1)' }), 400, BAD_IMAGE_URL],
      [session(courseId, 'Chosen id', { id: 'my-own-id' }), 400, /Unrecognized key/i],
      [session('no-such-course', 'Nowhere', { imageDataUrl: dataUrl('image/png', PNG_1PX) }), 404, 'Course not found'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await send('POST', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.error).toMatch(message instanceof RegExp ? message : new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
    expect(await stored(courseId)).toEqual([]);
    expect((await (await db()).collection('course_sessions').where('course_id', '==', 'no-such-course').get()).size).toBe(0);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('refuses a bad edit and leaves the session as it was', async () => {
    const courseId = await newCourse('Steady');
    const [id] = await addThree(courseId);
    const before = await stored(courseId);
    const { courseId: _course, ...fields } = session(courseId, 'Renamed');
    for (const body of [
      { ...fields, sessionId: id, video_url: 'not a video' },
      { ...fields, sessionId: id, duration_minutes: 601 },
      { ...fields, sessionId: id, imageDataUrl: dataUrl('image/png', Buffer.from('nope')) },
      { ...fields, sessionId: id, course_id: 'elsewhere' },
    ]) {
      expect((await send('PATCH', body)).status).toBe(400);
    }
    const missing = await send('PATCH', { ...fields, sessionId: 'no-such-session' });
    expect(missing).toMatchObject({ status: 404, body: { error: 'Session not found', code: 'not_found' } });
    expect(await stored(courseId)).toEqual(before);
  });
});

describe('editing a session', () => {
  it('changes the fields, keeps the id, order and picture unless a new one is given', async () => {
    const courseId = await newCourse('Editable');
    const [first, second] = await addThree(courseId);
    const withPicture = await send('PATCH', {
      sessionId: second,
      title: 'Deeper',
      video_url: 'https://vimeo.com/123456',
      duration_minutes: 40,
      imageUrl: '/images/a.webp',
    });
    expect(withPicture.status, withPicture.body.error).toBe(200);
    const edited = await send<{ session: AdminSessionDetails }>('PATCH', {
      sessionId: second,
      title: 'Deeper Still',
      description: 'Longer now.',
      video_url: 'https://player.vimeo.com/video/555',
      duration_minutes: 45,
    });
    expect(edited.status, edited.body.error).toBe(200);
    expect(edited.body.session).toMatchObject({
      id: second,
      session_order: 2,
      title: 'Deeper Still',
      description: 'Longer now.',
      video_url: 'https://player.vimeo.com/video/555',
      duration_minutes: 45,
      image_url: '/images/a.webp',
    });
    const uploaded = await send<{ session: AdminSessionDetails }>('PATCH', {
      sessionId: first,
      title: 'Arrival',
      video_url: null,
      duration_minutes: 30,
      imageDataUrl: dataUrl('image/png', PNG_1PX),
    });
    expect(uploaded.body.session).toMatchObject({ id: first, video_url: null, description: '' });
    expect(uploaded.body.session.image_url).toMatch(/^\/api\/storage-image/);
  });
});

describe('reordering', () => {
  it('saves the whole new order of a course in one request', async () => {
    const courseId = await newCourse('Reordered');
    const [a, b, c] = await addThree(courseId);
    const answer = await send<{ sessions: AdminSession[] }>('PUT', { courseId, sessionIds: [c, a, b] });
    expect(answer.status, answer.body.error).toBe(200);
    expect(answer.body.sessions.map((s) => [s.id, s.session_order])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    const learner = await freshUser('order-learner', [courseId]);
    const page = await learnerCourse(learner.token, courseId);
    expect(page.body.sessions.map((s) => s.title)).toEqual(['Return', 'Arrival', 'Deepening']);
  });

  it("refuses any list that is not exactly the course's current sessions, and writes nothing", async () => {
    const courseId = await newCourse('Guarded');
    const [a, b, c] = await addThree(courseId);
    const otherCourse = await newCourse('Other');
    const [foreign] = await addThree(otherCourse);
    const before = await stored(courseId);
    const refusals: Array<[unknown, number]> = [
      [{ courseId, sessionIds: [b, a] }, 409], // one missing
      [{ courseId, sessionIds: [b, a, c, foreign] }, 409], // one too many
      [{ courseId, sessionIds: [b, a, foreign] }, 409], // another course's session
      [{ courseId, sessionIds: [b, a, a] }, 400], // twice
      [{ courseId, sessionIds: 'all' }, 400],
      [{ courseId: 'no-such-course', sessionIds: [a, b, c] }, 404],
    ];
    for (const [body, status] of refusals) {
      const answer = await send('PUT', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.error).toBeTruthy();
    }
    expect((await send('PUT', { courseId, sessionIds: [b, a] })).body.error).toBe(
      "The new order must list each of this course's 3 sessions exactly once. The sessions may have changed: reload and try again.",
    );
    expect(await stored(courseId)).toEqual(before);
  });

  it("a course with 40 sessions: one reorder request, and the learner's course page in one function call", async () => {
    const courseId = await newCourse('Forty');
    const firestore = await db();
    const batch = firestore.batch();
    const ids = Array.from({ length: 40 }, (_, i) => `${courseId}-s${String(i + 1).padStart(2, '0')}`);
    ids.forEach((id, i) =>
      batch.set(firestore.collection('course_sessions').doc(id), {
        course_id: courseId,
        title: `Session ${i + 1}`,
        description: '',
        image_url: null,
        video_url: null,
        duration_minutes: 10,
        session_order: i + 1,
      }),
    );
    await batch.commit();
    const reversed = [...ids].reverse();
    const started = performance.now();
    const answer = await send<{ sessions: AdminSession[] }>('PUT', { courseId, sessionIds: reversed });
    const reorderMs = performance.now() - started;
    expect(answer.status, answer.body.error).toBe(200);
    expect((await stored(courseId)).map((s) => s.id)).toEqual(reversed);

    const learner = await freshUser('forty-learner', [courseId]);
    for (const id of ids.slice(0, 10)) await complete(learner.uid, id);
    const loadStarted = performance.now();
    const page = await learnerCourse(learner.token, courseId);
    const loadMs = performance.now() - loadStarted;
    expect(page.status).toBe(200);
    expect(page.body.sessions.map((s) => s.id)).toEqual(reversed);
    expect(page.body.sessions.filter((s) => s.progress?.completed_at)).toHaveLength(10);
    expect(page.body).toMatchObject({ completedCount: 10, progress: 25, totalMinutes: 400 });
    console.log(`40 sessions: reorder ${reorderMs.toFixed(0)} ms, course page data ${loadMs.toFixed(0)} ms`);
    expect(reorderMs).toBeLessThan(5000);
    expect(loadMs).toBeLessThan(5000);
  });
});

describe('deleting a session', () => {
  it('refuses to delete the only session of a published course, and keeps it', async () => {
    const courseId = await newCourse('One Session Only');
    const added = await send<{ session: AdminSessionDetails }>('POST', session(courseId, 'Alone'));
    expect(added.status, added.body.error).toBe(201);
    const refused = await remove(added.body.session.id, true);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(LAST_SESSION_OF_PUBLISHED);
    expect((await stored(courseId)).map((row) => row.id)).toEqual([added.body.session.id]);
    await (await db()).collection('courses').doc(courseId).update({ published: false });
    expect((await remove(added.body.session.id)).status).toBe(200);
    expect(await stored(courseId)).toEqual([]);
  });

  it('deletes a session nobody has started and closes the gap in the order', async () => {
    const courseId = await newCourse('Shorter');
    const [a, b, c] = await addThree(courseId);
    expect(await remove(b)).toMatchObject({ status: 200, body: { deleted: true, learnersWithProgress: 0 } });
    expect((await stored(courseId)).map((s) => [s.id, s.session_order])).toEqual([
      [a, 1],
      [c, 2],
    ]);
    expect(await remove(b)).toMatchObject({ status: 404, body: { error: 'Session not found', code: 'not_found' } });
  });

  it('refuses while learners have progress, unless confirmed; their progress stays but no longer counts anywhere', async () => {
    const courseId = await newCourse('Careful');
    const [a, b, c] = await addThree(courseId);
    const first = await freshUser('deleter-one', [courseId]);
    const second = await freshUser('deleter-two', [courseId]);
    await complete(first.uid, a);
    await complete(first.uid, b);
    await complete(second.uid, b);
    expect((await learnerCourse(first.token, courseId)).body).toMatchObject({ progress: 67, completedCount: 2 });

    const refused = await remove(b);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^2 learners have progress on this session\./);
    expect(refused.body.details).toEqual({ learnersWithProgress: 2 });
    expect((await stored(courseId)).map((s) => s.id)).toEqual([a, b, c]);

    expect(await remove(b, true)).toMatchObject({ status: 200, body: { deleted: true, learnersWithProgress: 2 } });
    expect((await stored(courseId)).map((s) => [s.id, s.session_order])).toEqual([
      [a, 1],
      [c, 2],
    ]);
    const rows = await (await db()).collection('user_session_progress').where('session_id', '==', b).get();
    expect(rows.size).toBe(2);

    // Course page and dashboard: one of the two remaining sessions done is 50 %, not 2 of 2.
    expect((await learnerCourse(first.token, courseId)).body).toMatchObject({ progress: 50, completedCount: 1 });
    const firstHome = await call<DashboardData>(dashboard, request(dashboardRoute.path, { token: first.token }));
    expect(firstHome.body.courses.find((c2) => c2.id === courseId)).toMatchObject({ sessionCount: 2, completedCount: 1, progress: 50 });
    const secondHome = await call<DashboardData>(dashboard, request(dashboardRoute.path, { token: second.token }));
    expect(secondHome.body.courses.find((c2) => c2.id === courseId)).toMatchObject({ sessionCount: 2, completedCount: 0, progress: 0 });
  });
});

describe('who may call', () => {
  let tokens: Awaited<ReturnType<typeof callerTokens>>;
  let courseId: string;
  let ids: string[];
  beforeAll(async () => {
    tokens = await callerTokens();
    courseId = await newCourse('Matrix');
    ids = await addThree(courseId);
  });

  const endpoints = (): Array<{ name: string; req: (token: string | null) => Request }> => [
    { name: 'GET list', req: (token) => request(PATH, { token }) },
    { name: 'GET one', req: (token) => request(`${PATH}?id=${ids[0]}`, { token }) },
    { name: 'PUT order', req: (token) => request(PATH, { token, method: 'PUT', body: { courseId, sessionIds: [...ids].reverse() } }) },
    {
      name: 'PATCH edit',
      req: (token) => request(PATH, { token, method: 'PATCH', body: { sessionId: ids[0], title: 'Hijacked', duration_minutes: 5 } }),
    },
    { name: 'DELETE', req: (token) => request(`${PATH}?id=${ids[1]}&confirm=true`, { token, method: 'DELETE' }) },
    { name: 'POST add', req: (token) => request(PATH, { token, body: session(courseId, 'Intruder') }) },
  ];

  it('refuses anonymous, forged, expired and learner callers on every method, and nothing changes', async () => {
    const before = await stored(courseId);
    for (const { name, req } of endpoints()) {
      for (const caller of ['anonymous', 'forged', 'expired'] as const satisfies Caller[]) {
        const answer = await call(adminSessions, req(tokens[caller]));
        expect(answer, `${name} as ${caller}`).toMatchObject({
          status: 401,
          body: { error: 'Authentication required', code: 'unauthenticated' },
        });
      }
      const learner = await call(adminSessions, req(tokens.learner));
      expect(learner, `${name} as learner`).toMatchObject({ status: 403, body: { error: 'Admin access required', code: 'forbidden' } });
    }
    expect(await stored(courseId)).toEqual(before);
  });

  it('serves the admin on every method', async () => {
    for (const { name, req } of endpoints()) {
      const answer = await call(adminSessions, req(admin));
      expect([200, 201], `${name}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
    }
    const after = await stored(courseId);
    expect(after.map((s) => s.title)).toEqual(['Return', 'Hijacked', 'Intruder']);
  });

  it('answers other methods with 405 and the allowed ones', async () => {
    const answer = await call(adminSessions, request(PATH, { token: admin, method: 'OPTIONS' }));
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, POST, PATCH, PUT, DELETE');
  });
});
