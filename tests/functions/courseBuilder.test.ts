// The course builder against the emulators: a new course is a draft nobody can see or buy; publishing
// needs a session and a price (unless coming soon); every change is validated on the server with the form's
// schema (bad input changes nothing and says why); a published course shows on /api/courses with its picture and
// price and sells at that price; a change the live pages show asks the build hook for exactly one rebuild.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataUrl, PNG_1PX, storedFiles } from './adminSupport';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { db } from '../../netlify/lib/firebase';
import adminCourses from '../../netlify/functions/admin-courses.mts';
import coursesHandler from '../../netlify/functions/courses.mts';
import courseHandler from '../../netlify/functions/course.mts';
import dashboardHandler from '../../netlify/functions/dashboard.mts';
import createCheckout from '../../netlify/functions/create-checkout.mts';
import { buildHookUrl } from '../../netlify/lib/admin/buildHook';
import type { BuilderCourse } from '../../netlify/lib/admin/adminCourses';
import {
  MAX_COURSES_PER_TITLE,
  ON_SALE_NEEDS_PRICE,
  ORIGINAL_PRICE_NOT_ABOVE,
  PUBLISH_NEEDS_PRICE,
  PUBLISH_NEEDS_SESSION,
  TITLE_USED_TOO_OFTEN,
  type RebuildOutcome,
} from '../../src/lib/admin/courseSchemas';
import type { DashboardData } from '../../src/lib/learning/learning';
import type { PublicCoursesResponse } from '../../src/lib/catalog/publicCourses';
import { NOT_FOR_SALE } from '../../src/lib/purchase/purchase';
import { context, freshUser, request, signIn } from './learningSupport';
import { adminCoursesRoute, courseRoute, createCheckoutRoute, dashboardRoute, publicCoursesRoute } from '../../src/api/contract';

type Answer<T> = { status: number; body: T & { error?: string } };
let admin: string;
let learner: { uid: string; token: string };

