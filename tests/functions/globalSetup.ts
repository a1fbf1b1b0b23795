// Every function test worker's own emulators, started together (tests/support/emulators.ts); the environment the
// workers inherit names the first set, and each worker's setup file (resetBeforeEachFile.ts) switches to its own.
import { FUNCTION_TEST_WORKERS, ensureTestEmulators, useTestEmulatorEnv, workerPorts } from '../support/emulators';

export default async function setup() {
  const sets = await Promise.all(Array.from({ length: FUNCTION_TEST_WORKERS }, (_, index) => ensureTestEmulators(workerPorts(index + 1))));
  useTestEmulatorEnv(workerPorts(1));
  return () => Promise.all(sets.map((emulators) => emulators.stop())).then(() => undefined);
}
