// @ts-check
// Which Firebase project an admin script (`npm run admin:grant`, `catalog:push`, `catalog:pull`) works on: the
// running local emulators of `npm start` (or those named by FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST),
// or a real project when its credentials are set (FIREBASE_SERVICE_ACCOUNT, or FIREBASE_CLIENT_EMAIL +
// FIREBASE_PRIVATE_KEY, with FIREBASE_PROJECT_ID), as the functions read them. Points this process at it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PROJECT_ID, ROOT, emulatorEnv, emulatorPorts, isUp } from './emulators.mjs';

/** A mistake the person running the script can fix: printed as is, without a stack. */
export class UsageError extends Error {}

/** @typedef {Record<string, string | undefined>} Env */

/** @param {Env} env */
function hasCredentials(env) {
  return Boolean(
    env.FIREBASE_SERVICE_ACCOUNT?.trim() ||
      (env.FIREBASE_CLIENT_EMAIL?.trim() && env.FIREBASE_PRIVATE_KEY?.trim()) ||
      env.GOOGLE_APPLICATION_CREDENTIALS?.trim(),
  );
}

/** Reads `.env` at the project root when there is one (as `npm start` does). */
export function loadDotEnv() {
  const dotEnv = join(ROOT, '.env');
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);
}

/**
 * Points this process at the right Firebase project; returns a description for the messages.
 * @param {Env} env usually process.env (the emulator hosts are written into it)
 * @param {{ purpose: string, needs?: Array<'auth' | 'firestore'> }} options
 *   purpose names the work and its place, e.g. 'grant admin in' or 'push the catalog into' ("... set
 *   FIREBASE_SERVICE_ACCOUNT to grant admin in a real project."); needs lists the emulators that must be up.
 */
export async function chooseTarget(env, { purpose, needs = ['auth', 'firestore'] }) {
  const emulatorNamed = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || env.FIRESTORE_EMULATOR_HOST?.trim();
  if (emulatorNamed || !hasCredentials(env)) {
    let authHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
    let firestoreHost = env.FIRESTORE_EMULATOR_HOST?.trim();
    // The ports `npm start` uses (AUTH_EMULATOR_PORT / FIRESTORE_EMULATOR_PORT, as scripts/lib/local-stack.mjs reads them).
    const local = emulatorEnv(emulatorPorts(env), env.FIREBASE_PROJECT_ID?.trim() || DEFAULT_PROJECT_ID);
    if (!authHost) authHost = env.FIREBASE_AUTH_EMULATOR_HOST = local.FIREBASE_AUTH_EMULATOR_HOST;
    if (!firestoreHost) firestoreHost = env.FIRESTORE_EMULATOR_HOST = local.FIRESTORE_EMULATOR_HOST;
    env.FIREBASE_PROJECT_ID ||= DEFAULT_PROJECT_ID;
    env.GCLOUD_PROJECT ||= env.FIREBASE_PROJECT_ID;
    env.METADATA_SERVER_DETECTION ||= 'none';
    const hosts = { auth: authHost, firestore: firestoreHost };
    const names = { auth: 'Auth', firestore: 'Firestore' };
    const up = await Promise.all(needs.map((name) => isUp(`http://${hosts[name]}/`, 2000)));
    if (up.includes(false)) {
      const which = needs.map((name) => `${names[name]} ${hosts[name]}`).join(', ');
      throw new UsageError(
        `The local emulators are not running (${which}): start them with \`npm start\` in another terminal, or set FIREBASE_SERVICE_ACCOUNT to ${purpose} a real project.`,
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
  if (!projectId) throw new UsageError(`Set FIREBASE_PROJECT_ID to the Firebase project to ${purpose}.`);
  return `the Firebase project ${projectId}`;
}

/**
 * Runs a script's main and exits: 0 when done, 1 with one readable line when not.
 * @param {(args: string[]) => Promise<void>} main
 * @param {string} failurePrefix
 */
export async function runScript(main, failurePrefix) {
  try {
    await main(process.argv.slice(2));
    process.exit(0);
  } catch (error) {
    const message = error instanceof UsageError ? error.message : `${failurePrefix}: ${error instanceof Error ? error.message : String(error)}`;
    console.error(message);
    process.exit(1);
  }
}
