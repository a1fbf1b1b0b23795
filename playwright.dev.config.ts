import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';

// Browser journeys against `npm start` itself (the dev server a newcomer and the practitioner open first),
// with its own ports and data folder, wiped before each run. The built site has its own suite
// (playwright.config.ts); a product that works in one form only fails one of them.
const PORT = Number(process.env.DEV_JOURNEY_PORT ?? 4351);
const DATA_DIR = process.env.DEV_JOURNEY_DATA_DIR ?? '.test-data/dev-journey';
// DEV_JOURNEY_REUSE=1 runs the journeys against a stack you started yourself with the same ports.
const REUSE = process.env.DEV_JOURNEY_REUSE === '1';

export default defineConfig({
  testDir: 'tests/dev',
  outputDir: process.env.E2E_OUTPUT_DIR ? `${process.env.E2E_OUTPUT_DIR}-dev` : 'test-results/dev',
  // The journey runs in order (describe.configure serial); the other files run beside it.
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The dev server compiles each page and function on its first request.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  reporter: [['list']],
  // The app screens' polish (layout shift, the four widths with axe, behaviour) runs on the built site only: it
  // is the built CSS and bundles that a visitor gets, and a behaviour is tested once.
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // Exactly what a newcomer runs, on other ports and a fresh data folder.
    command: 'node scripts/reset.mjs && node scripts/start.mjs',
    env: {
      PORT: String(PORT),
      LOCAL_STACK_DATA_DIR: DATA_DIR,
      AUTH_EMULATOR_PORT: process.env.DEV_JOURNEY_AUTH_PORT ?? '9351',
      FIRESTORE_EMULATOR_PORT: process.env.DEV_JOURNEY_FIRESTORE_PORT ?? '8351',
      EMULATOR_HUB_PORT: process.env.DEV_JOURNEY_HUB_PORT ?? '4451',
      EMULATOR_LOGGING_PORT: process.env.DEV_JOURNEY_LOGGING_PORT ?? '4551',
    },
    // Ready means pages, functions, emulators and demo data: npm start's "Ready" line. (Not a URL: the web
    // server answers before the emulators are up, and Playwright starts on whichever comes first.)
    ...(REUSE ? { url: `http://127.0.0.1:${PORT}/api/health` } : { wait: { stdout: /Ready in/ } }),
    reuseExistingServer: REUSE,
    timeout: 300_000,
    // Ctrl-C, as a person stops it: npm start saves and stops everything it started.
    gracefulShutdown: { signal: 'SIGINT', timeout: 30_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
