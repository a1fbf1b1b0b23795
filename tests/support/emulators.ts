// The test runs' own Firebase emulators: separate ports and project id from `npm start`, so tests never
// touch a developer's local data. Reused when already running (scripts/test.mjs starts them once).
import { join } from 'node:path';
import { ROOT, emulatorEnv, emulatorsRunning, startEmulators, clearEmulatorData } from '../../scripts/lib/emulators.mjs';

export const TEST_PROJECT_ID = 'demo-test';
// TEST_EMULATOR_OFFSET shifts every port, so that parallel test runs on one machine stay apart.
const offset = Number(process.env.TEST_EMULATOR_OFFSET ?? 0);
type TestPorts = { auth: number; firestore: number; hub: number; logging: number };
const portsAt = (shift: number): TestPorts => ({ auth: 9199 + shift, firestore: 8180 + shift, hub: 4480 + shift, logging: 4580 + shift });

/**
 * The function tests run FUNCTION_TEST_WORKERS files at once, each worker on emulators of its own (the Auth
 * emulator signs in by API key into its one default project, so projects cannot keep them apart), this many ports
 * above the previous worker's. The other suites use the first set.
 */
export const FUNCTION_TEST_WORKERS = 2;
const WORKER_PORT_STEP = 10;
/** The emulators of function test worker `worker` (1-based). */
export const workerPorts = (worker: number): TestPorts => portsAt(offset + ((worker - 1) % FUNCTION_TEST_WORKERS) * WORKER_PORT_STEP);
// TEST_EMULATORS_PER_WORKER is set by the function tests' project (vitest.config.ts); VITEST_POOL_ID names the worker.
const worker = process.env.TEST_EMULATORS_PER_WORKER === '1' ? Number(process.env.VITEST_POOL_ID ?? 1) : 1;
export const TEST_PORTS = workerPorts(worker);

/** Puts the test emulators' variables into process.env, inherited by test workers and the e2e web server. */
export function useTestEmulatorEnv(ports = TEST_PORTS): void {
  Object.assign(process.env, emulatorEnv(ports, TEST_PROJECT_ID), {
    LOCAL_DATA_DIR: process.env.LOCAL_DATA_DIR ?? join(ROOT, '.test-data'),
  });
}

/** Starts the test emulators (on `ports`) unless they are already running; stop() stops only what it started. */
export async function ensureTestEmulators(ports = TEST_PORTS): Promise<{ stop: () => Promise<void> }> {
  useTestEmulatorEnv(ports);
  if (await emulatorsRunning(ports)) return { stop: async () => {} };
  const emulators = await startEmulators({
    projectId: TEST_PROJECT_ID,
    dataDir: null,
    logDir: join(ROOT, '.test-data', `logs-${ports.auth - 9199}`),
    ports,
  });
  return { stop: () => emulators.stop() };
}

/** Empties the test project's Firestore and Auth data. */
export function resetTestEmulators(): Promise<void> {
  return clearEmulatorData(TEST_PORTS, TEST_PROJECT_ID);
}
