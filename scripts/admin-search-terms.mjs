// @ts-check
// `npm run admin:search-terms`: gives every profile the fields the admin's user search finds it by (any word of
// the name or e-mail), for profiles written before the word search existed or by hand. Run it once after
// deploying the word search; running it again changes nothing. Works on the running local emulators of
// `npm start` (whose seed does this by itself), or on a real Firebase project when its credentials are set
// (FIREBASE_SERVICE_ACCOUNT, or FIREBASE_CLIENT_EMAIL + FIREBASE_PRIVATE_KEY, with FIREBASE_PROJECT_ID).
import { UsageError, chooseTarget, loadDotEnv, runScript } from './lib/firebase-target.mjs';
import './lib/ts-modules.mjs';

/** @param {string[]} args @param {Record<string, string | undefined>} env */
export async function main(args, env = process.env) {
  if (args.length > 0) throw new UsageError('Usage: npm run admin:search-terms');
  loadDotEnv();
  const target = await chooseTarget(env, { purpose: 'index the user search of', needs: ['firestore'] });
  const { db } = await import('../netlify/lib/firebase.ts');
  const { backfillProfileSearchFields } = await import('../netlify/lib/account/profileSearchBackfill.ts');
  const { scanned, updated } = await backfillProfileSearchFields(await db());
  console.log(`${updated} of ${scanned} profiles in ${target} got their search fields; the others had them already.`);
}

await runScript(main, 'Could not index the user search');
