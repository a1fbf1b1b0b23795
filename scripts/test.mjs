// @ts-check
// `npm test`: everything CI runs: type check, lint and format check, unit tests, seed validation against the Studio schema,
// Studio tests, a production build, function tests on the real emulators, and Playwright end-to-end tests
// (with axe) in Chromium against the built site and its functions, against `npm start` and in Sanity Studio.
// Steps run two at a time (the machines have two cores: a third step beside two starves them all), each as soon as a
// slot is free and the steps it needs have passed, longest first: no step waits for an unrelated one, and no core
// idles while work is left. The function tests never run beside a browser suite (their concurrency cases have
// request budgets; beside Chromium and a second server they measured the load, not the product). The function tests,
// the function bundles and the e2e tests each get their own emulators and data folder, so they never see each
// other's records or e-mails.
// After a failure no new step starts. TEST_SEQUENTIAL=1 runs every step one after another; TEST_SLOTS sets how many
// run at once (default 2). TEST_CPU=1 runs each step under GNU time (/usr/bin/time) and adds the CPU seconds it and
// everything it started used to the timeline: on a machine where the steps share two cores, that is what a step costs.
import { ensureDependencies, continueOnProjectNode } from './lib/bootstrap.mjs';

ensureDependencies();
continueOnProjectNode(import.meta.url);

const { spawn } = await import('node:child_process');
const { existsSync, mkdtempSync, readFileSync, rmSync, statfsSync } = await import('node:fs');
const { tmpdir } = await import('node:os');
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
// The e2e lane's emulators sit 50 ports above the function tests' ones, with their own data folder, and the bundle
// lane's 25 above. TEST_EMULATOR_OFFSET moves all three together.
const baseOffset = Number(process.env.TEST_EMULATOR_OFFSET ?? 0);
const e2eEnv = { TEST_EMULATOR_OFFSET: String(baseOffset + 50), LOCAL_DATA_DIR: join(ROOT, '.test-data', 'e2e') };
// The functions bundled by Netlify's bundler in a step of their own (no emulators, no budgets: it runs beside the
// function tests, on a core the quick checks have left), then called once those tests are over. About 1 GB: in
// memory when the machine has room, outside the checkout either way (nothing may resolve from its node_modules).
const bundlesRoot = (() => {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize > 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // no /dev/shm here
  }
  return tmpdir();
})();
const bundlesDir = join(mkdtempSync(join(bundlesRoot, 'npm-test-bundles-')), 'functions');
const bundleEnv = { TEST_EMULATOR_OFFSET: String(baseOffset + 25), FUNCTION_BUNDLES_DIR: bundlesDir };

/**
 * A step: its name, its command, the steps it needs (by name) to have passed first, and whether it is a browser suite
 * (Chromium and a server of its own) or must be kept away from one.
 * @typedef {{ title: string, command: string, args: string[], env: Record<string, string>, after: string[], browser: boolean, awayFromBrowsers: boolean }} Step
 * @typedef {{ env?: Record<string, string>, after?: string[], browser?: boolean, awayFromBrowsers?: boolean }} StepOptions
 * @type {(title: string, command: string, args: string[], options?: StepOptions) => Step}
 */
const step = (title, command, args, { env = {}, after = [], browser = false, awayFromBrowsers = false } = {}) => ({
  title,
  command,
  args,
  env,
  after,
  browser,
  awayFromBrowsers,
});

