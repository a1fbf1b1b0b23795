// @ts-check
// Which Firebase project an admin script (`npm run admin:grant`, `catalog:push`, `catalog:pull`) works on: the
// running local emulators of `npm start` (or those named by FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST),
// or a real project when its credentials are set (FIREBASE_SERVICE_ACCOUNT, or FIREBASE_CLIENT_EMAIL +
// FIREBASE_PRIVATE_KEY, with FIREBASE_PROJECT_ID), as the functions read them. Points this process at it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EnvironmentError, LOCAL_FIREBASE_PROJECT_ID, readEnvironment } from '../../src/lib/environment.ts';
import { ROOT, emulatorEnv, isUp } from './emulators.mjs';

/** A mistake the person running the script can fix: printed as is, without a stack. */
export class UsageError extends Error {}

/** @typedef {Record<string, string | undefined>} Env */

/**
 * The environment schema's reading of `env`; a bad variable is the person's to fix.
 * @param {Env} env
 */
function read(env) {
  try {
    return readEnvironment(env);
  } catch (error) {
    if (error instanceof EnvironmentError) throw new UsageError(error.message);
    throw error;
  }
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
  const { firebase, variables } = read(env);
  if (firebase.emulatorHosts.auth || firebase.emulatorHosts.firestore || !firebase.hasCredentials) {
    // Named emulators, else the ports `npm start` uses (AUTH_EMULATOR_PORT / FIRESTORE_EMULATOR_PORT).
    const projectId = variables.FIREBASE_PROJECT_ID ?? LOCAL_FIREBASE_PROJECT_ID;
    const local = emulatorEnv(firebase.emulatorPorts, projectId);
    const hosts = {
      auth: (env.FIREBASE_AUTH_EMULATOR_HOST = firebase.emulatorHosts.auth ?? local.FIREBASE_AUTH_EMULATOR_HOST),
      firestore: (env.FIRESTORE_EMULATOR_HOST = firebase.emulatorHosts.firestore ?? local.FIRESTORE_EMULATOR_HOST),
    };
    env.FIREBASE_PROJECT_ID = projectId;
    env.GCLOUD_PROJECT ||= projectId;
    env.METADATA_SERVER_DETECTION ||= 'none';
    const names = { auth: 'Auth', firestore: 'Firestore' };
    const up = await Promise.all(needs.map((name) => isUp(`http://${hosts[name]}/`, 2000)));
    if (up.includes(false)) {
      const which = needs.map((name) => `${names[name]} ${hosts[name]}`).join(', ');
      throw new UsageError(
        `The local emulators are not running (${which}): start them with \`npm start\` in another terminal, or set FIREBASE_SERVICE_ACCOUNT to ${purpose} a real project.`,
      );
    }
    return `the local emulators (project ${projectId})`;
  }
  const projectId = variables.FIREBASE_PROJECT_ID ?? firebase.serviceAccount?.projectId;
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
    const message =
      error instanceof UsageError ? error.message : `${failurePrefix}: ${error instanceof Error ? error.message : String(error)}`;
    console.error(message);
    process.exit(1);
  }
}
