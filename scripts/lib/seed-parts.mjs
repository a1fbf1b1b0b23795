// @ts-check
// The seed is kept in parts (content/seed/parts/*.ndjson, one area each) and merged into
// content/seed/data.ndjson, the one file Sanity imports and the local content source reads.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} seedDir */
export function mergedSeed(seedDir) {
  const partsDir = join(seedDir, 'parts');
  return readdirSync(partsDir)
    .filter((name) => name.endsWith('.ndjson'))
    .sort()
    .map((name) => readFileSync(join(partsDir, name), 'utf8').trim())
    .filter(Boolean)
    .join('\n')
    .concat('\n');
}

/**
 * Writes data.ndjson atomically, so a concurrent reader never sees half a file.
 * @param {string} seedDir
 */
export function writeMergedSeed(seedDir) {
  const target = join(seedDir, 'data.ndjson');
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, mergedSeed(seedDir));
  renameSync(temporary, target);
  return target;
}
