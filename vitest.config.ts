import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/functions/globalSetup.ts'],
          setupFiles: ['tests/functions/resetBeforeEachFile.ts'],
          // Two files at once, each worker on emulators of its own (tests/support/emulators.ts, FUNCTION_TEST_WORKERS).
          fileParallelism: true,
          maxWorkers: 2,
          env: { TEST_EMULATORS_PER_WORKER: '1' },
          // No retries: a case that passes only on its second try hides a defect (a concurrency case that runs past
          // its request budget is one in the product).
          retry: 0,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // npm start itself (start, Ctrl-C, restart, kill -9, reset) and `npm run serve` on its own, each on its own
          // ports and data folder: no test emulators and no reset of their data, so it can run beside the function
          // tests. One file at a time: each starts a whole stack.
          name: 'local-stack',
          include: ['tests/local-stack/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          retry: 0,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The deployed form: every function bundled by Netlify's bundler and called once (about 1-1.5 min).
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // Bundling every function is the set-up: up to 4 minutes on a busy 2-core machine (a guard, not a budget).
          hookTimeout: 660_000,
        },
      },
    ],
  },
});
