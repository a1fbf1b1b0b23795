// Every function test file starts from empty emulators (files run one after another on one emulator
// project): no file sees the courses, users or payments another file left behind.
import { beforeAll } from 'vitest';
import { resetTestEmulators } from '../support/emulators';

beforeAll(async () => {
  await resetTestEmulators();
});
