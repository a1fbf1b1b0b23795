// `npm run admin:grant -- someone@example.com`: makes an existing account an admin (the `admin: true`
// custom claim plus its user_roles record), in the running local emulators of `npm start`, or in a real
// Firebase project when its credentials are set (FIREBASE_SERVICE_ACCOUNT, or FIREBASE_CLIENT_EMAIL +
// FIREBASE_PRIVATE_KEY, with FIREBASE_PROJECT_ID), as the functions read them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PROJECT_ID, ROOT, emulatorEnv, emulatorPorts, isUp } from './lib/emulators.mjs';
import './lib/ts-modules.mjs';

class UsageError extends Error {}

const USAGE = 'Usage: npm run admin:grant -- someone@example.com';

function hasCredentials(env) {
  return Boolean(
    env.FIREBASE_SERVICE_ACCOUNT?.trim() ||
      (env.FIREBASE_CLIENT_EMAIL?.trim() && env.FIREBASE_PRIVATE_KEY?.trim()) ||
      env.GOOGLE_APPLICATION_CREDENTIALS?.trim(),
  );
}

/** Points this process at the right Firebase project; returns a description for the messages. */
async function chooseTarget(env) {
  if (env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || !hasCredentials(env)) {
    let authHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
    let firestoreHost = env.FIRESTORE_EMULATOR_HOST?.trim();
    if (!authHost || !firestoreHost) {
      // The ports `npm start` uses (AUTH_EMULATOR_PORT / FIRESTORE_EMULATOR_PORT, as scripts/lib/local-stack.mjs reads them).
      const local = emulatorEnv(emulatorPorts(env), env.FIREBASE_PROJECT_ID?.trim() || DEFAULT_PROJECT_ID);
      Object.assign(env, local);
      authHost = local.FIREBASE_AUTH_EMULATOR_HOST;
      firestoreHost = local.FIRESTORE_EMULATOR_HOST;
    }
    env.FIREBASE_PROJECT_ID ||= DEFAULT_PROJECT_ID;
    env.GCLOUD_PROJECT ||= env.FIREBASE_PROJECT_ID;
    env.METADATA_SERVER_DETECTION ||= 'none';
    const [authUp, firestoreUp] = await Promise.all([isUp(`http://${authHost}/`, 2000), isUp(`http://${firestoreHost}/`, 2000)]);
    if (!authUp || !firestoreUp) {
      throw new UsageError(
        `The local emulators are not running (Auth ${authHost}, Firestore ${firestoreHost}): start them with \`npm start\` in another terminal, or set FIREBASE_SERVICE_ACCOUNT to grant admin in a real project.`,
      );
    }
    return `the local emulators (project ${env.FIREBASE_PROJECT_ID})`;
  }
  let projectId = env.FIREBASE_PROJECT_ID?.trim();
  if (!projectId && env.FIREBASE_SERVICE_ACCOUNT?.trim()) {
    try {
      projectId = JSON.parse(env.FIREBASE_SERVICE_ACCOUNT).project_id;
    } catch {
      throw new UsageError('FIREBASE_SERVICE_ACCOUNT is not valid JSON: paste the whole service account key file as its value.');
    }
  }
  if (!projectId) throw new UsageError('Set FIREBASE_PROJECT_ID to the Firebase project to grant admin in.');
  return `the Firebase project ${projectId}`;
}

export async function main(args, env = process.env) {
  const email = args[0]?.trim().toLowerCase();
  if (args.length !== 1 || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(USAGE);
  const dotEnv = join(ROOT, '.env');
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);
  const target = await chooseTarget(env);
  const { findAuthUserByEmail, grantAdmin } = await import('../netlify/lib/repositories/users.ts');
  const user = await findAuthUserByEmail(email);
  if (!user) throw new UsageError(`No account uses ${email} in ${target}: sign up on the site first, then run this again.`);
  await grantAdmin(user.uid);
  console.log(`${email} is now an admin in ${target}.`);
  console.log('They see the admin dashboard after signing in again (a signed-in session picks it up within the hour).');
}

try {
  await main(process.argv.slice(2));
  process.exit(0);
} catch (error) {
  const message = error instanceof UsageError ? error.message : `Could not grant admin: ${error?.message ?? error}`;
  console.error(message);
  process.exit(1);
}
