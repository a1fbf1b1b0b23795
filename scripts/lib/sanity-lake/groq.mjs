// @ts-check
// GROQ over the lake's documents with groq-js, answering like the hosted API: perspectives, missing
// parameters rejected, and `text::query()` (which groq-js lacks) rewritten into plain `match` terms.
import { evaluate, parse } from 'groq-js';

/**
 * A document as the lake keeps it: Sanity's system fields plus any content fields.
 * @typedef {{ _id: string, _type: string, _rev?: string, _createdAt?: string, _updatedAt?: string, [field: string]: any }} LakeDocument
 */

export class QueryError extends Error {
  /**
   * @param {string} message
   * @param {number} [status]
   */
  constructor(message, status = 400) {
    super(message);
    this.status = status;
  }
}

/** @param {string} id */
export const isDraftId = (id) => id.startsWith('drafts.');
/** @param {string} id */
export const isVersionId = (id) => id.startsWith('versions.');
/** @param {string} id */
export const publishedIdOf = (id) => (isDraftId(id) ? id.slice('drafts.'.length) : id);

/**
 * The hosted API's default perspective: `published` from API version 2025-02-19 on, `raw` before it.
 * `version` is the path segment without its `v` ("2025-02-19", "1", "X").
 * @param {string} version
 */
export function defaultPerspective(version) {
  return /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= '2025-02-19' ? 'published' : 'raw';
}

/**
 * The documents a perspective sees: `raw` all, `published` no drafts, `drafts` drafts laid over published.
 * @param {LakeDocument[]} docs
 * @param {string | undefined} perspective
 * @returns {LakeDocument[]}
 */
export function documentsInPerspective(docs, perspective) {
  const names = String(perspective || 'raw')
    .split(',')
    .map((name) => name.trim());
  if (names.includes('raw')) return docs;
  const published = docs.filter((doc) => !isDraftId(doc._id) && !isVersionId(doc._id));
  if (!names.includes('drafts') && !names.includes('previewDrafts')) return published;
  const byId = new Map(published.map((doc) => [doc._id, doc]));
  for (const doc of docs) {
    if (!isDraftId(doc._id)) continue;
    const id = publishedIdOf(doc._id);
    byId.set(id, { ...doc, _id: id, _originalId: doc._id });
  }
  return [...byId.values()];
}

/**
 * Names of every `$param` a query references.
 * @param {unknown} tree
 */
export function referencedParams(tree) {
  /** @type {Set<string>} */
  const names = new Set();
  /** @param {any} node @returns {void} */
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    if (node.type === 'Parameter' && typeof node.name === 'string') names.add(node.name);
    Object.values(node).forEach(walk);
  };
  walk(tree);
  return names;
}

/**
 * `text::query($q)` finds documents whose text matches the words of $q (the Studio's list search uses
 * it). groq-js has no such function; for a single-person dataset the `match` operator over the same
 * words is a faithful stand-in: `x match text::query($q)` becomes `x match $__textQuery0` with the
 * words of $q (quotes and operators dropped, each word a prefix match).
 * @param {string} query
 * @param {Record<string, unknown>} params
 */
export function rewriteTextQuery(query, params) {
  let index = 0;
  /** @type {Record<string, string[]>} */
  const extra = {};
  const rewritten = query.replace(/text::query\(\s*\$([A-Za-z_][A-Za-z0-9_]*)\s*(?:,[^)]*)?\)/g, (_whole, name) => {
    const words = String(params[name] ?? '')
      .replace(/["()]/g, ' ')
      .split(/\s+/)
      .filter((word) => word && !/^(AND|OR|NOT)$/.test(word))
      .map((word) => word.replace(/^[-+]/, ''))
      .filter(Boolean)
      .map((word) => (word.endsWith('*') ? word : `${word}*`));
    const key = `__textQuery${index++}`;
    extra[key] = words;
    return `$${key}`;
  });
  return { query: rewritten, params: { ...params, ...extra } };
}

/**
 * Evaluates a query as the hosted API would for this perspective; throws QueryError for bad queries.
 * @param {LakeDocument[]} docs
 * @param {string} query
 * @param {Record<string, unknown>} [params]
 * @param {{ perspective?: string }} [options]
 */
export async function runQuery(docs, query, params = {}, { perspective = 'raw' } = {}) {
  const rewritten = rewriteTextQuery(query, params);
  let tree;
  try {
    tree = parse(rewritten.query, { params: rewritten.params });
  } catch (error) {
    throw new QueryError(`${/** @type {Error} */ (error).message}`);
  }
  for (const name of referencedParams(tree)) {
    if (!(name in rewritten.params)) throw new QueryError(`param $${name} referenced, but not provided`);
  }
  const dataset = documentsInPerspective(docs, perspective);
  const value = await evaluate(tree, { dataset, params: rewritten.params });
  return value.get();
}

/**
 * Whether a document matches a listener's filter query (`*[_id in $ids]`, `*[_type == "x"]`, ...).
 * @param {LakeDocument | null | undefined} doc
 * @param {string} query
 * @param {Record<string, unknown>} [params]
 */
export async function matchesFilter(doc, query, params = {}) {
  if (!doc) return false;
  const tree = parse(query, { params });
  const value = await (await evaluate(tree, { dataset: [doc], params })).get();
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}
