// The local content source: the seed export (content/seed/data.ndjson) evaluated with groq-js,
// made to answer like the hosted API: drafts hidden, missing parameters rejected.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { evaluate, parse } from 'groq-js';

export type SanityDocument = { _id: string; _type: string; [key: string]: unknown };

// Resolved from the working directory: builds, `astro dev` and tests all run at the project root, and
// bundling moves this module away from its source folder.
const DEFAULT_SEED = 'content/seed/data.ndjson';

/** Parses NDJSON seed text; drafts (ids starting with `drafts.`) are dropped, as the public perspective does. */
export function parseSeed(text: string): SanityDocument[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, index) => {
      try {
        return JSON.parse(line) as SanityDocument;
      } catch {
        throw new Error(`content/seed/data.ndjson line ${index + 1} is not valid JSON`);
      }
    })
    .filter((doc) => !doc._id.startsWith('drafts.'));
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

function dataset(path = resolve(process.env.CONTENT_SEED_PATH ?? DEFAULT_SEED)): SanityDocument[] {
  if (!cached || cached.path !== path) cached = { path, docs: parseSeed(readFileSync(path, 'utf8')) };
  return cached.docs;
}

export async function queryLocal<T>(groq: string, params: Record<string, unknown> = {}): Promise<T> {
  for (const name of referencedParams(groq)) {
    // The hosted API answers 400 "param $x referenced, but not provided"; groq-js would quietly use null.
    if (!(name in params)) throw new Error(`param $${name} referenced, but not provided`);
  }
  const tree = parse(groq, { params });
  const result = await evaluate(tree, { dataset: dataset(), params });
  return (await result.get()) as T;
}
