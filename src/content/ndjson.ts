// NDJSON, one JSON document a line: the form of the content seed (content/seed/data.ndjson) and of the local
// content lake's store. Read here once for the site's local content source and for the lake's Node scripts
// (scripts/lib/sanity-lake), so it imports nothing and uses only types Node can strip.

/** A Sanity document: its id and type, and any fields. */
export type SanityDocument = { _id: string; _type: string; [field: string]: unknown };

/** Parses NDJSON text, passing over blank lines; a broken document is named by its file and line. */
export function parseNdjson(text: string, name: string): SanityDocument[] {
  const docs: SanityDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      docs.push(JSON.parse(line) as SanityDocument);
    } catch {
      throw new Error(`${name} line ${index + 1} is not valid JSON`);
    }
  });
  return docs;
}

/** Leaves out drafts (ids starting with `drafts.`), as Sanity's published perspective does. */
export function publishedOnly<T extends { _id: string }>(docs: T[]): T[] {
  return docs.filter((doc) => !doc._id.startsWith('drafts.'));
}