const BUILD = 'Production build';
const FUNCTION_TESTS = 'Function tests (Firebase emulators)';
const BUNDLING = 'Bundling the functions (Netlify bundler)';
// In order of priority: the longest chain first (the function tests, then the built-site suite, which needs the build
// and waits for the function tests to end); beside them the quick checks first, so that a type or lint error stops
// the run early, then the rest, longest first, so that no long step is left to run alone at the end.
const steps = [
  step(BUILD, bin('astro'), ['build']),
  // The functions against the real Firebase emulators (their own ports and project).
  step(FUNCTION_TESTS, bin('vitest'), ['run', '--project', 'functions'], { awayFromBrowsers: true }),
  // Playwright in Debian's Chromium against the built site with its functions (its own emulators and data folder).
  step('End-to-end tests on the built site (Chromium)', bin('playwright'), ['test'], { env: e2eEnv, after: [BUILD], browser: true }),
  step('Type check', bin('astro'), ['check']),
  // ESLint (typescript-eslint, react-hooks, jsx-a11y, astro) and Prettier: zero findings, zero unformatted files.
  step('Lint (ESLint)', bin('eslint'), ['--max-warnings', '0', '.']),
  step('Format check (Prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']),
  // The Node scripts (// @ts-check with JSDoc), listed in tsconfig.scripts.json.
  step('Script type check (JSDoc)', bin('tsc'), ['-p', 'tsconfig.scripts.json']),
  step('Unit tests', bin('vitest'), ['run', '--project', 'unit']),
  // The deployed form: every function bundled by Netlify's own bundler and called through its export (its own
  // emulators and project). After the function tests: its bundling and cold starts beside them would load their
  // request budgets.
  step('Function bundles (Netlify bundler)', bin('vitest'), ['run', '--project', 'deploy'], {
    env: bundleEnv,
    after: [FUNCTION_TESTS, BUNDLING],
  }),
  // The practitioner's desk: Sanity Studio against npm start's content lake.
  step('Sanity Studio on npm start (Chromium)', bin('playwright'), ['test', '-c', 'playwright.studio.config.ts'], { browser: true }),
  // The product as a newcomer runs it: `npm start` itself, in Chromium (its own ports and data folder).
  step('Browser journeys on npm start (Chromium)', bin('playwright'), ['test', '-c', 'playwright.dev.config.ts'], { browser: true }),
  // The npm start cycle (start, Ctrl-C, restart, kill -9, reset) and `npm run serve` of the build on its own (each its
  // own ports and data folder).
  step('npm start test (local stack)', bin('vitest'), ['run', '--project', 'local-stack'], { after: [BUILD] }),
  step('Studio tests', 'npm', ['--prefix', 'studio', 'test']),
  step('Studio schema validation', 'npm', ['--prefix', 'studio', 'run', 'schema-validate']),
  // The same site built with the real @sanity/client against the local content lake: every page's words equal.
  step('Cloud content build (Sanity client)', bin('vitest'), ['run', '--config', 'tests/cloud-content/vitest.config.ts'], {
    env: { LOCAL_BUILD_DIR: join(ROOT, 'dist') },
    after: [BUILD],
  }),
  step('Seed validation against the Studio schema', 'npm', ['--prefix', 'studio', 'run', 'validate-seed']),
  // Last of the quick steps: it fills the time the other slot would wait for the function tests to end.
  step(BUNDLING, process.execPath, [join(ROOT, 'tests', 'deploy', 'bundleFunctions.mjs'), join(ROOT, 'netlify', 'functions'), bundlesDir]),
];

const GNU_TIME = '/usr/bin/time';
const cpuDir = process.env.TEST_CPU === '1' && existsSync(GNU_TIME) ? mkdtempSync(join(tmpdir(), 'npm-test-cpu-')) : '';
/** Where GNU time writes each step's user and system seconds. @type {Map<string, string>} */
const cpuFiles = new Map();
/** @param {string} title */
function cpuSeconds(title) {
  try {
    const [user, system] =
      readFileSync(cpuFiles.get(title) ?? '', 'utf8')
        .trim()
        .split('\n')
        .pop()
        ?.split(' ')
        .map(Number) ?? [];
    return Number.isFinite(user + system) ? (user + system).toFixed(1).padStart(8) : '';
  } catch {
    return '';
  }
}

const sequential = process.env.TEST_SEQUENTIAL === '1';
const slots = sequential ? 1 : Math.max(1, Number(process.env.TEST_SLOTS ?? 2));
const started = Date.now();
/** @param {number} at */
const clock = (at) => `${Math.floor((at - started) / 60_000)}:${String(Math.floor(((at - started) / 1000) % 60)).padStart(2, '0')}`;

/**
 * Runs one step; beside others, its output lines carry the step's name.
 * @param {Step} step
 * @param {{ prefixed: boolean }} options
 * @returns {Promise<boolean>}
 */
