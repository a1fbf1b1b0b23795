// @ts-check
// Checks for what the local stack needs outside npm, each failing with one sentence saying what to do.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export class PrerequisiteError extends Error {}

const FIRESTORE_EMULATOR_CANDIDATES = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
  '/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
];

export function requireJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new PrerequisiteError(
      'Java is missing: install a Java 17+ runtime (on Debian: apt-get install -y openjdk-17-jre-headless) for the Firestore emulator.',
    );
  }
}

/** The official Cloud Firestore emulator launcher (Google Cloud CLI component). */
export function findFirestoreEmulator(env = process.env) {
  const candidates = /** @type {string[]} */ ([env.FIRESTORE_EMULATOR_BINARY, ...FIRESTORE_EMULATOR_CANDIDATES].filter(Boolean));
  // Asked only when no known place has it: `gcloud info` starts Python and takes seconds on a busy machine.
  const found = candidates.find((path) => existsSync(path)) ?? fromGcloud();
  if (!found) {
    throw new PrerequisiteError(
      'The Cloud Firestore emulator is missing: install it with `apt-get install -y google-cloud-cli-firestore-emulator` (or `gcloud components install cloud-firestore-emulator`), or set FIRESTORE_EMULATOR_BINARY to its cloud_firestore_emulator launcher.',
    );
  }
  return found;
}

/** The emulator's launcher inside the gcloud SDK, when gcloud is installed and has it. */
function fromGcloud() {
  const gcloudRoot = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  if (gcloudRoot.status !== 0 || !gcloudRoot.stdout.trim()) return undefined;
  const launcher = `${gcloudRoot.stdout.trim()}/platform/cloud-firestore-emulator/cloud_firestore_emulator`;
  return existsSync(launcher) ? launcher : undefined;
}

/**
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * @param {number} port
 * @param {string} purpose
 * @param {string} [variable]
 */
export async function requireFreePort(port, purpose, variable) {
  if (!(await isPortFree(port))) {
    throw new PrerequisiteError(
      `Port ${port} (${purpose}) is already in use: stop whatever is using it${variable ? ` or set ${variable} to another port` : ''}.`,
    );
  }
}
