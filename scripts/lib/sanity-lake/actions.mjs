// @ts-check
// Sanity's Actions API (POST data/actions/<dataset>) and Mutations API (POST data/mutate/<dataset>)
// turned into document changes. Patches are applied by Sanity's own @sanity/mutator (set, unset,
// insert, inc, diffMatchPatch, ...), never by hand-written patch logic here.
import { Mutation } from '@sanity/mutator';
import { isDraftId, publishedIdOf } from './groq.mjs';

/** @typedef {import('./groq.mjs').LakeDocument} LakeDocument */
/** @typedef {(id: string) => LakeDocument | null | undefined} DocumentLookup */
/**
 * An Actions API action or a Mutations API mutation, as the client sent it.
 * @typedef {Record<string, any>} RequestedChange
 */

export class ActionError extends Error {
  /**
   * @param {string} message
   * @param {number} [status]
   */
  constructor(message, status = 409) {
    super(message);
    this.status = status;
  }
}

/** @param {string} id */
const draftIdOf = (id) => (isDraftId(id) ? id : `drafts.${id}`);

/**
 * A working copy of the documents a transaction touches: reads fall through to `getDocument`, writes
 * stay here until the whole transaction succeeded.
 * @param {DocumentLookup} getDocument
 */
function workingCopy(getDocument) {
  /** @type {Map<string, LakeDocument | null>} */
  const changed = new Map();
  return {
    /** @param {string} id */
    get: (id) => (changed.has(id) ? changed.get(id) : (getDocument(id) ?? null)),
    /** @param {string} id @param {LakeDocument} doc */
    put: (id, doc) => changed.set(id, doc),
    /** @param {string} id */
    remove: (id) => changed.set(id, null),
    changes: () => changed,
  };
}

/** @typedef {ReturnType<typeof workingCopy>} WorkingCopy */

/**
 * @param {LakeDocument} doc
 * @param {RequestedChange} patch
 * @returns {LakeDocument}
 */
function applyPatch(doc, patch) {
  if (patch.ifRevisionID && patch.ifRevisionID !== doc._rev) {
    throw new ActionError(`Document "${doc._id}" has unexpected revision ID ("${doc._rev}"), expected "${patch.ifRevisionID}"`);
  }
  const { ifRevisionID: _ignored, query: _query, ...rest } = patch;
  return /** @type {LakeDocument} */ (new Mutation({ mutations: [{ patch: { ...rest, id: doc._id } }] }).apply(doc));
}

/**
 * @param {LakeDocument | null | undefined} doc
 * @param {string | null | undefined} expected
 * @param {string} what
 */
function requireRevision(doc, expected, what) {
  if (expected === undefined || expected === null) return;
  if (!doc || doc._rev !== expected) {
    throw new ActionError(`The ${what} revision is "${doc?._rev ?? 'missing'}", expected "${expected}"`);
  }
}

/**
 * One Actions API action applied to the working copy.
 * @param {WorkingCopy} copy
 * @param {RequestedChange} action
 */
