// @ts-check
// `npm run seed:merge`: rebuilds content/seed/data.ndjson from content/seed/parts/*.ndjson.
import { join } from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { writeMergedSeed } from './lib/seed-parts.mjs';

console.log(`Wrote ${writeMergedSeed(join(ROOT, 'content', 'seed'))}`);
