import type { FullConfig } from '@playwright/test';
import { ensureTestEmulators } from '../support/emulators';
import { warmAdminFunctions } from './adminSupport';
import { seed, warmFunctions } from './learningSupport';

// Runs once before every spec, after the web server is up: the test emulators, the demo data, and one call to
// every function (each loads firebase-admin and its clients on its first call, slowly on a busy machine), so
// that no spec seeds or waits for a cold start of its own (with fullyParallel, a spec's beforeAll ran once per
// worker that ran one of its tests). The specs that change shared data are the 'admin' project, run last.
export default async function setup(config: FullConfig) {
  const emulators = await ensureTestEmulators();
  await seed();
  const baseURL = String(config.projects[0]!.use.baseURL);
  const call = (path: string, method = 'GET') =>
    fetch(new URL(path, baseURL), { method, signal: AbortSignal.timeout(200_000) }).catch(() => null);
  await Promise.all([
    warmFunctions(baseURL),
    warmAdminFunctions(baseURL),
    // The purchase and audio functions (their answers to an empty call do not matter: the call loads them).
    call('/api/local-checkout?id=cs_local_warm'),
    call('/api/create-checkout', 'POST'),
    call('/api/verify-payment', 'POST'),
    call('/api/local-checkout/pay', 'POST'),
    call('/api/session-audio-url'),
    call('/local-files/warm'), // the local server's signed files: refused, and loaded
  ]);
  return () => emulators.stop();
}
