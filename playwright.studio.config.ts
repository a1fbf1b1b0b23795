import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';

// Sanity Studio against `npm start`'s local content lake, in Chromium: the practitioner edits and
// publishes, and the site under `npm start` shows it. The suite starts its own `npm start` (own ports and
// data folder, reset first; see tests/studio/stack.ts). That the edits persist across a restart is checked by the
// npm start test, which restarts npm start anyway.

export default defineConfig({
  testDir: 'tests/studio',
  outputDir: process.env.E2E_OUTPUT_DIR ? `${process.env.E2E_OUTPUT_DIR}-studio` : 'test-results/studio',
  // One stack, one practitioner: the steps build on each other.
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Generous: the Studio is a large app, and npm test runs this suite beside the built-site suite.
  timeout: 240_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  globalSetup: './tests/studio/globalSetup.ts',
  globalTeardown: './tests/studio/globalTeardown.ts',
  use: {
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: chromiumLaunchOptions,
  },
});
