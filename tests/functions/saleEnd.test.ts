// A sale that ends on time, on the server: checkout charges the price in force when it is asked (the sale price
// before the end, the usual price from the end on), GET /api/courses and the build's catalog read agree, and the
// build reads its prices from the emulator it is pointed at. Also GET /api/owned-courses ('Go to Course').
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import coursesHandler from '../../netlify/functions/courses.mts';
import ownedCoursesHandler from '../../netlify/functions/owned-courses.mts';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { db } from '../../netlify/lib/firebase';
import { collections, openCheckoutId } from '../../netlify/lib/data/collections';
import { createCheckoutHandler } from '../../netlify/lib/purchase/createCheckout';
import { readBuildCatalog } from '../../src/content/catalog';
import { buildCatalogSource } from '../../src/lib/catalog/buildCatalogSource';
import type { PublicCoursesResponse } from '../../src/lib/catalog/publicCourses';
import { createCheckoutRoute, ownedCoursesRoute } from '../../src/api/contract';
import { context, freshUser, request } from './learningSupport';
import { localServices, readJson, recordingMailer } from './purchaseSupport';

const COURSE = 'quantum-alchemy-breathwork';
const mailer = recordingMailer();
const createCheckout = createCheckoutHandler(() => localServices(mailer));

beforeAll(async () => {
  await seedDemoData(process.env);
}, 60_000);

const setSaleEnd = async (at: Date | null) =>
  (await db())
    .collection('courses')
    .doc(COURSE)
    .set({ sale_ends_at: at ? at.toISOString() : null }, { merge: true });

async function chargedPence(label: string): Promise<number> {
  const user = await freshUser(label);
  const response = await createCheckout(
    request(createCheckoutRoute.path, { token: user.token, body: { courseId: COURSE } }),
    context(),
  ).then(readJson);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const open = await collections(await db())
    .openCheckouts.doc(openCheckoutId(user.uid, COURSE))
    .get();
  return open.get('amount_total') as number;
}

async function listed() {
  const response = await coursesHandler(new Request('http://localhost/api/courses'), context());
  return ((await response.json()) as PublicCoursesResponse).courses.find((course) => course.id === COURSE)!;
}

describe('a sale with an end time', () => {
  it('charges and lists the sale price before the end', async () => {
    const end = new Date(Date.now() + 60 * 60_000);
    await setSaleEnd(end);
    expect(await chargedPence('before-end')).toBe(2500);
    expect(await listed()).toMatchObject({ price: 25, original_price: 59.99, sale_tag: '50% OFF', sale_ends_at: end.toISOString() });
  });

  it('charges and lists the usual price from the end on, without anyone editing the course', async () => {
    await setSaleEnd(new Date(Date.now() - 1000));
    expect(await chargedPence('after-end')).toBe(5999);
    expect(await listed()).toMatchObject({ price: 59.99, original_price: null, sale_tag: null, sale_ends_at: null });
    await setSaleEnd(null);
    expect(await chargedPence('no-end')).toBe(2500);
  });
});

describe("the build's catalog read from the emulator", () => {
  it('holds the published courses with the price in force, as GET /api/courses does', async () => {
    const catalogSource = buildCatalogSource(process.env);
    expect(catalogSource.kind).toBe('emulator');
    await setSaleEnd(new Date(Date.now() + 60 * 60_000));
    const before = await readBuildCatalog(catalogSource);
    expect(before.source).toMatch(/Firestore emulator/);
    expect(before.courses.map((course) => course.id)).toEqual([
      'quantum-alchemy-breathwork',
      'the-animal-that-walks-with-you',
      'sonic-sound-healing',
      'shapeshifter-soul',
    ]);
    expect(before.courses[0]).toEqual(await listed());
    expect(before.courses[0]!.sessions).toHaveLength(5);

    // A price changed in the database is what the next build shows; an ended sale is left out of it.
    await (await db()).collection('courses').doc('the-animal-that-walks-with-you').set({ price: 149.5 }, { merge: true });
    const after = await readBuildCatalog(catalogSource, Date.now() + 2 * 60 * 60_000);
    expect(after.courses.find((course) => course.id === 'the-animal-that-walks-with-you')!.price).toBe(149.5);
    expect(after.courses[0]).toMatchObject({ price: 59.99, original_price: null, sale_ends_at: null });
    // A draft is never built.
    await (await db()).collection('courses').doc('shapeshifter-soul').set({ published: false }, { merge: true });
    expect((await readBuildCatalog(catalogSource)).courses.map((course) => course.id)).not.toContain('shapeshifter-soul');
    await (await db()).collection('courses').doc('shapeshifter-soul').set({ published: true }, { merge: true });
    await (await db()).collection('courses').doc('the-animal-that-walks-with-you').set({ price: 199.99 }, { merge: true });
    await setSaleEnd(null);
  });

  it('stops the build with a sentence naming the emulator when it does not answer', async () => {
    // firebase-admin lets FIRESTORE_EMULATOR_HOST win over the settings: point it at nothing for this read.
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', '127.0.0.1:1');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    await expect(readBuildCatalog({ kind: 'emulator', host: '127.0.0.1:1', projectId: 'demo-nothing' }, Date.now(), 3000)).rejects.toThrow(
      /The build could not read the course catalog from the Firestore emulator at 127\.0\.0\.1:1/,
    );
  }, 60_000);
});

describe('GET /api/owned-courses', () => {
  it("names the courses the signed-in visitor is enrolled in, and no one else's", async () => {
    const owner = await freshUser('owner', [COURSE]);
    const other = await freshUser('other');
    const ask = (token: string | null) => ownedCoursesHandler(request(ownedCoursesRoute.path, { token }), context()).then(readJson);
    expect(await ask(owner.token)).toEqual({ status: 200, body: { courseIds: [COURSE] } });
    expect(await ask(other.token)).toEqual({ status: 200, body: { courseIds: [] } });
    expect((await ask(null)).status).toBe(401);
  });
});
