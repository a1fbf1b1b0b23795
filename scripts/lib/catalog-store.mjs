// @ts-check
// Reads and writes the course catalog (courses and their sessions, contract C1) in Firestore for
// `npm run catalog:push` and `npm run catalog:pull`. Enrollments, progress and payments are never read or written.
// Needs scripts/lib/ts-modules.mjs loaded and the target chosen (firebase-target.mjs) before the first call.
import { isDeepStrictEqual } from 'node:util';
import { collections } from '../../netlify/lib/data/collections.ts';

const BATCH_LIMIT = 400;
const GET_ALL_LIMIT = 300;

async function firestore() {
  const { db } = await import('../../netlify/lib/firebase.ts');
  return db();
}

/** @template T @param {T[]} list @param {number} size @returns {T[][]} */
const chunks = (list, size) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** The live catalog in the catalog file's shape. */
export async function readLiveCatalog() {
  const { catalogFromRecords } = await import('../../src/lib/admin/courseSchemas.ts');
  const store = collections(await firestore());
  const [courses, sessions] = await Promise.all([store.courses.get(), store.courseSessions.get()]);
  /** @template {Record<string, unknown>} T @param {import('firebase-admin/firestore').QuerySnapshot<T, T>} snapshot */
  const records = (snapshot) => snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  return catalogFromRecords(records(courses), records(sessions));
}

/**
 * Writes every course and session of a (validated) catalog under its fixed id, merging into what is there, and
 * only where something differs: a second push of the same file writes nothing. With `prune`, courses missing from
 * the file (with their sessions) and sessions of its courses missing from it are deleted; never without.
 * @param {import('../../src/lib/admin/courseSchemas').Catalog} catalog
 * @param {{ prune?: boolean }} [options]
 * @returns {Promise<{ created: number, updated: number, unchanged: number, removed: number }>}
 */
export async function pushCatalog(catalog, { prune = false } = {}) {
  const { catalogDocuments } = await import('../../src/lib/admin/courseSchemas.ts');
  const store = await firestore();
  const { courses: courseRefs, courseSessions: sessionRefs } = collections(store);
  const documents = catalogDocuments(catalog);
  const wanted = [
    ...documents.courses.map((record) => ({ ref: courseRefs.doc(record.id), data: record.data })),
    ...documents.sessions.map((record) => ({ ref: sessionRefs.doc(record.id), data: record.data })),
  ];
  const existing = new Map();
  for (const part of chunks(wanted, GET_ALL_LIMIT)) {
    const snapshots = await store.getAll(...part.map((item) => item.ref));
    for (const snapshot of snapshots) existing.set(snapshot.ref.path, snapshot);
  }

  const summary = { created: 0, updated: 0, unchanged: 0, removed: 0 };
  /** @type {Array<(batch: import('firebase-admin/firestore').WriteBatch) => void>} */
  const writes = [];
  for (const { ref, data } of wanted) {
    const stored = existing.get(ref.path);
    if (!stored?.exists) summary.created += 1;
    else if (Object.entries(data).every(([key, value]) => isDeepStrictEqual(stored.get(key) ?? null, value))) {
      summary.unchanged += 1;
      continue;
    } else summary.updated += 1;
    writes.push((batch) => batch.set(ref, data, { merge: true }));
  }

  if (prune) {
    const courseIds = new Set(documents.courses.map((record) => record.id));
    const sessionIds = new Set(documents.sessions.map((record) => record.id));
    const [courses, sessions] = await Promise.all([courseRefs.select().get(), sessionRefs.select('course_id').get()]);
    for (const doc of courses.docs) {
      if (courseIds.has(doc.id)) continue;
      summary.removed += 1;
      writes.push((batch) => batch.delete(doc.ref));
    }
    for (const doc of sessions.docs) {
      if (sessionIds.has(doc.id)) continue;
      summary.removed += 1;
      writes.push((batch) => batch.delete(doc.ref));
    }
  }

  for (const part of chunks(writes, BATCH_LIMIT)) {
    const batch = store.batch();
    for (const write of part) write(batch);
    await batch.commit();
  }
  return summary;
}
