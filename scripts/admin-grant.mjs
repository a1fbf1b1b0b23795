// @ts-check
// `npm run admin:grant -- someone@example.com`: makes an existing account an admin (the `admin: true`
// custom claim plus its user_roles record), in the running local emulators of `npm start`, or in a real
// Firebase project when its credentials are set (FIREBASE_SERVICE_ACCOUNT, or FIREBASE_CLIENT_EMAIL +
// FIREBASE_PRIVATE_KEY, with FIREBASE_PROJECT_ID), as the functions read them.
import { UsageError, chooseTarget, loadDotEnv, runScript } from './lib/firebase-target.mjs';
import './lib/ts-modules.mjs';

const USAGE = 'Usage: npm run admin:grant -- someone@example.com';

/** @param {string[]} args @param {Record<string, string | undefined>} env */
export async function main(args, env = process.env) {
  const email = args[0]?.trim().toLowerCase();
  if (args.length !== 1 || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(USAGE);
  loadDotEnv();
  const target = await chooseTarget(env, { purpose: 'grant admin in' });
  const { findAuthUserByEmail, grantAdmin } = await import('../netlify/lib/account/users.ts');
  const user = await findAuthUserByEmail(email);
  if (!user) throw new UsageError(`No account uses ${email} in ${target}: sign up on the site first, then run this again.`);
  await grantAdmin(user.uid);
  console.log(`${email} is now an admin in ${target}.`);
  console.log('They see the admin dashboard after signing in again (a signed-in session picks it up within the hour).');
}

await runScript(main, 'Could not grant admin');
