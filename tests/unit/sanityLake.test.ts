// The local content lake (scripts/lib/sanity-lake) as the Studio and @sanity/client use it, over real
// HTTP on a loopback port: the Studio's recorded action payloads (edit with diffMatchPatch, publish),
// the listener's echo of each write, perspectives, search, uploads, persistence and the site's reader.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SanityClient } from '@sanity/client';
import { startLake } from '../../scripts/lib/sanity-lake/server.mjs';
import { offlineStudioHtml } from '../../scripts/lib/sanity-lake/server.mjs';
import { assetRefsToLocalFiles, queryLocal } from '../../src/content/localDataset';
import { deployProblems } from '../../src/lib/integrationModes';
// The Studio applies listener effects with this very package (a dependency of sanity).
import { applyPatch, type RawPatch } from '../../studio/node_modules/mendoza/dist/index.js';

type Recorded = { requests: { path: string; body: { actions: unknown[]; transactionId?: string } }[] };
const recorded = JSON.parse(readFileSync(resolve('tests/fixtures/sanity/studio-actions.json'), 'utf8')) as Recorded;

// Any free port (several test runs may share the machine).
const PORT = Number(process.env.SANITY_LAKE_TEST_PORT ?? 0);
const dirs: string[] = [];
let lake: Awaited<ReturnType<typeof startLake>>;
let client: SanityClient;

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sanity-lake-'));
  dirs.push(dir);
  return dir;
}

/** Starts the lake on `dir`, with a client of its own. */
async function open(dir: string, seedPath = resolve('content/seed/data.ndjson')) {
  // Let Node's fetch notice that the previous lake closed its keep-alive connections: a write sent on
  // such a connection fails instead of being retried (as a browser would).
  await new Promise((r) => setTimeout(r, 100));
  const started = await startLake({
    port: PORT,
    dir,
    seedPath,
    seedImagesDir: resolve('content/seed/images'),
  });
  client = createClient({
    projectId: 'local-dev',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: started.url,
    useProjectHostname: false,
    useCdn: false,
  });
  return started;
}