async function call<T>(handler: (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>, req: Request): Promise<Answer<T>> {
  const response = await handler(req, context());
  return { status: response.status, body: (await response.json()) as T & { error?: string } };
}
type Saved = { course: BuilderCourse; rebuild: RebuildOutcome };
const create = (body: unknown, token = admin) =>
  call<{ course: BuilderCourse }>(adminCourses, request(adminCoursesRoute.path, { token, body }));
const change = (body: unknown, token = admin) =>
  call<Saved>(adminCourses, request(adminCoursesRoute.path, { token, body, method: 'PATCH' }));
const publicList = async () => (await call<PublicCoursesResponse>(coursesHandler, request(publicCoursesRoute.path))).body.courses;
const dashboard = async (token: string) => (await call<DashboardData>(dashboardHandler, request(dashboardRoute.path, { token }))).body;
const buy = (courseId: string, token = learner.token) =>
  call<{ url: string }>(createCheckout, request(createCheckoutRoute.path, { token, body: { courseId } }));
const stored = async (id: string) => (await (await db()).collection('courses').doc(id).get()).data()!;

const FIELDS = {
  title: 'Evening Calm',
  description: 'Three short evening sessions to settle the mind before sleep.',
  price: '49.5',
  original_price: '',
  image_url: '/images/courses/quantum-alchemy-breathwork.webp',
  is_featured: false,
  is_popular: true,
  coming_soon: false,
};

async function addSession(courseId: string, order = 1) {
  await (
    await db()
  )
    .collection('course_sessions')
    .doc(`${courseId}-s${order}`)
    .set({
      course_id: courseId,
      title: `Session ${order}`,
      description: 'A calm session.',
      image_url: null,
      video_url: null,
      duration_minutes: 20,
      session_order: order,
    });
}

/** A local stand-in for Netlify's build hook that counts the requests it gets. */
let hook: Server;
let hookHits: Array<{ method: string; url: string }> = [];
let hookStatus = 200;

beforeAll(async () => {
  await seedDemoData(process.env);
  admin = await signIn('admin@example.com', 'local-admin-pass');
  learner = await freshUser('builder-learner');
  hook = createServer((req, res) => {
    hookHits.push({ method: req.method ?? '', url: req.url ?? '' });
    res.writeHead(hookStatus).end();
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => hook.close(resolve));
});
afterEach(() => {
  vi.unstubAllEnvs();
  hookHits = [];
  hookStatus = 200;
});
const useHook = () => vi.stubEnv('NETLIFY_BUILD_HOOK_URL', `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/abc`);

describe('a new course', () => {
  it('starts as a draft: in the admin list only, never on /courses, a dashboard or checkout', async () => {
    const { status, body } = await create(FIELDS);
    expect(status).toBe(200);
    expect(body.course).toMatchObject({
      id: 'evening-calm',
      published: false,
      coming_soon: false,
      price: 49.5,
      is_popular: true,
      sessionCount: 0,
    });
    expect(await stored('evening-calm')).toMatchObject({ published: false, coming_soon: false });

    const list = await call<{ courses: BuilderCourse[] }>(adminCourses, request(adminCoursesRoute.path, { token: admin }));
    expect(list.body.courses.find((course) => course.id === 'evening-calm')).toMatchObject({ published: false, sessionCount: 0 });
    expect(list.body.courses.find((course) => course.id === 'quantum-alchemy-breathwork')).toMatchObject({
      published: true,
      sessionCount: 5,
    });

    expect((await publicList()).map((course) => course.id)).not.toContain('evening-calm');
    expect((await dashboard(learner.token)).available.map((course) => course.id)).not.toContain('evening-calm');
    expect((await dashboard(admin)).courses.map((course) => course.id)).not.toContain('evening-calm');
    expect(await buy('evening-calm')).toEqual({ status: 409, body: { error: NOT_FOR_SALE, code: 'conflict' } });
    // A learner who guesses the address learns nothing; the admin can preview it.
    expect((await call(courseHandler, request(`${courseRoute.path}?id=evening-calm`, { token: learner.token }))).status).toBe(404);
    expect((await call(courseHandler, request(`${courseRoute.path}?id=evening-calm`, { token: admin }))).status).toBe(200);
  });

  it('refuses a published flag in the create form: only Publish publishes', async () => {
    const response = await create({ ...FIELDS, title: 'Sneaky Course', published: true });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/published/);
  });

  it('takes "-2", "-3"... for a title in use, and past the last one asks for another title, writing nothing', async () => {
    const title = 'Morning Stillness';
    const firestore = await db();
    // The title's every id taken (the slug, then -2 ... -50), as fifty earlier courses of that title would.
    const ids = Array.from({ length: MAX_COURSES_PER_TITLE }, (_, i) => (i === 0 ? 'morning-stillness' : `morning-stillness-${i + 1}`));
    const batch = firestore.batch();
    for (const id of ids) batch.set(firestore.collection('courses').doc(id), { title, description: 'x', price: 5, published: false });
    await batch.commit();
    const before = (await firestore.collection('courses').count().get()).data().count;

    const refused = await create({ ...FIELDS, title });
    expect(refused).toEqual({ status: 400, body: { error: TITLE_USED_TOO_OFTEN, code: 'invalid_input' } });
    expect((await firestore.collection('courses').count().get()).data().count).toBe(before);

    await firestore.collection('courses').doc('morning-stillness-7').delete();
    expect((await create({ ...FIELDS, title })).body.course.id).toBe('morning-stillness-7');
    // The other cases here know the catalog without these.
    const cleanUp = firestore.batch();
    for (const id of ids) cleanUp.delete(firestore.collection('courses').doc(id));
    await cleanUp.commit();
  });
});

describe('publishing', () => {
  it('needs a session, then a price above zero (the server says which), and then the course is on sale', async () => {
    await create({ ...FIELDS, title: 'Morning Light', price: 0, image_url: '' });
    expect(await change({ action: 'publish', id: 'morning-light' })).toEqual({
      status: 409,
      body: { error: PUBLISH_NEEDS_SESSION, code: 'conflict' },
    });
    await addSession('morning-light');
    expect(await change({ action: 'publish', id: 'morning-light' })).toEqual({
      status: 409,
      body: { error: PUBLISH_NEEDS_PRICE, code: 'conflict' },
    });
    expect((await stored('morning-light')).published).toBe(false);

    const priced = await change({
      ...FIELDS,
      action: 'edit',
      id: 'morning-light',
      title: 'Morning Light',
      price: '19.99',
      original_price: '39',
    });
    expect(priced.status).toBe(200);
    expect(priced.body.rebuild).toBe('not-needed'); // a draft: nothing public changed
    const published = await change({ action: 'publish', id: 'morning-light' });
    expect(published.status).toBe(200);
    expect(published.body.course).toMatchObject({ published: true, price: 19.99, original_price: 39, sessionCount: 1 });

    const listed = (await publicList()).find((course) => course.id === 'morning-light');
    expect(listed).toMatchObject({
      price: 19.99,
      original_price: 39,
      coming_soon: false,
      image_url: FIELDS.image_url,
      sessions: [{ title: 'Session 1', description: 'A calm session.' }],
    });
    expect((await dashboard(learner.token)).available.map((course) => course.id)).toContain('morning-light');

    // The learner buys it at that price (the local test checkout records the amount in pence).
    const bought = await buy('morning-light');
    expect(bought.status).toBe(200);
    const open = await (await db()).collection('open_checkouts').doc(`${learner.uid}_morning-light`).get();
    expect(open.get('amount_total')).toBe(1999);
  });

  it('a coming-soon course may be published without a price; it is listed but cannot be bought', async () => {
    await create({ ...FIELDS, title: 'Starlight Soon', price: 0, coming_soon: true });
    await addSession('starlight-soon');
    expect((await change({ action: 'publish', id: 'starlight-soon' })).status).toBe(200);
    expect((await publicList()).find((course) => course.id === 'starlight-soon')).toMatchObject({ coming_soon: true });
    expect(await buy('starlight-soon')).toEqual({ status: 409, body: { error: NOT_FOR_SALE, code: 'conflict' } });
    // Taking 'Coming soon' off needs a price first; the refusal changes nothing.
    expect(await change({ ...FIELDS, action: 'edit', id: 'starlight-soon', price: 0, coming_soon: false })).toEqual({
      status: 409,
      body: { error: ON_SALE_NEEDS_PRICE, code: 'conflict' },
    });
    expect(await stored('starlight-soon')).toMatchObject({ coming_soon: true, title: 'Starlight Soon' });
    // The seeded coming-soon courses are refused at checkout too, whatever price an admin gives them.
    expect(await buy('sonic-sound-healing')).toEqual({ status: 409, body: { error: NOT_FOR_SALE, code: 'conflict' } });
  });

  it('unpublishing hides the course again; a learner who bought it keeps it', async () => {
    const owner = await freshUser('owner', ['morning-light']);
    expect((await change({ action: 'unpublish', id: 'morning-light' })).body.course.published).toBe(false);
    expect((await publicList()).map((course) => course.id)).not.toContain('morning-light');
    expect((await dashboard(learner.token)).available.map((course) => course.id)).not.toContain('morning-light');
    expect(await buy('morning-light')).toEqual({ status: 409, body: { error: NOT_FOR_SALE, code: 'conflict' } });
    expect((await dashboard(owner.token)).courses.map((course) => course.id)).toContain('morning-light');
    expect((await call(courseHandler, request(`${courseRoute.path}?id=morning-light`, { token: owner.token }))).status).toBe(200);
  });
});

describe('editing', () => {
  it('saves every field of the form, and the server refuses bad input with the schema words, changing nothing', async () => {
    const saved = await change({
      action: 'edit',
      id: 'evening-calm',
      title: 'Evening Calm Deluxe',
      description: 'Four evenings.',
      price: 60,
      original_price: 80,
      sale_tag: '25% OFF',
      image_url: 'https://images.example/calm.jpg',
      is_featured: true,
      is_popular: false,
      coming_soon: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.course).toMatchObject({
      id: 'evening-calm',
      title: 'Evening Calm Deluxe',
      price: 60,
      original_price: 80,
      sale_tag: '25% OFF',
      is_featured: true,
      is_popular: false,
      image_url: 'https://images.example/calm.jpg',
    });
    const before = await stored('evening-calm');
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ title: '' }, /Course Title is required/],
      [{ price: -5 }, /Price cannot be negative/],
      [{ price: 'lots' }, /Price must be a number/],
      [{ price: 10, original_price: 10 }, new RegExp(ORIGINAL_PRICE_NOT_ABOVE.slice(0, 30))],
      [{ image_url: 'javascript:alert(1)' }, /image address must start with/],
      [{ image_url: '/x.png', imageDataUrl: dataUrl('image/png', PNG_1PX) }, /either an uploaded picture or a picture address/],
      [{ imageDataUrl: dataUrl('image/png', Buffer.from('not a png')) }, /JPEG, PNG, WebP, GIF or AVIF/],
      [{ published: true }, /published/],
      [{ id: '../etc' }, /letters, numbers/],
    ];
    for (const [patch, message] of cases) {
      const response = await change({ action: 'edit', id: 'evening-calm', ...FIELDS, image_url: null, ...patch });
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect(response.body.error).toMatch(message);
    }
    expect((await change({ action: 'dance', id: 'evening-calm' })).body.error).toMatch(/action must be edit, publish or unpublish/);
    expect(await change({ ...FIELDS, action: 'edit', id: 'no-such-course' })).toEqual({
      status: 404,
      body: { error: 'Course not found', code: 'not_found' },
    });
    expect(await change({ action: 'publish', id: 'no-such-course' })).toEqual({
      status: 404,
      body: { error: 'Course not found', code: 'not_found' },
    });
    expect(await stored('evening-calm')).toEqual(before);
  });

  it('stores an uploaded picture in file storage and shows it on /courses once published', async () => {
    const files = storedFiles().length;
    const saved = await change({
      ...FIELDS,
      action: 'edit',
      id: 'evening-calm',
      image_url: null,
      imageDataUrl: dataUrl('image/png', PNG_1PX),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.course.image_url).toMatch(/^\/api\/storage-image\?path=session-images%2Fcourse-evening-calm-\d+\.png$/);
    expect(storedFiles().length).toBe(files + 1);
    await addSession('evening-calm');
    await change({ action: 'publish', id: 'evening-calm' });
    expect((await publicList()).find((course) => course.id === 'evening-calm')?.image_url).toBe(saved.body.course.image_url);
  });

  it('a published course on sale keeps a price above zero', async () => {
    expect(await change({ ...FIELDS, action: 'edit', id: 'evening-calm', price: 0 })).toEqual({
      status: 409,
      body: { error: ON_SALE_NEEDS_PRICE, code: 'conflict' },
    });
    expect((await stored('evening-calm')).price).toBe(49.5);
  });
});

