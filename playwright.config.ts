import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';
import { useTestEmulatorEnv } from './tests/support/emulators';

// Set before the web server starts (Playwright starts it before globalSetup), so its functions use the
// test emulators that globalSetup brings up.
useTestEmulatorEnv();

const PORT = Number(process.env.E2E_PORT ?? 8890);

export default defineConfig({
  testDir: 'tests/e2e',
  // E2E_PORT, DIST_DIR and E2E_OUTPUT_DIR let two runs share a machine without clobbering each other.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  // Three: a spec spends most of its time waiting (pages, the functions, the emulators), so two workers used about half
  // a core; npm test runs this suite beside one other step, never beside the function tests. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './tests/e2e/globalSetup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The service worker answers the learner's reads and progress once it is active, and requests it answers pass
    // by page.route(): a spec that stubs an /api answer would see the stub or not by how soon the worker started.
    // Blocked here; tests/e2e/offline.spec.ts, the worker's own spec, allows it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: [/admin\.spec\.ts/, /outage\.spec\.ts/] },
    // The admin tests change shared data (a fifth course for a while, users, session pictures): they run
    // after every other test, so pages that list the seeded data never see their changes.
    {
      name: 'admin',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /admin\.spec\.ts/,
      dependencies: ['chromium'],
    },
    // The outage tests pause the shared emulators (SIGSTOP) for seconds at a time: they run last, alone.
    {
      name: 'outage',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /outage\.spec\.ts/,
      dependencies: ['admin'],
    },
  ],
  webServer: {
    // The BUILT site with its functions (production-like); `npm test` builds it first.
    command: `node scripts/serve.mjs`,
    env: { PORT: String(PORT), ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}) },
    // Not /api/health: it checks the database, and the emulators start in globalSetup, after the web server.
    url: `http://127.0.0.1:${PORT}/api/public-config`,
    reuseExistingServer: false,
    // Functions load on their first call (no bundling), so the server is up within seconds; generous for busy machines.
    timeout: 120_000,
  },
});
