import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run bench:first-card`: the built-site setup of the end-to-end suite (its server, emulators and seed), one
// measuring test, one worker, nothing else running beside it in the browser.
export default defineConfig({
  ...base,
  testDir: 'tests/perf',
  outputDir: process.env.E2E_OUTPUT_DIR ? `${process.env.E2E_OUTPUT_DIR}-perf` : 'test-results/perf',
  workers: 1,
  reporter: [['list']],
  projects: [{ name: 'chromium', use: { channel: undefined } }],
});
