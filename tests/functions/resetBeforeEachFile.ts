// Every function test file starts from empty emulators: no file sees the courses, users or payments another file
// left behind. Files run two at a time, each worker on emulators of its own (tests/support/emulators.ts): the
// worker's are named here, before the file imports any function.
import { beforeAll } from 'vitest';
import { resetTestEmulators, useTestEmulatorEnv } from '../support/emulators';

useTestEmulatorEnv();

beforeAll(async () => {
  await resetTestEmulators();
});
