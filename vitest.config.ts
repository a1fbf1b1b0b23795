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
          // One emulator project shared by all files: run them one after another.
          fileParallelism: false,
          // The concurrency cases (many overlapping writes to one document) wait on the emulator's transaction locks;
          // on a loaded two-core machine one of them now and then runs past a request budget (a 503). A failed case
          // runs once more; one that fails twice fails the run.
          retry: 1,
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
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
