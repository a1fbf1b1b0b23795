// @ts-check
// `npm test`: everything CI runs: type check, lint and format check, unit tests, seed validation against the Studio schema,
// Studio tests, a production build, function tests on the real emulators, and Playwright end-to-end tests
// (with axe) in Chromium against the built site and its functions.
// Independent steps run side by side in lanes (steps within a lane run in order and stop at the first
// failure); the function tests and the e2e tests each get their own emulators and data folder, so they
// never see each other's records or e-mails. TEST_SEQUENTIAL=1 runs every step one after another.
import { ensureDependencies, continueOnProjectNode } from './lib/bootstrap.mjs';

ensureDependencies();
continueOnProjectNode(import.meta.url);

const { spawn } = await import('node:child_process');
const { join } = await import('node:path');
const { ROOT } = await import('./lib/emulators.mjs');

ensureDependencies(join(ROOT, 'studio'));

/** @param {string} name */
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const baseEnv = {
  ...process.env,
  PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`,
  ASTRO_TELEMETRY_DISABLED: '1',
};
// The e2e lane's emulators sit 50 ports above the function tests' ones, with their own data folder.
const e2eEnv = { TEST_EMULATOR_OFFSET: '50', LOCAL_DATA_DIR: join(ROOT, '.test-data', 'e2e') };

const NPM_START_TEST = 'tests/functions/npmStart.test.ts';
/**
 * @typedef {{ title: string, command: string, args: string[], env: Record<string, string> }} Step
 * @type {(title: string, command: string, args: string[], env?: Record<string, string>) => Step}
 */
const step = (title, command, args, env = {}) => ({ title, command, args, env });
const stages = [
  [
    [
      step('Type check', bin('astro'), ['check']),
      // The Node scripts (// @ts-check with JSDoc), listed in tsconfig.scripts.json.
      step('Script type check (JSDoc)', bin('tsc'), ['-p', 'tsconfig.scripts.json']),
      // ESLint (typescript-eslint, react-hooks, jsx-a11y, astro) and Prettier: zero findings, zero unformatted files.
      step('Lint (ESLint)', bin('eslint'), ['--max-warnings', '0', '.']),
      step('Format check (Prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']),
    ],
    [
      step('Unit tests', bin('vitest'), ['run', '--project', 'unit']),
      step('Seed validation against the Studio schema', 'npm', ['--prefix', 'studio', 'run', 'validate-seed']),
      step('Studio schema validation', 'npm', ['--prefix', 'studio', 'run', 'schema-validate']),
      step('Studio tests', 'npm', ['--prefix', 'studio', 'test']),
      // The npm start cycle runs here, away from the e2e server.
      step('npm start test (local stack)', bin('vitest'), ['run', '--project', 'functions', NPM_START_TEST]),
    ],
    [
      step('Production build', bin('astro'), ['build']),
      // The same site built with the real @sanity/client against the local content lake: every page's words equal.
      step('Cloud content build (Sanity client)', bin('vitest'), ['run', '--config', 'tests/cloud-content/vitest.config.ts'], {
        LOCAL_BUILD_DIR: join(ROOT, 'dist'),
      }),
    ],
  ],
  // Two lanes, as the machines have two cores: a third beside them starved the function tests' concurrency cases
  // (fifty overlapping saves, twenty fulfilments, the summary built under writes) past their request budgets.
  [
    [
      step('Function tests (Firebase emulators)', bin('vitest'), ['run', '--project', 'functions', '--exclude', NPM_START_TEST]),
      // The deployed form: every function bundled by Netlify's own bundler and called through its export (it shares
      // the test emulators, so it follows the function tests).
      step('Function bundles (Netlify bundler)', bin('vitest'), ['run', '--project', 'deploy']),
      // The product as a newcomer runs it: `npm start` itself, in Chromium (its own ports and data folder).
      step('Browser journeys on npm start (Chromium)', bin('playwright'), ['test', '-c', 'playwright.dev.config.ts']),
    ],
    [
      step('End-to-end tests on the built site (Chromium)', bin('playwright'), ['test'], e2eEnv),
      // The practitioner's desk: Sanity Studio against npm start's content lake.
      step('Sanity Studio on npm start (Chromium)', bin('playwright'), ['test', '-c', 'playwright.studio.config.ts']),
    ],
  ],
];

const sequential = process.env.TEST_SEQUENTIAL === '1';

/**
 * Runs one step; in a lane beside others, its output lines carry the step's name.
 * @param {Step} step
 * @param {{ prefixed: boolean }} options
 * @returns {Promise<boolean>}
 */
function run({ title, command, args, env }, { prefixed }) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...baseEnv, ...env },
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefixed) {
      const tag = `[${title.split(' ')[0].toLowerCase()}] `;
      for (const [stream, out] of /** @type {[import('node:stream').Readable, NodeJS.WriteStream][]} */ ([
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])) {
        let pending = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (pending + chunk).split('\n');
          pending = /** @type {string} */ (lines.pop());
          for (const line of lines) out.write(tag + line + '\n');
        });
        stream.on('end', () => pending && out.write(tag + pending + '\n'));
      }
    }
    child.on('error', (error) => console.error(`${title}: ${error.message}`));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      console.log(`=== ${title}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
      resolve(ok);
    });
  });
}

let passed = 0;
let failed = 0;
/**
 * @param {Step[]} lane
 * @param {{ prefixed: boolean }} options
 */
async function runLane(lane, options) {
  for (const s of lane) {
    if (await run(s, options)) passed += 1;
    else {
      failed += 1;
      return;
    }
  }
}

const started = Date.now();
for (const lanes of stages) {
  if (sequential) for (const lane of lanes) await runLane(lane, { prefixed: false });
  else await Promise.all(lanes.map((lane) => runLane(lane, { prefixed: lanes.length > 1 })));
  if (failed) break;
}
const total = stages.flat(2).length;
console.log(`\nnpm test: ${failed ? 'FAILED' : 'all steps passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${passed} passed, ${failed} failed${passed + failed < total ? `, ${total - passed - failed} not run` : ''}`);
process.exit(failed ? 1 : 0);