describe('the build hook', () => {
  it('publishing, a price change and unpublishing each ask for exactly one rebuild; draft edits and unseen fields none', async () => {
    useHook();
    await create({ ...FIELDS, title: 'Hooked Course' });
    expect(hookHits).toHaveLength(0); // a new draft changes nothing public
    await change({ ...FIELDS, action: 'edit', id: 'hooked-course', price: 30 });
    expect(hookHits).toHaveLength(0); // still a draft
    await addSession('hooked-course');

    expect((await change({ action: 'publish', id: 'hooked-course' })).body.rebuild).toBe('requested');
    expect(hookHits).toHaveLength(1);
    expect(hookHits[0]).toMatchObject({ method: 'POST' });
    expect(hookHits[0]!.url).toMatch(/^\/build_hooks\/abc\?trigger_title=Course\+publish/);

    expect((await change({ ...FIELDS, action: 'edit', id: 'hooked-course', price: 35 })).body.rebuild).toBe('requested');
    expect(hookHits).toHaveLength(2);
    // Featured is not on the public pages; saving the same visible facts asks for nothing.
    expect((await change({ ...FIELDS, action: 'edit', id: 'hooked-course', price: 35, is_featured: true })).body.rebuild).toBe(
      'not-needed',
    );
    expect(hookHits).toHaveLength(2);
    // A refused change asks for nothing either.
    expect((await change({ ...FIELDS, action: 'edit', id: 'hooked-course', price: 0 })).status).toBe(409);
    expect(hookHits).toHaveLength(2);
    await change({ action: 'unpublish', id: 'hooked-course' });
    expect(hookHits).toHaveLength(3);
  });

  it('a failing hook never undoes the saved change; without the variable nothing is called', async () => {
    useHook();
    hookStatus = 500;
    const published = await change({ action: 'publish', id: 'hooked-course' });
    expect(published.status).toBe(200);
    expect(published.body.rebuild).toBe('failed');
    expect((await stored('hooked-course')).published).toBe(true);
    vi.unstubAllEnvs();
    hookHits = [];
    expect((await change({ ...FIELDS, action: 'edit', id: 'hooked-course', price: 40 })).body.rebuild).toBe('not-configured');
    expect(hookHits).toHaveLength(0);
  });

  it('accepts only https (or http on this machine) as the hook address', () => {
    expect(buildHookUrl({})).toBeNull();
    expect(buildHookUrl({ NETLIFY_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/x' })?.hostname).toBe('api.netlify.com');
    expect(() => buildHookUrl({ NETLIFY_BUILD_HOOK_URL: 'http://api.netlify.com/build_hooks/x' })).toThrow(/https/);
    expect(() => buildHookUrl({ NETLIFY_BUILD_HOOK_URL: 'not an address' })).toThrow(/web address/);
  });
});

describe('who may change courses', () => {
  it('answers 401 without a token and 403 for a learner, changing nothing; other methods get 405', async () => {
    const before = await stored('quantum-alchemy-breathwork');
    expect((await change({ action: 'unpublish', id: 'quantum-alchemy-breathwork' }, null as unknown as string)).status).toBe(401);
    expect((await change({ action: 'unpublish', id: 'quantum-alchemy-breathwork' }, learner.token)).status).toBe(403);
    expect((await create(FIELDS, learner.token)).status).toBe(403);
    expect(await stored('quantum-alchemy-breathwork')).toEqual(before);
    const put = await adminCourses(request(adminCoursesRoute.path, { token: admin, method: 'PUT', body: {} }), context());
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST, PATCH, DELETE');
  });
});
