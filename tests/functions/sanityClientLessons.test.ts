// The gated lesson text in cloud content mode: the session function reads lessons with the real
// @sanity/client from the local content lake (a stand-in speaking Sanity's API over the seed), gives an
// enrolled learner exactly what local mode gives, follows a published change, and gives nothing to a
// learner who is not enrolled.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { startLake } from '../../scripts/lib/sanity-lake/server.mjs';
import session from '../../netlify/functions/session.mts';
import { context, freshUser, request, signIn } from './learningSupport';
import { sessionRoute } from '../../src/api/contract';

const PORT = Number(process.env.SANITY_CLIENT_TEST_LAKE_PORT ?? 0); // 0: any free port
const COURSES = { 'quantum-alchemy-breathwork': 5, 'the-animal-that-walks-with-you': 6 } as const;
const lakeDir = mkdtempSync(join(tmpdir(), 'lessons-lake-'));
let lake: Awaited<ReturnType<typeof startLake>>;
let adminToken: string;

function useCloudContent(on: boolean): void {
  if (on) {
    process.env.SANITY_PROJECT_ID = 'local-dev';
    process.env.SANITY_DATASET = 'production';
    process.env.SANITY_API_HOST = lake.url;
    process.env.SANITY_READ_TOKEN = 'local-read-token';
  } else {
    for (const key of ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_HOST', 'SANITY_READ_TOKEN']) delete process.env[key];
  }
}

async function getSession(courseId: string, n: number, token: string) {
  const response = await session(request(`${sessionRoute.path}?courseId=${courseId}&sessionId=${courseId}-${n}`, { token }), context());
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

beforeAll(async () => {
  lake = await startLake({
    port: PORT,
    dir: lakeDir,
    seedPath: resolve('content/seed/data.ndjson'),
    seedImagesDir: resolve('content/seed/images'),
  });
  await seedDemoData(process.env);
  adminToken = await signIn('admin@example.com', 'local-admin-pass');
});

afterEach(() => useCloudContent(false));

afterAll(async () => {
  useCloudContent(false);
  await lake?.close();
  rmSync(lakeDir, { recursive: true, force: true });
});

describe('GET /api/session with Sanity as the content source', () => {
  it('gives every written lesson exactly as local mode does, read through the client', async () => {
    for (const [courseId, sessions] of Object.entries(COURSES)) {
      for (let n = 1; n <= sessions; n += 1) {
        useCloudContent(false);
        const local = await getSession(courseId, n, adminToken);
        useCloudContent(true);
        const before = lake.stats.queries;
        const cloud = await getSession(courseId, n, adminToken);
        expect(cloud.status).toBe(200);
        expect(lake.stats.queries).toBeGreaterThan(before);
        expect(cloud.body.lesson, `${courseId} session ${n}`).toEqual(local.body.lesson);
        expect(cloud.body.lesson, `${courseId} session ${n}`).not.toBeNull();
      }
    }
  });

  it('shows a lesson change once it is published, never while it is a draft', async () => {
    useCloudContent(true);
    const heading = 'The Spirit of the Wolf, retold';
    // The second heading of the wolf's lesson body ("The Spirit of the Wolf").
    const edit = {
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.lesson-wolf',
      publishedId: 'lesson-wolf',
      patch: { set: { 'body[_key=="b6"].children[_key=="b7"].text': heading } },
    };
    lake.store.commit({ actions: [edit] });
    const user = await freshUser('wolf-cloud', ['the-animal-that-walks-with-you']);
    const lessonHtml = (body: Record<string, any>) => body.lesson.parts.map((part: { html?: string }) => part.html ?? '').join('');
    const draftOnly = await getSession('the-animal-that-walks-with-you', 1, user.token);
    expect(lessonHtml(draftOnly.body)).toContain('<h2>The Spirit of the Wolf</h2>');
    expect(lessonHtml(draftOnly.body)).not.toContain(heading);

    lake.store.commit({
      actions: [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.lesson-wolf', publishedId: 'lesson-wolf' }],
    });
    const published = await getSession('the-animal-that-walks-with-you', 1, user.token);
    expect(lessonHtml(published.body)).toContain(`<h2>${heading}</h2>`);
  });

  it('gives a learner who is not enrolled no lesson text', async () => {
    useCloudContent(true);
    const outsider = await freshUser('outsider-cloud');
    const { status, body } = await getSession('the-animal-that-walks-with-you', 1, outsider.token);
    expect(status).toBe(403);
    expect(JSON.stringify(body)).not.toContain('Wolf');
  });
});
