// @ts-check
// Starts, saves and stops the Firebase Auth emulator (firebase-tools) and the official Cloud Firestore
// emulator (Java). Each runs in its own process group so that Ctrl-C reaches only our orchestrator,
// which saves the data first and then stops exactly the processes it started.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMULATOR_HOST as HOST, LOCAL_FIREBASE_PROJECT_ID, localEmulatorHosts, readEnvironment } from '../../src/lib/environment.ts';
import { findFirestoreEmulator, requireFreePort, requireJava } from './prerequisites.mjs';
import { startWatchdog } from './watchdog.mjs';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const DEFAULT_PROJECT_ID = LOCAL_FIREBASE_PROJECT_ID;

/** @typedef {import('../../src/lib/environment.ts').EmulatorPorts} EmulatorPorts */
/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
const FIRESTORE_EXPORT_NAME = 'firestore_export';

/**
 * The emulators' ports (AUTH_EMULATOR_PORT, FIRESTORE_EMULATOR_PORT, EMULATOR_HUB_PORT, EMULATOR_LOGGING_PORT),
 * from the environment schema; a bad value stops with an EnvironmentError naming it.
 * @param {Record<string, string | undefined>} [env]
 * @returns {EmulatorPorts}
 */
export function emulatorPorts(env = process.env) {
  return readEnvironment(env).firebase.emulatorPorts;
}

/**
 * The environment a process needs to talk to these emulators.
 * @param {EmulatorPorts} ports
 * @param {string} projectId
 */
export function emulatorEnv(ports, projectId) {
  const hosts = localEmulatorHosts(ports);
  return {
    FIREBASE_AUTH_EMULATOR_HOST: hosts.auth,
    FIRESTORE_EMULATOR_HOST: hosts.firestore,
    FIREBASE_PROJECT_ID: projectId,
    GCLOUD_PROJECT: projectId,
    METADATA_SERVER_DETECTION: 'none',
  };
}

/**
 * @param {string} url
 * @param {number} [timeoutMs]
 */
export async function isUp(url, timeoutMs = 1000) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}

/** @param {EmulatorPorts} ports */
export async function emulatorsRunning(ports) {
  const [auth, firestore] = await Promise.all([isUp(`http://${HOST}:${ports.auth}/`), isUp(`http://${HOST}:${ports.firestore}/`)]);
  return auth && firestore;
}

// Generous: on a machine busy with parallel test lanes the Auth emulator has needed over a minute to start.
/**
 * @param {string} url
 * @param {string} name
 * @param {ChildProcess} child
 * @param {string} logFile
 * @param {number} [timeoutMs]
 */
async function waitFor(url, name, child, logFile, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited early (code ${child.exitCode}); see ${logFile}`);
    if (await isUp(url)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} was not ready after ${timeoutMs / 1000} s; see ${logFile}`);
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} logFile
 * @param {NodeJS.ProcessEnv} env
 */
function launch(command, args, logFile, env) {
  const out = openSync(logFile, 'a');
  return spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', out, out] });
}

/**
 * Stops a process group we started: SIGTERM, then SIGKILL if it lingers.
 * @param {ChildProcess | null | undefined} child
 * @param {number} [graceMs]
 */