function applyAction(copy, action) {
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const id = action.attributes?._id ?? draftIdOf(action.publishedId);
      if (copy.get(id)) {
        if (action.ifExists === 'ignore') return;
        throw new ActionError(`Document "${id}" already exists`);
      }
      copy.put(id, { ...action.attributes, _id: id });
      return;
    }
    case 'sanity.action.document.edit': {
      const draftId = action.draftId ?? draftIdOf(action.publishedId);
      let base = copy.get(draftId);
      if (!base) {
        // Editing a published document starts a draft from it, as the hosted API does.
        const published = copy.get(action.publishedId);
        if (!published) throw new ActionError(`Cannot edit "${action.publishedId}": it has neither a draft nor a published version`);
        base = { ...published, _id: draftId };
      }
      copy.put(draftId, applyPatch(base, action.patch ?? {}));
      return;
    }
    case 'sanity.action.document.replaceDraft': {
      const draftId = action.attributes?._id ?? draftIdOf(action.publishedId);
      copy.put(draftId, { ...action.attributes, _id: draftId });
      return;
    }
    case 'sanity.action.document.publish': {
      const draftId = action.draftId ?? draftIdOf(action.publishedId);
      const draft = copy.get(draftId);
      if (!draft) throw new ActionError(`Cannot publish "${action.publishedId}": there is no draft to publish`);
      requireRevision(draft, action.ifDraftRevisionId, 'draft');
      const published = copy.get(action.publishedId);
      if (action.ifPublishedRevisionId !== undefined && action.ifPublishedRevisionId !== null) {
        requireRevision(published, action.ifPublishedRevisionId, 'published');
      }
      const { _originalId: _drop, ...attributes } = draft;
      copy.put(action.publishedId, { ...attributes, _id: action.publishedId, _createdAt: published?._createdAt ?? draft._createdAt });
      copy.remove(draftId);
      return;
    }
    case 'sanity.action.document.unpublish': {
      const draftId = action.draftId ?? draftIdOf(action.publishedId);
      const published = copy.get(action.publishedId);
      if (!published) throw new ActionError(`Cannot unpublish "${action.publishedId}": it is not published`);
      if (!copy.get(draftId)) copy.put(draftId, { ...published, _id: draftId });
      copy.remove(action.publishedId);
      return;
    }
    case 'sanity.action.document.delete': {
      copy.remove(action.publishedId);
      for (const id of [draftIdOf(action.publishedId), ...(action.includeDrafts ?? [])]) copy.remove(id);
      return;
    }
    case 'sanity.action.document.discard':
    case 'sanity.action.document.version.discard': {
      const id = action.versionId ?? action.draftId;
      if (!id || !isDraftId(id)) throw new ActionError(`Only drafts can be discarded here (got "${id}")`, 400);
      copy.remove(id);
      return;
    }
    default:
      throw new ActionError(`The local content lake does not support the action "${action.actionType}"`, 400);
  }
}

/**
 * One Mutations API mutation (create, createOrReplace, createIfNotExists, delete, patch) applied to the working copy.
 * @param {WorkingCopy} copy
 * @param {RequestedChange} mutation
 */
function applyMutation(copy, mutation) {
  const [kind, body] = Object.entries(mutation)[0] ?? [];
  if (kind === 'delete') return copy.remove(body.id);
  if (kind === 'patch') {
    const current = copy.get(body.id);
    if (!current) throw new ActionError(`Document "${body.id}" not found`, 404);
    return copy.put(body.id, applyPatch(current, body));
  }
  if (kind === 'create' || kind === 'createIfNotExists' || kind === 'createOrReplace') {
    const id = body._id;
    if (!id) throw new ActionError(`${kind} needs an _id in the local content lake`, 400);
    const current = copy.get(id);
    if (current && kind === 'create') throw new ActionError(`Document by ID "${id}" already exists`);
    if (current && kind === 'createIfNotExists') return undefined;
    return copy.put(id, { ...body, _createdAt: current?._createdAt ?? body._createdAt });
  }
  throw new ActionError(`Unsupported mutation ${JSON.stringify(mutation)}`, 400);
}

/**
 * Runs a whole transaction (actions or mutations) against `getDocument` and returns the changed
 * documents (null for deleted), each stamped with the transaction's revision and time. Throws
 * ActionError without changing anything when one step fails.
 * @param {DocumentLookup} getDocument
 * @param {{ actions?: RequestedChange[], mutations?: RequestedChange[] }} transaction
 * @param {{ transactionId: string, now?: string }} options
 * @returns {Map<string, LakeDocument | null>}
 */
export function runTransaction(getDocument, { actions = [], mutations = [] }, { transactionId, now = new Date().toISOString() }) {
  const copy = workingCopy(getDocument);
  for (const action of actions) applyAction(copy, action);
  for (const mutation of mutations) applyMutation(copy, mutation);
  /** @type {Map<string, LakeDocument | null>} */
  const changes = new Map();
  for (const [id, next] of copy.changes()) {
    const before = getDocument(id) ?? null;
    if (!before && !next) continue;
    changes.set(
      id,
      next && {
        ...next,
        _id: id,
        _rev: transactionId,
        _createdAt: next._createdAt ?? before?._createdAt ?? now,
        _updatedAt: now,
      },
    );
  }
  return changes;
}

export { draftIdOf, publishedIdOf };
