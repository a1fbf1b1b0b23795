// The catalog the build puts into the pages: where it is read from (the emulator, Firestore, or locally the demo
// catalog file, never nothing on a deploy), what it holds (published courses, oldest first, the price in force),
// and how each course's sales page joins it with Sanity's words.
import { describe, expect, it } from 'vitest';
import {
  buildCatalogSource,
  describeCatalogSource,
  DEMO_CATALOG_FILE,
  NO_CATALOG_ON_DEPLOY,
} from '../../src/lib/catalog/buildCatalogSource';
import { readBuildCatalog } from '../../src/content/catalog';
import { coursePageContent } from '../../src/content/coursePages';
import { getCourseInfos } from '../../src/content/courses';
import { salesPageIds } from '../../src/lib/catalog/coursePages';

const ACCOUNT = JSON.stringify({ client_email: 'reader@p.iam.gserviceaccount.com', private_key: 'KEY', project_id: 'maya-prod' });

describe('where the build reads the catalog', () => {
  it('reads the emulator when one is named, whatever else is set', () => {
    expect(buildCatalogSource({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_PROJECT_ID: 'demo-test' })).toEqual({
      kind: 'emulator',
      host: '127.0.0.1:8080',
      projectId: 'demo-test',
    });
  });

  it('reads Firestore with the read-only key first, else with the functions’ service account', () => {
    const reader = buildCatalogSource({
      CATALOG_READER_SERVICE_ACCOUNT: ACCOUNT,
      FIREBASE_SERVICE_ACCOUNT: ACCOUNT.replace('reader', 'fns'),
    });
    expect(reader).toMatchObject({ kind: 'firestore', projectId: 'maya-prod', key: 'CATALOG_READER_SERVICE_ACCOUNT' });
    expect(reader.kind === 'firestore' && reader.credentials?.clientEmail).toBe('reader@p.iam.gserviceaccount.com');
    expect(buildCatalogSource({ FIREBASE_SERVICE_ACCOUNT: ACCOUNT, CONTEXT: 'production' })).toMatchObject({
      kind: 'firestore',
      key: "the functions' service account",
    });
    expect(describeCatalogSource(reader)).toBe('Firestore (project maya-prod, read with CATALOG_READER_SERVICE_ACCOUNT)');
  });

  it('refuses a deploy without any (a deploy never ships without prices), and names the demo file locally', () => {
    expect(() => buildCatalogSource({ CONTEXT: 'production' })).toThrow(NO_CATALOG_ON_DEPLOY);
    expect(() => buildCatalogSource({ NETLIFY: 'true', CONTEXT: 'deploy-preview' })).toThrow(NO_CATALOG_ON_DEPLOY);
    expect(buildCatalogSource({})).toEqual({ kind: 'file', path: DEMO_CATALOG_FILE });
    expect(() => buildCatalogSource({ CATALOG_READER_SERVICE_ACCOUNT: '{"nope": 1}' })).toThrow(
      /CATALOG_READER_SERVICE_ACCOUNT must contain/,
    );
  });
});

describe('the demo catalog as a local build reads it', () => {
  it('lists the published courses oldest first with their prices and sessions', async () => {
    const catalog = await readBuildCatalog({ kind: 'file', path: DEMO_CATALOG_FILE }, Date.parse('2026-01-01T00:00:00Z'));
    expect(catalog.source).toMatch(/demo-catalog\.json/);
    expect(catalog.courses.map((course) => [course.id, course.price, course.original_price, course.coming_soon])).toEqual([
      ['quantum-alchemy-breathwork', 25, 59.99, false],
      ['the-animal-that-walks-with-you', 199.99, null, false],
      ['sonic-sound-healing', expect.any(Number), null, true],
      ['shapeshifter-soul', expect.any(Number), null, true],
    ]);
    expect(catalog.courses[0]!.sessions).toHaveLength(5);
    expect(catalog.courses[0]!.sessions[0]).toEqual({
      title: 'BREATH OF HYPNOTIC RESTORATION',
      description: expect.stringContaining('slow, guided breath'),
    });
  });

  it('stops the build with a sentence naming the source when it cannot be read', async () => {
    await expect(readBuildCatalog({ kind: 'file', path: 'content/catalog/missing.json' })).rejects.toThrow(
      /The build could not read the course catalog from content\/catalog\/missing\.json/,
    );
  });
});

describe('every course sells itself', () => {
  it('gives every published course on sale a page, and a coming-soon one only when its Sanity page asks', () => {
    const published = [
      { id: 'on-sale', coming_soon: false },
      { id: 'soon', coming_soon: true },
      { id: 'soon-with-page', coming_soon: true },
    ];
    expect([...salesPageIds(published, new Set(['soon-with-page']))]).toEqual(['on-sale', 'soon-with-page']);
  });

  it("uses Sanity's words and picture where written, the catalog's title, description, sessions and picture until then", async () => {
    const catalog = await readBuildCatalog({ kind: 'file', path: DEMO_CATALOG_FILE });
    const quantum = catalog.courses[0]!;
    const infos = await getCourseInfos();
    const written = coursePageContent(
      quantum,
      infos.find((info) => info.courseId === quantum.id),
      'Course Content',
    );
    expect(written.image).not.toBeNull();
    expect(written.sessions[0]!.benefits.length).toBeGreaterThan(0);

    const fresh = { ...quantum, id: 'evening-calm', title: 'Evening Calm', description: 'Calm evenings.', image_url: '/x.webp' };
    const fromCatalog = coursePageContent(fresh, undefined, 'Course Content');
    expect(fromCatalog).toMatchObject({
      courseId: 'evening-calm',
      title: 'Evening Calm',
      intro: 'Calm evenings.',
      image: null,
      imageAddress: '/x.webp',
      benefits: [],
      sessionsHeading: 'Course Content',
    });
    expect(fromCatalog.sessions.map((session) => session.title)).toEqual(quantum.sessions.map((session) => session.title));
  });
});
