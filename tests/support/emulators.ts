// The test runs' own Firebase emulators: separate ports and project id from `npm start`, so tests never
// touch a developer's local data. Reused when already running (scripts/test.mjs starts them once).
import { join } from 'node:path';
import { ROOT, emulatorEnv, emulatorsRunning, startEmulators, clearEmulatorData } from '../../scripts/lib/emulators.mjs';

export const TEST_PROJECT_ID = 'demo-test';
// TEST_EMULATOR_OFFSET shifts every port, so that parallel test runs on one machine stay apart.
const offset = Number(process.env.TEST_EMULATOR_OFFSET ?? 0);
export const TEST_PORTS = { auth: 9199 + offset, firestore: 8180 + offset, hub: 4480 + offset, logging: 4580 + offset };

/** Puts the test emulators' variables into process.env, inherited by test workers and the e2e web server. */
export function useTestEmulatorEnv(): void {
  Object.assign(process.env, emulatorEnv(TEST_PORTS, TEST_PROJECT_ID), {
    LOCAL_DATA_DIR: process.env.LOCAL_DATA_DIR ?? join(ROOT, '.test-data'),
  });
}

/** Starts the test emulators unless they are already running; stop() stops only what it started. */
export async function ensureTestEmulators(): Promise<{ stop: () => Promise<void> }> {
  useTestEmulatorEnv();
  if (await emulatorsRunning(TEST_PORTS)) return { stop: async () => {} };
  const emulators = await startEmulators({
    projectId: TEST_PROJECT_ID,
    dataDir: null,
    logDir: join(ROOT, '.test-data', `logs-${offset}`),
    ports: TEST_PORTS,
  });
  return { stop: () => emulators.stop() };
}

/** Empties the test project's Firestore and Auth data. */
export function resetTestEmulators(): Promise<void> {
  return clearEmulatorData(TEST_PORTS, TEST_PROJECT_ID);
}
