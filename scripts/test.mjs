// `npm test`: everything CI runs, in order, failing on the first failure: type check, unit tests,
// seed validation against the Studio schema, function tests on the real emulators, a production build,
// and Playwright end-to-end tests (with axe) in Chromium against the built site and its functions.
import { ensureDependencies, continueOnProjectNode } from './lib/bootstrap.mjs';

ensureDependencies();
continueOnProjectNode(import.meta.url);

const { spawnSync } = await import('node:child_process');
const { join } = await import('node:path');
const { ROOT } = await import('./lib/emulators.mjs');
const { ensureTestEmulators } = await import('../tests/support/emulators.ts');

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
// Read at each step: ensureTestEmulators() adds the emulator variables to process.env.
const stepEnv = () => ({
  ...process.env,
  PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`,
  ASTRO_TELEMETRY_DISABLED: '1',
});

function run(title, command, args, options = {}) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: stepEnv(), ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${title}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
  return ok;
}

ensureDependencies(join(ROOT, 'studio'));

const steps = [
  () => run('Type check', bin('astro'), ['check']),
  () => run('Unit tests', bin('vitest'), ['run', '--project', 'unit']),
  () => run('Seed validation against the Studio schema', 'npm', ['--prefix', 'studio', 'run', 'validate-seed']),
  () => run('Studio tests', 'npm', ['--prefix', 'studio', 'test']),
  () => run('Function tests (Firebase emulators)', bin('vitest'), ['run', '--project', 'functions']),
  () => run('Production build', bin('astro'), ['build']),
  () => run('End-to-end tests (Chromium)', bin('playwright'), ['test']),
];

let passed = 0;
let failed = 0;
const emulators = await ensureTestEmulators();
try {
  for (const step of steps) {
    if (step()) passed += 1;
    else {
      failed += 1;
      break;
    }
  }
} finally {
  await emulators.stop();
}
console.log(`\nnpm test: ${failed ? 'FAILED' : 'all steps passed'}`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
