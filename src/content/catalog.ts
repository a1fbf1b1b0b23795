// The course catalog as the pages are built with it: the published courses with their prices in force, sale ends,
// coming-soon state and sessions, read from their owner (Firestore) where src/lib/catalog/buildCatalogSource.ts
// says. A build reads it once, so every page of one build shows the same figures; the dev server reads it again
// after a moment, so a price changed under `npm start` shows at the next page load. A source that does not answer
// stops the build with a sentence naming it: a page is never built without its price.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { catalogSchema } from '../lib/admin/courseSchemas';
import { buildCatalogSource, describeCatalogSource, type BuildCatalogSource } from '../lib/catalog/buildCatalogSource';
import { PUBLIC_COURSE_FIELDS, publicCourseOf, type PublicCourse, type PublicCourseSession } from '../lib/catalog/publicCourses';

export type BuildCatalog = {
  /** The published courses, oldest first, with the price in force when they were read. */
  courses: PublicCourse[];
  /** When they were read (the pages' scripts end a sale from then on). */
  readAt: number;
  /** Where they came from, for the build log. */
  source: string;
};

const READ_DEADLINE_MS = 20_000;
/** The dev server reads again after this long; a build keeps its one read. */
const DEV_KEEP_MS = 2_000;
const APP_NAME = 'build-catalog';

type StoredCourse = { id: string; data: Record<string, unknown> };

const oldestFirst = (a: StoredCourse, b: StoredCourse) =>
  String(a.data.created_at ?? '').localeCompare(String(b.data.created_at ?? '')) || a.id.localeCompare(b.id);

function listings(courses: StoredCourse[], sessionsOf: (id: string) => PublicCourseSession[], now: number): PublicCourse[] {
  return [...courses].sort(oldestFirst).map(({ id, data }) => publicCourseOf(id, data, sessionsOf(id), now));
}

function readCatalogFile(path: string, now: number): PublicCourse[] {
  const catalog = catalogSchema.parse(JSON.parse(readFileSync(resolve(path), 'utf8')));
  const published = catalog.courses.filter((course) => course.published);
  const byId = new Map(published.map((course) => [course.id, course]));
  return listings(
    published.map(({ id, sessions: _sessions, ...data }) => ({ id, data })),
    (id) =>
      [...(byId.get(id)?.sessions ?? [])]
        .sort((a, b) => a.session_order - b.session_order || a.id.localeCompare(b.id))
        .map(({ title, description }) => ({ title, description })),
    now,
  );
}

async function firestoreFor(catalogSource: Exclude<BuildCatalogSource, { kind: 'file' }>): Promise<Firestore> {
  const { cert, getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  // One app per source, so a second source is never answered by the first one's connection.
  const name = `${APP_NAME}-${catalogSource.kind === 'emulator' ? catalogSource.host : catalogSource.projectId}`;
  const existing = getApps().find((candidate) => candidate.name === name);
  if (existing) return getFirestore(existing);
  if (catalogSource.kind === 'emulator') process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp(
    {
      projectId: catalogSource.projectId,
      ...(catalogSource.kind === 'firestore' && catalogSource.credentials
        ? {
            credential: cert({
              projectId: catalogSource.credentials.projectId ?? catalogSource.projectId,
              clientEmail: catalogSource.credentials.clientEmail,
              privateKey: catalogSource.credentials.privateKey,
            }),
          }
        : {}),
    },
    name,
  );
  const firestore = getFirestore(app);
  if (catalogSource.kind === 'emulator') firestore.settings({ host: catalogSource.host, ssl: false });
  return firestore;
}

/** Two reads with field masks: the published courses, then their sessions' titles and descriptions (30 courses a query). */
async function readFirestore(firestore: Firestore, now: number): Promise<PublicCourse[]> {
  const snapshot = await firestore
    .collection('courses')
    .where('published', '==', true)
    .select(...PUBLIC_COURSE_FIELDS)
    .get();
  const courses = snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  const ids = courses.map((course) => course.id);
  const sessions = new Map<string, Array<{ id: string; order: number; listing: PublicCourseSession }>>(ids.map((id) => [id, []]));
  for (let i = 0; i < ids.length; i += 30) {
    const part = await firestore
      .collection('course_sessions')
      .where('course_id', 'in', ids.slice(i, i + 30))
      .select('course_id', 'session_order', 'title', 'description')
      .get();
    for (const doc of part.docs) {
      const data = doc.data();
      sessions.get(String(data.course_id))?.push({
        id: doc.id,
        order: typeof data.session_order === 'number' ? data.session_order : 0,
        listing: { title: String(data.title ?? ''), description: String(data.description ?? '') },
      });
    }
  }
  return listings(
    courses,
    (id) => (sessions.get(id) ?? []).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)).map((session) => session.listing),
    now,
  );
}

/** Reads the catalog from one source, within the deadline; throws a sentence naming the source when it cannot. */
export async function readBuildCatalog(
  catalogSource: BuildCatalogSource,
  now: number = Date.now(),
  deadlineMs: number = READ_DEADLINE_MS,
): Promise<BuildCatalog> {
  const source = describeCatalogSource(catalogSource);
  try {
    if (catalogSource.kind === 'file') return { courses: readCatalogFile(catalogSource.path, now), readAt: now, source };
    const firestore = await firestoreFor(catalogSource);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${deadlineMs / 1000} s`)), deadlineMs);
    });
    try {
      return { courses: await Promise.race([readFirestore(firestore, now), deadline]), readAt: now, source };
    } finally {
      clearTimeout(timer);
    }
  } catch (error) {
    throw new Error(`The build could not read the course catalog from ${source}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

let cached: { at: number; catalog: Promise<BuildCatalog> } | undefined;
/** `astro build` runs with NODE_ENV production; the dev server (and tests) do not. */
const isBuild = () => process.env.NODE_ENV === 'production';

/** The catalog of this build (read once; under the dev server, again after a moment). */
export function getBuildCatalog(): Promise<BuildCatalog> {
  const now = Date.now();
  if (!cached || (!isBuild() && now - cached.at > DEV_KEEP_MS)) {
    const catalog = Promise.resolve().then(() => readBuildCatalog(buildCatalogSource(process.env), now));
    cached = { at: now, catalog };
    catalog.then(
      (read) => {
        if (isBuild()) console.log(`Course catalog: ${read.courses.length} published courses from ${read.source}`);
      },
      () => {
        cached = undefined;
      },
    );
  }
  return cached.catalog;
}

/** One published course of this build, or undefined (a draft, unknown or gone). */
export async function getBuildCourse(courseId: string): Promise<PublicCourse | undefined> {
  return (await getBuildCatalog()).courses.find((course) => course.id === courseId);
}
