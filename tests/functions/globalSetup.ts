import { ensureTestEmulators } from '../support/emulators';

export default async function setup() {
  const emulators = await ensureTestEmulators();
  return () => emulators.stop();
}
