// Ctrl-C to whichever `npm start` the suite left running (the restart test starts a second one).
import { stopStack } from './stack';

export default async function globalTeardown(): Promise<void> {
  await stopStack();
}
