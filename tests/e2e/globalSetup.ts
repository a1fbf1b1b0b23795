import { ensureTestEmulators } from '../support/emulators';

// Runs before the web server starts, so the served functions inherit the emulator variables.
export default async function setup() {
  const emulators = await ensureTestEmulators();
  return () => emulators.stop();
}
