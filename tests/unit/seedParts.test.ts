import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mergedSeed } from '../../scripts/lib/seed-parts.mjs';

describe('the seed', () => {
  it('data.ndjson is exactly the merge of content/seed/parts (run `npm run seed:merge` after editing a part)', () => {
    expect(readFileSync('content/seed/data.ndjson', 'utf8')).toBe(mergedSeed('content/seed'));
  });
});
