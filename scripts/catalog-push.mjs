// @ts-check
// `npm run catalog:push [-- catalog.json] [--prune]`: loads a course catalog (by default the demo catalog,
// content/catalog/demo-catalog.json) into the running local emulators of `npm start`, or into a real Firebase
// project with the same service-account variables as `npm run admin:grant`. Idempotent: every course and session
// keeps its fixed id, and a second push changes nothing. Enrollments, progress and payments are never touched;
// nothing is removed unless --prune is given (then courses and sessions missing from the file are deleted).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DEMO_CATALOG_PATH } from './lib/demo-data.mjs';
import { UsageError, chooseTarget, loadDotEnv, runScript } from './lib/firebase-target.mjs';
import './lib/ts-modules.mjs';

const USAGE = 'Usage: npm run catalog:push [-- catalog.json] [--prune]   (without a file: the demo catalog)';

/** @param {string[]} args @param {Record<string, string | undefined>} env */
export async function main(args, env = process.env) {
  const prune = args.includes('--prune');
  const files = args.filter((arg) => arg !== '--prune');
  if (files.length > 1 || files.some((arg) => arg.startsWith('-'))) throw new UsageError(USAGE);
  const file = files[0] ? resolve(process.cwd(), files[0]) : DEMO_CATALOG_PATH;

  let catalog;
  try {
    catalog = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'it is not valid JSON' : String(/** @type {{ code?: string }} */ (error)?.code ?? error);
    throw new UsageError(`Could not read the catalog ${file}: ${reason}.`);
  }
  const { catalogProblems } = await import('../src/lib/admin/courseSchemas.ts');
  const problems = catalogProblems(catalog);
  if (problems.length > 0)
    throw new UsageError(`The catalog ${file} was not pushed (nothing changed):\n  ${problems.slice(0, 20).join('\n  ')}`);
  /** @type {import('../src/lib/admin/courseSchemas').Catalog} (checked just above) */
  const valid = catalog;

  loadDotEnv();
  const target = await chooseTarget(env, { purpose: 'push the catalog into', needs: ['firestore'] });
  const { pushCatalog } = await import('./lib/catalog-store.mjs');
  const { created, updated, unchanged, removed } = await pushCatalog(valid, { prune });
  const sessions = valid.courses.reduce((sum, course) => sum + course.sessions.length, 0);
  console.log(
    `Pushed ${valid.courses.length} courses and ${sessions} sessions to ${target}: ${created} created, ${updated} updated, ${unchanged} unchanged` +
      (prune ? `, ${removed} removed.` : '.'),
  );
}

await runScript(main, 'Could not push the catalog');
