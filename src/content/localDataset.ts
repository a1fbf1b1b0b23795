// The local content source. Under `npm start` (SANITY_LAKE_URL set) it is the local content lake that
// the Studio edits (scripts/lib/sanity-lake), asked over its HTTP query API for published documents
// only; otherwise the seed export (content/seed/data.ndjson) evaluated with groq-js in-process. Both
// answer like the hosted API: drafts hidden, missing parameters rejected.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { evaluate, parse } from 'groq-js';
import { readVariable } from '../lib/environment.ts';
import { parseNdjson, publishedOnly, type SanityDocument } from './ndjson.ts';

/** The seed's published documents: drafts are left out, as the site's published perspective does. */
export function parseSeed(text: string): SanityDocument[] {
  return publishedOnly(parseNdjson(text, 'content/seed/data.ndjson'));
}

/** Names of every `$param` a GROQ query references. */
export function referencedParams(groq: string): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.type === 'Parameter' && typeof record.name === 'string') names.add(record.name);
    Object.values(record).forEach(walk);
  };
  walk(parse(groq));
  return names;
}

let cached: { path: string; docs: SanityDocument[] } | undefined;

// The seed's path is resolved from the working directory: builds, `astro dev` and tests all run at the project
// root, and bundling moves this module away from its source folder.
function dataset(path = resolve(readVariable('CONTENT_SEED_PATH', process.env))): SanityDocument[] {
  if (!cached || cached.path !== path) cached = { path, docs: parseSeed(readFileSync(path, 'utf8')) };
  return cached.docs;
}

// ---------- the local content lake (npm start) ----------

const LAKE_API_VERSION = '2025-02-19';

/** The lake's address when `npm start` runs one; only a loopback address is accepted. */
export function lakeUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return readVariable('SANITY_LAKE_URL', env);
}

const ASSET_REF = /^image-([a-f0-9]{40})-\d+x\d+-[a-z0-9]+$/;
let imageFiles: { key: string; bySha1: Map<string, string> } | undefined;

/** SHA-1 of each image file in the images folder (the lake keeps its files there under npm start). */
function imageFilesBySha1(): Map<string, string> {
  const dir = resolve(readVariable('CONTENT_SEED_IMAGES_DIR', process.env));
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => /\.(jpe?g|png|webp)$/i.test(name));
  } catch {
    // no images folder: nothing to map
  }
  const key = `${dir}|${names.map((name) => `${name}:${statSync(resolve(dir, name)).size}`).join(',')}`;
  if (imageFiles?.key !== key) {
    const bySha1 = new Map<string, string>();
    for (const name of names) bySha1.set(createHash('sha1').update(readFileSync(resolve(dir, name))).digest('hex'), name);
    imageFiles = { key, bySha1 };
  }
  return imageFiles.bySha1;
}

/**
 * The lake stores images as Sanity does (`asset._ref` "image-<sha1>-<w>x<h>-<ext>"); the site's local
 * image pipeline reads files by name (`_sanityAsset`). Images whose file is in the images folder are
 * turned back into that form; others are left as they are.
 */
export function assetRefsToLocalFiles<T>(value: T, bySha1: Map<string, string> = imageFilesBySha1()): T {
  if (Array.isArray(value)) return value.map((item) => assetRefsToLocalFiles(item, bySha1)) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const ref = key === 'asset' && inner && typeof inner === 'object' ? (inner as { _ref?: unknown })._ref : undefined;
    const file = typeof ref === 'string' ? bySha1.get(ASSET_REF.exec(ref)?.[1] ?? '') : undefined;
    if (file) out._sanityAsset = `image@file://./images/${file}`;
    else out[key] = assetRefsToLocalFiles(inner, bySha1);
  }
  return out as T;
}

async function queryLake<T>(url: string, groq: string, params: Record<string, unknown>): Promise<T> {
  // POST keeps long queries out of the address; the published perspective hides drafts, as on the site.
  const response = await fetch(`${url}/v${LAKE_API_VERSION}/data/query/production?perspective=published`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: groq, params }),
    signal: AbortSignal.timeout(10_000),
  }).catch((error: Error) => {
    throw new Error(`The local content lake at ${url} did not answer (${error.message}); is \`npm start\` running?`);
  });
  const body = (await response.json()) as { result?: T; error?: { description?: string } };
  if (!response.ok) throw new Error(body.error?.description ?? `The local content lake answered ${response.status}`);
  return assetRefsToLocalFiles(body.result as T);
}

export async function queryLocal<T>(groq: string, params: Record<string, unknown> = {}): Promise<T> {
  const lake = lakeUrl();
  if (lake) return queryLake<T>(lake, groq, params);
  for (const name of referencedParams(groq)) {
    // The hosted API answers 400 "param $x referenced, but not provided"; groq-js would quietly use null.
    if (!(name in params)) throw new Error(`param $${name} referenced, but not provided`);
  }
  const tree = parse(groq, { params });
  const result = await evaluate(tree, { dataset: dataset(), params });
  return (await result.get()) as T;
}
