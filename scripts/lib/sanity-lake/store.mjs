// @ts-check
// The lake's documents: loaded from its folder (or imported from the seed the first time), changed
// only by whole transactions, written back after each one, and announced to listeners as the hosted
// API's `mutation` events (with the writer's transactionId and mendoza effects).
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runTransaction } from './actions.mjs';
import { parseNdjson } from '../../../src/content/ndjson.ts';
import { importSeed } from './seed.mjs';

/** @typedef {import('./groq.mjs').LakeDocument} LakeDocument */
/**
 * What listeners hear of one changed document.
 * @typedef {{ event: Record<string, unknown>, before: LakeDocument | null, after: LakeDocument | null }} StoreChange
 */

/** Fields the lake keeps for itself and never hands to clients. */
const PRIVATE_FIELDS = ['_lakeFile'];

/**
 * @template {LakeDocument | null | undefined} T
 * @param {T} doc
 * @returns {T}
 */
export function publicDocument(doc) {
  if (!doc || !PRIVATE_FIELDS.some((field) => field in doc)) return doc;
  const copy = { ...doc };
  for (const field of PRIVATE_FIELDS) delete copy[field];
  return copy;
}

/** @param {LakeDocument | null | undefined} doc */
const withoutRev = (doc) => {
  if (!doc) return null;
  const { _rev: _drop, ...rest } = publicDocument(doc);
  return rest;
};

/**
 * Opens (or creates from the seed) the lake in `dir`: `documents.ndjson` holds every document, drafts
 * included; `images/` the image files.
 * @param {{ dir: string, seedPath: string, seedImagesDir: string, projectId: string, dataset: string, publicUrl: string }} options
 */
export function openStore({ dir, seedPath, seedImagesDir, projectId, dataset, publicUrl }) {
  const file = join(dir, 'documents.ndjson');
  const seedFile = join(dir, 'seed.json');
  const imagesDir = join(dir, 'images');
  mkdirSync(dir, { recursive: true });
  // Which seed the lake was made from: a lake nobody has edited follows a changed seed; an edited one
  // keeps its edits, and says that the seed moved on (`npm run reset` takes the new one).
  const seedHash = createHash('sha256').update(readFileSync(seedPath)).digest('hex');
  const madeFrom = existsSync(seedFile) ? JSON.parse(readFileSync(seedFile, 'utf8')).seedHash : undefined;
  /** @type {LakeDocument[] | null} */
  let initial = existsSync(file) ? parseNdjson(readFileSync(file, 'utf8'), file) : null;
  const edited = initial?.some((doc) => doc._rev !== 'seed') ?? false;
  if (!initial || (madeFrom !== seedHash && !edited)) {
    initial = importSeed({ seedPath, seedImagesDir, imagesDir, projectId, dataset, publicUrl });
    writeFileSync(file, '');
    writeFileSync(seedFile, JSON.stringify({ seedHash }) + '\n');
  }
  const seedChangedSinceEdits = madeFrom !== undefined && madeFrom !== seedHash && edited;
  const docs = new Map(initial.map((doc) => [doc._id, doc]));
  /** @type {Set<(change: StoreChange) => void>} */
  const subscribers = new Set();
  /** @type {LakeDocument[] | undefined} */
  let publicView;

  function save() {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, [...docs.values()].map((doc) => JSON.stringify(doc)).join('\n') + '\n');
    renameSync(temporary, file);
  }
  if (readFileSync(file, 'utf8') === '') save();

  /**
   * @param {Map<string, LakeDocument | null>} changes
   * @param {Map<string, LakeDocument | null>} previous
   * @param {{ transactionId: string, now: string }} transaction
   */
  function announce(changes, previous, { transactionId, now }) {
    const entries = [...changes];
    entries.forEach(([id, next], index) => {
      const before = previous.get(id) ?? null;
      const event = {
        type: 'mutation',
        eventId: `${transactionId}#${id}`,
        documentId: id,
        transactionId,
        transition: !before ? 'appear' : next ? 'update' : 'disappear',
        identity: 'p-local-practitioner',
        // Each document's own change, as mutations that take its previous revision to the next one.
        mutations: next ? [{ createOrReplace: publicDocument(next) }] : [{ delete: { id } }],
        previousRev: before?._rev,
        resultRev: next ? next._rev : transactionId,
        timestamp: now,
        // A mendoza patch that is a single literal value: "the document is now exactly this".
        effects: { apply: [0, withoutRev(next)], revert: [0, withoutRev(before)] },
        visibility: 'query',
        transactionTotalEvents: entries.length,
        transactionCurrentEvent: index + 1,
      };
      for (const subscriber of subscribers) subscriber({ event, before: publicDocument(before), after: publicDocument(next) });
    });
  }

  return {
    imagesDir,
    /** True when content/seed changed after the practitioner's first edit here (the edits are kept). */
    seedChangedSinceEdits,
    /** @param {string} id */
    get: (id) => publicDocument(docs.get(id)),
    /** @param {string} id */
    getRaw: (id) => docs.get(id),
    /** Every document as clients may see it (drafts included; perspectives filter later). */
    all() {
      publicView ??= [...docs.values()].map(publicDocument);
      return publicView;
    },
    /**
     * Applies a transaction of actions or mutations; returns its id and the changed document ids.
     * @param {{ actions?: Record<string, unknown>[], mutations?: Record<string, unknown>[] }} [transaction]
     * @param {{ transactionId?: string }} [options]
     */
    commit({ actions = [], mutations = [] } = {}, { transactionId = randomUUID().replaceAll('-', '') } = {}) {
      const now = new Date().toISOString();
      const changes = runTransaction((id) => docs.get(id), { actions, mutations }, { transactionId, now });
      const before = new Map([...changes.keys()].map((id) => [id, docs.get(id) ?? null]));
      for (const [id, next] of changes) {
        if (next) docs.set(id, next);
        else docs.delete(id);
      }
      publicView = undefined;
      if (changes.size > 0) save();
      announce(changes, before, { transactionId, now });
      return {
        transactionId,
        results: [...changes].map(([id, next]) => ({ id, operation: !before.get(id) ? 'create' : next ? 'update' : 'delete' })),
      };
    },
    /**
     * Adds an asset document (image upload); an identical file keeps its existing document.
     * @param {LakeDocument} assetDoc
     */
    addAsset(assetDoc) {
      const existing = docs.get(assetDoc._id);
      if (!existing) this.commit({ mutations: [{ createIfNotExists: assetDoc }] });
      return publicDocument(docs.get(assetDoc._id));
    },
    /** @param {(change: StoreChange) => void} subscriber */
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
  };
}