async function stopGroup(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts both emulators. With a dataDir, data is imported from it at start and `save()` exports to it
 * (atomically: a temporary folder renamed over the old copy).
 * @param {{ projectId?: string, dataDir?: string | null, logDir: string, ports?: EmulatorPorts }} options
 */
export async function startEmulators({ projectId = DEFAULT_PROJECT_ID, dataDir = null, logDir, ports = emulatorPorts() }) {
  requireJava();
  const firestoreBinary = findFirestoreEmulator();
  await requireFreePort(ports.auth, 'Firebase Auth emulator', 'AUTH_EMULATOR_PORT');
  await requireFreePort(ports.firestore, 'Cloud Firestore emulator', 'FIRESTORE_EMULATOR_PORT');
  await requireFreePort(ports.hub, 'Firebase emulator hub', 'EMULATOR_HUB_PORT');
  await requireFreePort(ports.logging, 'Firebase emulator logging', 'EMULATOR_LOGGING_PORT');

  mkdirSync(logDir, { recursive: true });
  const authDir = dataDir && join(dataDir, 'auth');
  const firestoreDir = dataDir && join(dataDir, 'firestore');
  const firestoreSeed = firestoreDir && join(firestoreDir, FIRESTORE_EXPORT_NAME, `${FIRESTORE_EXPORT_NAME}.overall_export_metadata`);

  const env = { ...process.env, METADATA_SERVER_DETECTION: 'none', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' };
  const firestoreLog = join(logDir, 'firestore-emulator.log');
  const firestore = launch(
    firestoreBinary,
    [
      'start',
      `--host=${HOST}`,
      `--port=${ports.firestore}`,
      `--project_id=${projectId}`,
      `--rules=${join(ROOT, 'firestore.rules')}`,
      ...(firestoreSeed && existsSync(firestoreSeed) ? [`--seed_from_export=${firestoreSeed}`] : []),
    ],
    firestoreLog,
    // The JVM's quick compiler only: the emulator lives for minutes, not days, and its optimising compiler spent
    // more CPU than it saved (measured on two shared cores: a burst of 600 transactions took 45-56 s and 15-16 CPU
    // seconds with it, 25-30 s and 8-9 CPU seconds without it). Starts sooner too.
    { ...env, JAVA_TOOL_OPTIONS: `${process.env.JAVA_TOOL_OPTIONS ?? ''} -XX:TieredStopAtLevel=1`.trim() },
  );

  // firebase-tools reads ports from firebase.json; a generated config lets tests use other ports.
  const authLog = join(logDir, 'auth-emulator.log');
  const firebaseBin = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const configPath = join(logDir, 'firebase.emulators.json');
  writeFileSync(
    configPath,
    JSON.stringify({
      emulators: {
        auth: { host: HOST, port: ports.auth },
        hub: { host: HOST, port: ports.hub },
        logging: { host: HOST, port: ports.logging },
        ui: { enabled: false },
        singleProjectMode: false,
      },
    }),
  );
  const authImport = authDir && existsSync(join(authDir, 'firebase-export-metadata.json')) ? ['--import', authDir] : [];
  const auth = launch(
    process.execPath,
    [
      // Its API schemas compiled on first use, not all before it answers (a fifth of the CPU to start; see the file).
      '--import',
      join(ROOT, 'scripts', 'lib', 'auth-emulator-lazy-schemas.mjs'),
      // Its import keeps each account's validSince, so sessions made before a restart still count (see the file).
      '--import',
      join(ROOT, 'scripts', 'lib', 'auth-emulator-keep-valid-since.mjs'),
      firebaseBin,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      configPath,
      ...authImport,
    ],
    authLog,
    env,
  );

  // However this process ends (even SIGKILL), the emulators end with it.
  startWatchdog([/** @type {number} */ (auth.pid), /** @type {number} */ (firestore.pid)]);
  const stopAll = async () => {
    await Promise.all([stopGroup(auth), stopGroup(firestore)]);
  };
  try {
    await Promise.all([
      waitFor(`http://${HOST}:${ports.firestore}/`, 'The Cloud Firestore emulator', firestore, firestoreLog),
      waitFor(`http://${HOST}:${ports.auth}/`, 'The Firebase Auth emulator', auth, authLog),
    ]);
  } catch (error) {
    await stopAll();
    throw error;
  }

  async function save() {
    if (!dataDir) return;
    mkdirSync(dataDir, { recursive: true });
    const stamp = `${Date.now()}-${process.pid}`;
    const authTmp = join(dataDir, `.auth-${stamp}`);
    const firestoreTmp = join(dataDir, `.firestore-${stamp}`);
    mkdirSync(firestoreTmp, { recursive: true });
    try {
      const [authRes, firestoreRes] = await Promise.all([
        fetch(`http://${HOST}:${ports.hub}/_admin/export`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ path: authTmp, initiatedBy: 'npm-start' }),
        }),
        fetch(`http://${HOST}:${ports.firestore}/emulator/v1/projects/${projectId}:export`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            database: `projects/${projectId}/databases/(default)`,
            export_directory: firestoreTmp,
            export_name: FIRESTORE_EXPORT_NAME,
          }),
        }),
      ]);
      if (!authRes.ok) throw new Error(`auth export failed: ${authRes.status} ${await authRes.text()}`);
      if (!firestoreRes.ok) throw new Error(`firestore export failed: ${firestoreRes.status} ${await firestoreRes.text()}`);
      // Both are set whenever dataDir is.
      rmSync(/** @type {string} */ (authDir), { recursive: true, force: true });
      renameSync(authTmp, /** @type {string} */ (authDir));
      rmSync(/** @type {string} */ (firestoreDir), { recursive: true, force: true });
      renameSync(firestoreTmp, /** @type {string} */ (firestoreDir));
    } finally {
      rmSync(authTmp, { recursive: true, force: true });
      rmSync(firestoreTmp, { recursive: true, force: true });
    }
  }

  return {
    ports,
    projectId,
    env: emulatorEnv(ports, projectId),
    pids: { auth: auth.pid, firestore: firestore.pid },
    save,
    stop: stopAll,
  };
}

/**
 * Deletes every document and account of a project (the emulators' own reset endpoints).
 * @param {EmulatorPorts} ports
 * @param {string} projectId
 */
export async function clearEmulatorData(ports, projectId) {
  const responses = await Promise.all([
    fetch(`http://${HOST}:${ports.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' }),
    fetch(`http://${HOST}:${ports.auth}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' }),
  ]);
  for (const response of responses) {
    if (!response.ok) throw new Error(`Emulator reset failed: ${response.status} ${await response.text()}`);
  }
}