async function post(path: string, body: unknown) {
  const response = await fetch(`${lake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const raw = (id: string) => client.fetch<Record<string, unknown> | null>('*[_id == $id][0]', { id }, { perspective: 'raw' });

beforeAll(async () => {
  lake = await open(freshDir());
});

afterAll(async () => {
  await lake?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the Studio's recorded actions applied to the lake", () => {
  it('edits a draft with diffMatchPatch, leaves the published text alone until Publish, then publishes it', async () => {
    const [guard, edit, publish] = recorded.requests;
    expect((await raw('testimonial-sarah'))?.name).toBe('Sarah M.');

    expect((await post(guard!.path, guard!.body)).status).toBe(200);
    const edited = await post(edit!.path, edit!.body);
    expect(edited).toEqual({ status: 200, body: { transactionId: edit!.body.transactionId } });
    expect((await raw('drafts.testimonial-sarah'))?.name).toBe('Sarah K.');
    // The site reads the published perspective: the draft is not there.
    expect(await client.fetch('*[_id == "testimonial-sarah"][0].name')).toBe('Sarah M.');
    expect(await client.fetch('*[_id == "testimonial-sarah"][0].name', {}, { perspective: 'drafts' })).toBe('Sarah K.');

    const published = await post(publish!.path, publish!.body);
    expect(published.status).toBe(200);
    const doc = await raw('testimonial-sarah');
    expect(doc?.name).toBe('Sarah K.');
    expect(doc?._rev).toBe(published.body.transactionId);
    expect(await raw('drafts.testimonial-sarah')).toBeNull();
    expect(await client.fetch('*[_id == "testimonial-sarah"][0].name')).toBe('Sarah K.');
  });

  it('refuses a publish whose ifPublishedRevisionId is stale, changing nothing', async () => {
    await post('/v2025-02-19/data/actions/production', {
      actions: [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.testimonial-james',
          publishedId: 'testimonial-james',
          patch: { set: { name: 'James T. (edited)' } },
        },
      ],
    });
    const refused = await post('/v2025-02-19/data/actions/production', {
      actions: [
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.testimonial-james',
          publishedId: 'testimonial-james',
          ifPublishedRevisionId: 'not-the-revision',
        },
      ],
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('not-the-revision');
    expect((await raw('testimonial-james'))?.name).toBe('James T.');
    expect((await raw('drafts.testimonial-james'))?.name).toBe('James T. (edited)');
  });

  it("echoes each write to listeners with the writer's transactionId and effects that rebuild the document", async () => {
    const events: Record<string, unknown>[] = [];
    const subscription = client
      .listen(
        '*[_id in $ids]',
        { ids: ['testimonial-amelia', 'drafts.testimonial-amelia'] },
        { effectFormat: 'mendoza', includeResult: false, events: ['welcome', 'mutation'] },
      )
      .subscribe((event) => events.push(event as unknown as Record<string, unknown>));
    await expect.poll(() => events.some((e) => e.type === 'welcome')).toBe(true);

    const before = await raw('testimonial-amelia');
    await client.action(
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.testimonial-amelia',
        publishedId: 'testimonial-amelia',
        patch: { set: { name: 'Amelia R. (edited)' } },
      },
      { transactionId: 'studio-tx-1' },
    );
    await expect.poll(() => events.filter((e) => e.type === 'mutation').length).toBe(1);
    const mutation = events.find((e) => e.type === 'mutation') as {
      transactionId: string;
      documentId: string;
      transition: string;
      previousRev?: string;
      resultRev: string;
      effects: { apply: RawPatch };
    };
    expect(mutation).toMatchObject({
      transactionId: 'studio-tx-1',
      documentId: 'drafts.testimonial-amelia',
      transition: 'appear',
      resultRev: 'studio-tx-1',
    });
    const rebuilt = applyPatch(null, mutation.effects.apply) as Record<string, unknown>;
    const { _rev: _previousRev, _updatedAt: _previousTime, ...unchanged } = before!;
    expect(rebuilt).toMatchObject({ ...unchanged, _id: 'drafts.testimonial-amelia', name: 'Amelia R. (edited)' });

    // Publishing is one transaction touching two documents: both events say so.
    await client.action(
      { actionType: 'sanity.action.document.publish', draftId: 'drafts.testimonial-amelia', publishedId: 'testimonial-amelia' },
      { transactionId: 'studio-tx-2' },
    );
    await expect.poll(() => events.filter((e) => e.transactionId === 'studio-tx-2').length).toBe(2);
    const publishEvents = events.filter((e) => e.transactionId === 'studio-tx-2');
    expect(publishEvents.map((e) => [e.documentId, e.transition, e.transactionTotalEvents]).sort()).toEqual([
      ['drafts.testimonial-amelia', 'disappear', 2],
      ['testimonial-amelia', 'update', 2],
    ]);
    subscription.unsubscribe();
  });
});

describe('queries', () => {
  it("answers in the hosted API's shape, rejecting a missing parameter", async () => {
    const response = await fetch(
      `${lake.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*[_type == "treatment"])')}`,
    );
    const body = (await response.json()) as { result: number; ms: number; query: string };
    const seedTreatments = readFileSync('content/seed/data.ndjson', 'utf8')
      .split('\n')
      .filter((line) => line.includes('"_type":"treatment"') && !line.includes('"_id":"drafts.')).length;
    expect(body).toMatchObject({ query: 'count(*[_type == "treatment"])', result: seedTreatments });
    expect(typeof body.ms).toBe('number');
    const missing = await fetch(`${lake.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[slug.current == $slug]')}`);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('param $slug referenced, but not provided');
  });

  it('runs the Studio list search (text::query) as word-prefix matching', async () => {
    const search = '*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery)) && (_type == $type)].title';
    expect(await client.fetch(search, { __types: ['treatment'], __query: 'anxi', __rawQuery: 'anxi', type: 'treatment' })).toEqual([
      'Anxiety Relief',
    ]);
    expect(await client.fetch(search, { __types: ['treatment'], __query: 'sleep insomnia', __rawQuery: 'x', type: 'treatment' })).toEqual([
      'Sleep Improvement & Insomnia Relief',
    ]);
  });

  it('stores seed images as Sanity image assets and serves them at the CDN path', async () => {
    const image = await client.fetch<{ asset: { _ref: string }; url: string }>(
      '*[_id == "treatment-anxiety-relief"][0].image{asset, "url": asset->url}',
    );
    expect(image.asset._ref).toMatch(/^image-[a-f0-9]{40}-1600x1000-jpg$/);
    const served = await fetch(`${lake.url}${new URL(image.url).pathname}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(readFileSync('content/seed/images/anxiety-relief-calm-lake.jpg'))).toBe(true);
  });

  it('takes an image upload and keeps one asset per file', async () => {
    const bytes = readFileSync('content/seed/images/blog-calm-breathing.jpg');
    const first = await client.assets.upload('image', bytes, { filename: 'new-photo.jpg' });
    const second = await client.assets.upload('image', bytes, { filename: 'again.jpg' });
    expect(second._id).toBe(first._id);
    expect(first).toMatchObject({ _type: 'sanity.imageAsset', mimeType: 'image/jpeg', extension: 'jpg' });
    expect(first).not.toHaveProperty('_lakeFile');
  });
});

describe('persistence', () => {
  it('keeps published edits across a restart and starts again from the seed in a new folder', async () => {
    const dir = freshDir();
    await lake.close();
    lake = await open(dir);
    await client.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.testimonial-priya',
      publishedId: 'testimonial-priya',
      patch: { set: { name: 'Priya (kept)' } },
    });
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.testimonial-priya',
      publishedId: 'testimonial-priya',
    });
    await lake.close();
    lake = await open(dir);
    expect(await client.fetch('*[_id == "testimonial-priya"][0].name')).toBe('Priya (kept)');
    await lake.close();
    lake = await open(freshDir());
    expect(await client.fetch('*[_id == "testimonial-priya"][0].name')).toBe('Priya S.');
  });
});

describe('a changed seed', () => {
  it('is taken by a lake nobody edited, and waits for `npm run reset` in an edited one', async () => {
    const seedDir = freshDir();
    const seedPath = join(seedDir, 'data.ndjson');
    const seedLines = readFileSync('content/seed/data.ndjson', 'utf8');
    writeFileSync(seedPath, seedLines);
    const lakeDir = freshDir();
    const reopen = async () => {
      await lake.close();
      lake = await open(lakeDir, seedPath);
    };
    await reopen();
    writeFileSync(seedPath, seedLines.replace('"name":"Daniel K."', '"name":"Daniel K. (new seed)"'));
    await reopen();
    expect(await client.fetch('*[_id == "testimonial-daniel"][0].name')).toBe('Daniel K. (new seed)');
    expect(lake.store.seedChangedSinceEdits).toBe(false);

    await client.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.testimonial-daniel',
      publishedId: 'testimonial-daniel',
      patch: { set: { name: 'Daniel (edited)' } },
    });
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.testimonial-daniel',
      publishedId: 'testimonial-daniel',
    });
    writeFileSync(seedPath, seedLines);
    await reopen();
    expect(await client.fetch('*[_id == "testimonial-daniel"][0].name')).toBe('Daniel (edited)');
    expect(lake.store.seedChangedSinceEdits).toBe(true);
  });
});

describe('the site reading the lake (local content mode under npm start)', () => {
  afterEach(() => {
    delete process.env.SANITY_LAKE_URL;
  });

  it("sees published documents only, with images in the local pipeline's form", async () => {
    await client.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.treatment-anxiety-relief',
      publishedId: 'treatment-anxiety-relief',
      patch: { set: { title: 'Draft title' } },
    });
    process.env.SANITY_LAKE_URL = lake.url;
    const treatment = await queryLocal<{ title: string; image: { _sanityAsset?: string } }>(
      '*[_type == "treatment" && slug.current == $slug][0]{title, image}',
      { slug: 'anxiety-relief' },
    );
    expect(treatment.title).toBe('Anxiety Relief');
    expect(treatment.image._sanityAsset).toBe('image@file://./images/anxiety-relief-calm-lake.jpg');
    await expect(queryLocal('*[slug.current == $slug]')).rejects.toThrow('param $slug referenced, but not provided');
  });

  it('leaves images it has no file for as references', () => {
    const value = { image: { asset: { _ref: `image-${'a'.repeat(40)}-10x10-png` } } };
    expect(assetRefsToLocalFiles(value, new Map())).toEqual(value);
  });

  it('accepts only a loopback lake address', async () => {
    process.env.SANITY_LAKE_URL = 'https://example.com';
    await expect(queryLocal('1')).rejects.toThrow('must be a loopback address');
  });
});

describe('boundaries', () => {
  it('is refused in production, like every local integration', () => {
    const problems = deployProblems({
      CONTEXT: 'production',
      SANITY_LAKE_URL: 'http://127.0.0.1:3334',
      SANITY_API_HOST: 'http://127.0.0.1:3334',
    });
    expect(problems).toContain('content points at the local content lake (unset SANITY_LAKE_URL)');
    expect(problems).toContain('the Sanity client points at a local API host (unset SANITY_API_HOST)');
  });

  it("lets only the Studio's and the site's pages call it from a browser: any other origin is refused and changes nothing", async () => {
    const guarded = await startLake({
      port: 0,
      dir: freshDir(),
      seedPath: resolve('content/seed/data.ndjson'),
      seedImagesDir: resolve('content/seed/images'),
      siteOrigins: ['http://127.0.0.1:4321'],
    });
    const port = new URL(guarded.url).port;
    const query = `${guarded.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id == "testimonial-sarah"][0].name')}`;
    const write = (origin: string) =>
      fetch(`${guarded.url}/v2025-02-19/data/mutate/production`, {
        method: 'POST',
        headers: { origin, 'content-type': 'text/plain' },
        body: JSON.stringify({ mutations: [{ patch: { id: 'testimonial-sarah', set: { name: `From ${origin}` } } }] }),
      });
    try {
      for (const origin of [`http://localhost:${port}`, `http://local-dev.localhost:${port}`, 'http://127.0.0.1:4321']) {
        const answer = await fetch(query, { headers: { origin } });
        expect(answer.status, origin).toBe(200);
        expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
        expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      }
      for (const origin of ['https://evil.example', 'http://localhost:9999', 'null']) {
        const read = await fetch(query, { headers: { origin } });
        expect(read.status, origin).toBe(403);
        expect(read.headers.get('access-control-allow-origin')).toBeNull();
        expect(((await read.json()) as { message: string }).message).toBe(
          `This local content lake answers only the Studio and the site, not ${origin}.`,
        );
        const preflight = await fetch(query, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
        expect(preflight.status).toBe(403);
        // A "simple" cross-site POST needs no preflight: it must be refused before it writes.
        expect((await write(origin)).status).toBe(403);
      }
      // Server-side readers (the site's build, @sanity/client in Node) send no Origin at all.
      const plain = await fetch(query);
      expect(plain.status).toBe(200);
      expect(((await plain.json()) as { result: string }).result).toBe('Sarah M.');
    } finally {
      await guarded.close();
    }
  });

  it("serves the Studio without its calls to Sanity's CDN", () => {
    const html =
      '<style>src: url("https://studio-static.sanity.io/Inter-Bold.woff2") format("woff2");</style><script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core></script>';
    expect(offlineStudioHtml(html)).not.toMatch(/sanity-cdn|studio-static/);
  });
});
