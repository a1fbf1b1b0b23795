// Bundles every function as a Netlify deploy does, in its own process: the working directory must be the
// project root (the bundler finds node_modules from there; run elsewhere, it silently leaves them out), and a
// failed build ends here, so no bundler work is still writing while the test cleans up.
//   node bundleFunctions.mjs <functions folder> <destination folder>   (cwd: the project root)
// Prints one JSON line: [{ name, route, entryFilename }] (also kept as bundles.json in the destination, for a test
// run that bundles in a step of its own: scripts/test.mjs), or exits 1 with the bundler's error.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';

const SUMMARY_FILE = 'bundles.json';
const [source, destination] = process.argv.slice(2);
try {
  const results = await zipFunctions(source, destination, {
    archiveFormat: 'none',
    basePath: process.cwd(),
    repositoryRoot: process.cwd(),
  });
  const summary = results.map((result) => ({
    name: result.name,
    route: result.routes?.[0]?.pattern ?? '',
    entryFilename: result.entryFilename,
  }));
  writeFileSync(join(destination, SUMMARY_FILE), JSON.stringify(summary));
  process.stdout.write(`${JSON.stringify(summary)}\n`, () => process.exit(0));
} catch (error) {
  process.stderr.write(`${error?.stack ?? error}\n`, () => process.exit(1));
}