function run({ title, command, args, env }, { prefixed }) {
  console.log(`\n=== ${title} (at ${clock(Date.now())})`);
  /** @type {string[]} */
  const output = [];
  outputs.set(title, output);
  const cpuFile = cpuDir ? join(cpuDir, `${outputs.size}.txt`) : '';
  if (cpuFile) cpuFiles.set(title, cpuFile);
  const [file, fileArgs] = cpuFile ? [GNU_TIME, ['-f', '%U %S', '-o', cpuFile, command, ...args]] : [command, args];
  return new Promise((resolve) => {
    const child = spawn(file, fileArgs, {
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
          for (const line of lines) {
            out.write(tag + line + '\n');
            output.push(line);
          }
        });
        stream.on('end', () => pending && out.write(tag + pending + '\n'));
      }
    }
    child.on('error', (error) => console.error(`${title}: ${error.message}`));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Each step's output lines (when steps run side by side), to repeat a failed step's failures at the end. */
/** @type {Map<string, string[]>} */
const outputs = new Map();
/** @type {Map<string, { ok: boolean, from: number, to: number }>} */
const done = new Map();
/** @type {Set<string>} */
const running = new Set();
let failed = false;

/** Whether `candidate` may run beside the steps running now (a browser suite and the function tests stay apart). */
const fitsBeside = (/** @type {Step} */ candidate) =>
  [...running].every((title) => {
    const other = /** @type {Step} */ (steps.find((s) => s.title === title));
    return !(candidate.browser && other.awayFromBrowsers) && !(candidate.awayFromBrowsers && other.browser);
  });
/** The next step to start: the first in priority order whose needs have passed and that fits beside the others. */
const nextStep = () =>
  steps.find((s) => !done.has(s.title) && !running.has(s.title) && s.after.every((t) => done.get(t)?.ok) && fitsBeside(s));

await new Promise((resolveAll) => {
  const fill = () => {
    while (!failed && running.size < slots) {
      const next = nextStep();
      if (!next) break;
      running.add(next.title);
      const from = Date.now();
      void run(next, { prefixed: slots > 1 }).then((ok) => {
        const to = Date.now();
        running.delete(next.title);
        done.set(next.title, { ok, from, to });
        console.log(`=== ${next.title}: ${ok ? 'passed' : 'FAILED'} in ${((to - from) / 1000).toFixed(1)} s (at ${clock(to)})`);
        if (!ok) failed = true;
        fill();
      });
    }
    if (running.size === 0) resolveAll(undefined);
  };
  fill();
});

// The timeline: when each step ran, to see where the time goes.
console.log(`\nstep                                                  start    end  seconds${cpuDir ? '      cpu' : ''}`);
for (const [title, { ok, from, to }] of [...done].sort(([, a], [, b]) => a.from - b.from)) {
  console.log(
    `${(ok ? '' : 'FAILED ') + title}`.padEnd(52),
    clock(from).padStart(6),
    clock(to).padStart(6),
    ((to - from) / 1000).toFixed(1).padStart(8),
    cpuDir ? cpuSeconds(title) : '',
  );
}
if (cpuDir) rmSync(cpuDir, { recursive: true, force: true });
// The bundles' step removes them when it runs; after a failure it may not have.
rmSync(join(bundlesDir, '..'), { recursive: true, force: true });
const passed = [...done.values()].filter((result) => result.ok).length;
const notRun = steps.length - done.size;
console.log(`\nnpm test: ${failed ? 'FAILED' : 'all steps passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${passed} passed, ${done.size - passed} failed${notRun ? `, ${notRun} not run` : ''}`);
// A failed step's own failure lines last: a CI log is often read from its tail, far below where the step printed them.
// eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour code
const withoutColours = (/** @type {string} */ line) => line.replace(/\u001b\[[0-9;]*m/g, '');
const FAILURE_LINE = /\bFAIL\b|✘|×|✗|Error\b|expected|Timed? ?out|timeout|failed/i;
for (const [title, { ok }] of done) {
  if (ok) continue;
  const lines = [...new Set((outputs.get(title) ?? []).map(withoutColours).filter((line) => FAILURE_LINE.test(line)))];
  if (lines.length === 0) continue;
  console.log(`\nwhy "${title}" failed (its failure lines, the last ${Math.min(lines.length, 25)} of ${lines.length}):`);
  for (const line of lines.slice(-25)) console.log(`  ${line.slice(0, 300)}`);
}
process.exit(failed ? 1 : 0);
