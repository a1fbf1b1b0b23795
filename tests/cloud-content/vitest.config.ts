import { defineConfig } from 'vitest/config';

// The cloud content path (tests/cloud-content): two site builds, so it runs on its own, apart from the
// unit and function projects. `vitest run --config tests/cloud-content/vitest.config.ts`
export default defineConfig({
  test: {
    root: '.',
    include: ['tests/cloud-content/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
