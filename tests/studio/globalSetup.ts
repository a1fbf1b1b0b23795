// A fresh `npm start` for the Studio suite: its data folder reset to the seed, then started.
import { resetStack, startStack, stopStack } from './stack';

export default async function globalSetup(): Promise<void> {
  await stopStack();
  resetStack();
  await startStack();
}
