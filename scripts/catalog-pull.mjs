// @ts-check
// `npm run catalog:pull -- catalog.json`: writes the live course catalog (every course, drafts included, with its
// sessions) of the running local emulators of `npm start`, or of a real Firebase project with the same
// service-account variables as `npm run admin:grant`, to a file in the shape `npm run catalog:push` loads.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UsageError, chooseTarget, loadDotEnv, runScript } from './lib/firebase-target.mjs';
import './lib/ts-modules.mjs';

const USAGE = 'Usage: npm run catalog:pull -- catalog.json';

/** @param {string[]} args @param {Record<string, string | undefined>} env */
export async function main(args, env = process.env) {
  if (args.length !== 1 || args[0].startsWith('-')) throw new UsageError(USAGE);
  const file = resolve(process.cwd(), args[0]);
  loadDotEnv();
  const target = await chooseTarget(env, { purpose: 'pull the catalog from', needs: ['firestore'] });
  const { readLiveCatalog } = await import('./lib/catalog-store.mjs');
  const catalog = await readLiveCatalog();
  await writeFile(file, `${JSON.stringify(catalog, null, 2)}\n`);
  const sessions = catalog.courses.reduce((sum, course) => sum + course.sessions.length, 0);
  console.log(`Wrote ${catalog.courses.length} courses and ${sessions} sessions from ${target} to ${file}.`);
  // What a push would refuse (a published course without a session or price) is written as it is, and named.
  const { catalogProblems } = await import('../src/lib/admin/courseSchemas.ts');
  for (const problem of catalogProblems(catalog)) console.warn(`Note: ${problem}`);
}

await runScript(main, 'Could not pull the catalog');
