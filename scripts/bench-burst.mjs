// @ts-check
// `npm run bench:burst`: N new learners at the same moment against `npm start`, through the site's real
// interfaces as their browsers would: sign up, buy (create-checkout, the local checkout's Pay, the payment result
// page's verify), open a session and complete it. Every phase starts for all N together (a barrier between
// phases). Prints p50 / p95 / max and errors per request and per phase, then checks that the admin's figures
// (Overview and Insight, read as the admin reads them) moved by exactly N: users, enrollments, revenue (N times
// the course price), the course's enrollments and its first session's started / completed.
//
// Fails (exit 1) on any error in any phase, any figure that did not move by exactly N, or a site request whose
// p95 is over the budget (2 s) in a run of N <= 20. The Auth emulator's own calls (Firebase's in production) are
// shown and must not fail, but are outside the budget.
//
// The site: BENCH_URL, else http://127.0.0.1:$PORT (default 4321) when `npm start` answers there; otherwise the
// bench starts its own `npm start` (same variables: PORT, AUTH_EMULATOR_PORT, ...) on a private data folder and
// stops it at the end. Refuses a site that is not on the Auth emulator and the local checkout. Learners it adds
// stay in that stack's data (`npm run reset` wipes a developer's own).
//
// Options: --n=10,20,40 (or BENCH_N)  --budget=2000 (ms, or BENCH_BURST_BUDGET_MS)  --course=<id> (or BENCH_COURSE)
//          --readme (write the last run's table into README.md between the bench:burst markers)
import { continueOnProjectNode } from './lib/bootstrap.mjs';

continueOnProjectNode(import.meta.url);

const { spawn } = await import('node:child_process');
const { openSync, readFileSync, rmSync, writeFileSync, mkdirSync } = await import('node:fs');
const { join } = await import('node:path');
const { loadavg } = await import('node:os');
const { ROOT, isUp } = await import('./lib/emulators.mjs');
const journey = await import('./lib/learner-journey.mjs');
/** @typedef {import('./lib/learner-journey.mjs').Transport} Transport */
/** @typedef {import('./lib/learner-journey.mjs').AuthEmulator} AuthEmulator */
/** @typedef {import('./lib/learner-journey.mjs').JourneyCourse} JourneyCourse */
/** @typedef {import('./lib/learner-journey.mjs').StepRecord} StepRecord */
const { DEMO_ACCOUNTS } = await import('./lib/demo-data.mjs');

/** @param {string} name @returns {string | undefined} */
const arg = (name) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const SIZES = (arg('n') ?? process.env.BENCH_N ?? '10,20,40').split(',').map((n) => Number(n.trim()));
if (SIZES.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--n (BENCH_N) must be whole numbers, e.g. 10,20,40');
const BUDGET_MS = Number(arg('budget') ?? process.env.BENCH_BURST_BUDGET_MS ?? 2000);
/** The p95 budget holds for runs of up to this many learners at once (the README's target is N = 20). */
const BUDGET_UP_TO_N = 20;
const COURSE_ID = arg('course') ?? process.env.BENCH_COURSE ?? 'quantum-alchemy-breathwork';
const REQUEST_TIMEOUT_MS = 60_000;
const ADMIN = DEMO_ACCOUNTS.find((account) => account.admin) ?? { email: 'admin@example.com', password: 'local-admin-pass' };

/** @type {import('node:child_process').ChildProcess | undefined} */
let ownStack;
const OWN_DATA_DIR = join(ROOT, '.test-data', `bench-burst-${process.pid}`);

/** The site to measure: BENCH_URL, a running `npm start`, or one started here. */
async function site() {
  if (process.env.BENCH_URL) {
    const url = process.env.BENCH_URL.replace(/\/$/, '');
    if (!(await isUp(`${url}/api/health`, 10_000))) throw new Error(`Nothing answers at ${url}/api/health (BENCH_URL).`);
    return url;
  }
  const url = `http://127.0.0.1:${process.env.PORT ?? 4321}`;
  if (await isUp(`${url}/api/health`, 10_000)) {
    console.log(`Measuring the running npm start at ${url}.`);
    return url;
  }
  console.log(`Nothing answers at ${url}: starting npm start with a private data folder (${OWN_DATA_DIR})...`);
  mkdirSync(OWN_DATA_DIR, { recursive: true });
  const log = join(OWN_DATA_DIR, 'npm-start.log');
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
    env: { ...process.env, LOCAL_STACK_DATA_DIR: OWN_DATA_DIR },
  });
  ownStack = child;
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`npm start ended early:\n${readFileSync(log, 'utf8').trim().split('\n').slice(-8).join('\n')}`);
    }
    if (/Ready in/.test(readFileSync(log, 'utf8')) && (await isUp(`${url}/api/health`, 10_000))) return url;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`npm start was not ready after 10 minutes; see ${log}`);
}

async function stopOwnStack() {
  const child = ownStack;
  if (!child) return;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT'); // npm start saves, stops what it started and exits
    const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 60_000))]);
    if (!stopped) child.kill('SIGKILL'); // its watchdog then stops the emulators and the web server
  }
  rmSync(OWN_DATA_DIR, { recursive: true, force: true });
}

/** @param {number} ms */
const fmt = (ms) => (Number.isFinite(ms) ? String(Math.round(ms)) : '-');

/**
 * One run: `count` new learners, phase by phase, all at once; the figures before and after.
 * @param {{ transport: Transport, authEmulator: AuthEmulator, course: JourneyCourse, adminToken: string, tag: string }} setup
 * @param {number} count
 */
async function burst({ transport, authEmulator, course, adminToken, tag }, count) {
  const { figures: before } = await journey.adminFigures(transport, adminToken, course);
  const learners = journey.newLearners(`${tag}-n${count}`, count);
  const steps = journey.journeySteps({ transport, authEmulator, course });
  /** @type {StepRecord[]} */
  const records = [];
  /** @type {Set<number>} */
  const failed = new Set();
  /** @type {Record<string, number>} */
  const wall = {};
  for (const phase of journey.PHASES) {
    const started = performance.now();
    await journey.burstPhase(learners, steps, phase, records, failed);
    wall[phase] = performance.now() - started;
  }
  const { figures: after } = await journey.adminFigures(transport, adminToken, course);
  const figures = journey.compareFigures(before, after, journey.expectedChange(count, course.pence));
  const { steps: stepRows, phases: phaseRows } = journey.summarise(records);
  // The warm-up learner (N = 1) loads every function for the first time: its times are cold starts, not measured.
  const budgeted = count > 1 && count <= BUDGET_UP_TO_N;
  const overBudget = budgeted ? stepRows.filter((row) => !row.external && row.p95 > BUDGET_MS) : [];
  const errors = stepRows.reduce((sum, row) => sum + row.errors, 0);
  const skipped = journey.PHASES.flatMap((phase) =>
    learners.filter((l) => failed.has(l.index) && !records.some((r) => r.phase === phase && r.learner === l.index)).map(() => phase),
  );

  const lines = [
    `N = ${count}: ${count} new learners at once, phase after phase (${budgeted ? `budget: p95 <= ${BUDGET_MS} ms per site request` : count === 1 ? 'warm-up: cold starts, no budget' : `no p95 budget above N = ${BUDGET_UP_TO_N}`})`,
    '',
    '| phase | request | n | p50 ms | p95 ms | max ms | errors |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const phase of journey.PHASES) {
    for (const row of stepRows.filter((r) => r.phase === phase)) {
      const mark = overBudget.includes(row) ? ' **over budget**' : '';
      lines.push(
        `| ${phase} | ${row.step}${row.external ? ' (Auth emulator)' : ''} | ${row.count} | ${fmt(row.p50)} | ${fmt(row.p95)}${mark} | ${fmt(row.max)} | ${row.errors} |`,
      );
    }
    const total = phaseRows.find((r) => r.phase === phase);
    if (total) {
      lines.push(
        `| ${phase} | **whole phase per learner** (all done in ${fmt(wall[phase])} ms) | ${total.count} | ${fmt(total.p50)} | ${fmt(total.p95)} | ${fmt(total.max)} | ${total.errors} |`,
      );
    }
  }
  lines.push('', '| admin figure | before | after | moved | expected |', '|---|---|---|---|---|');
  for (const f of figures)
    lines.push(`| ${f.name} | ${f.before} | ${f.after} | ${f.moved}${f.exact ? '' : ' **inexact**'} | ${f.expected} |`);
  console.log(`\n${lines.join('\n')}`);

  /** @type {string[]} */
  const problems = [];
  for (const row of stepRows.filter((r) => r.errors)) {
    problems.push(`${row.phase} / ${row.step}: ${row.errors} error(s), e.g. ${row.problems.join(' | ')}`);
  }
  if (skipped.length) problems.push(`${skipped.length} later phase run(s) skipped for learners who had failed`);
  // Did the failures change anything? What each failed learner's own dashboard shows afterwards.
  /** @type {Map<string, { learners: number, enrolled: number, completed: number, unknown: number }>} */
  const aftermath = new Map();
  for (const learner of learners.filter((l) => failed.has(l.index))) {
    const first = records.find((r) => r.learner === learner.index && !r.ok);
    const key = first ? `${first.phase} / ${first.step}` : 'unknown step';
    const entry = aftermath.get(key) ?? { learners: 0, enrolled: 0, completed: 0, unknown: 0 };
    aftermath.set(key, entry);
    const seen = await journey.learnerSees(transport, learner, course.id);
    entry.learners += 1;
    if (!seen) entry.unknown += 1;
    else {
      entry.enrolled += seen.enrolled ? 1 : 0;
      entry.completed += seen.completed > 0 ? 1 : 0;
    }
  }
  for (const [step, entry] of aftermath) {
    problems.push(
      `${entry.learners} learner(s) stopped at ${step}; afterwards their dashboards show ${entry.enrolled} of them enrolled in the course and ${entry.completed} with the session completed${entry.unknown ? ` (${entry.unknown} dashboards did not answer)` : ''}`,
    );
  }
  for (const row of overBudget) problems.push(`${row.phase} / ${row.step}: p95 ${fmt(row.p95)} ms is over the ${BUDGET_MS} ms budget`);
  for (const f of figures.filter((x) => !x.exact)) problems.push(`${f.name} moved by ${f.moved}, not ${f.expected}`);
  if (problems.length) console.log(`\nFAIL at N = ${count} (${errors} failed requests):\n  - ${problems.join('\n  - ')}`);
  else console.log(`\nOK at N = ${count}: every request succeeded and every figure moved by exactly ${count}.`);
  // One line for the README: each phase's p95 per learner, the slowest site request, errors, the figures.
  const slowest = stepRows.filter((r) => !r.external).sort((a, b) => b.p95 - a.p95)[0];
  const phaseP95 = journey.PHASES.map((phase) => {
    const row = phaseRows.find((r) => r.phase === phase);
    return row ? `${fmt(row.p95)} (${row.count})` : 'not reached';
  });
  const inexact = figures.filter((f) => !f.exact).length;
  const summary = `| ${count} | ${phaseP95.join(' | ')} | ${slowest ? `${slowest.step} ${fmt(slowest.p95)}` : '-'} | ${errors} | ${inexact ? `${inexact} of ${figures.length} inexact` : 'all exact'} | ${problems.length ? '**fail**' : 'pass'} |`;
  return { count, ok: problems.length === 0, summary };
}

async function main() {
  const url = await site();
  const transport = journey.httpTransport(url, REQUEST_TIMEOUT_MS);
  const [health, config, catalog] = await Promise.all(
    ['/api/health', '/api/public-config', '/api/courses'].map(async (path) => {
      const response = await fetch(url + path, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json();
    }),
  );
  // Hundreds of throw-away accounts and test payments: only ever on the local stack.
  if (!config.authEmulatorUrl || health.integrations?.payments !== 'local') {
    throw new Error(`${url} is not the local stack (Auth emulator and local checkout): the bench refuses to create learners there.`);
  }
  /** @type {AuthEmulator} */
  const authEmulator = { url: config.authEmulatorUrl, apiKey: config.apiKey };
  const listed = catalog.courses.find((/** @type {{ id: string }} */ c) => c.id === COURSE_ID);
  if (!listed || !(listed.price > 0))
    throw new Error(`Course ${COURSE_ID} is not on sale at ${url}/api/courses (--course= picks another).`);
  const adminToken = await journey.signInWithPassword(authEmulator, ADMIN.email, ADMIN.password);
  const { sessionId } = await journey.adminFigures(transport, adminToken, { id: COURSE_ID });
  if (!sessionId) throw new Error(`Course ${COURSE_ID} has no sessions in the admin's funnel.`);
  /** @type {JourneyCourse} */
  const course = { id: COURSE_ID, pence: Math.round(listed.price * 100), sessionId };
  const tag = `burst-${Date.now().toString(36)}`;
  const setup = { transport, authEmulator, course, adminToken, tag };
  console.log(`Course ${course.id} (${course.pence} pence), session ${course.sessionId}; learners ${tag}-n<N>-<i>@example.com.`);

  // One learner first, alone: each function loads (and compiles under astro dev) on its first call.
  console.log('Warm-up: one learner through every phase...');
  const warm = await burst(setup, 1);
  if (!warm.ok) throw new Error('the warm-up learner failed (above): the site is not working, nothing to measure');

  const results = [];
  for (const count of SIZES) results.push(await burst(setup, count));
  console.log(`\n${results.map((r) => `N = ${r.count}: ${r.ok ? 'pass' : 'FAIL'}`).join('   ')}`);
  if (process.argv.includes('--readme')) {
    const readmePath = join(ROOT, 'README.md');
    const readme = readFileSync(readmePath, 'utf8');
    const [start, end] = ['<!-- bench:burst -->', '<!-- /bench:burst -->'];
    if (readme.includes(start) && readme.includes(end)) {
      const text = [
        `Measured ${new Date().toISOString().slice(0, 10)} against \`npm start\` on a 2-core machine at load average ${loadavg()[0].toFixed(1)} (\`npm run bench:burst -- --readme\` rewrites this table). Phases: p95 per learner in ms (learners who reached the phase); the slowest request by p95 in ms:`,
        '',
        '| N | sign-up | buy | open | complete | slowest site request (p95 ms) | errors | admin figures | result |',
        '|---|---|---|---|---|---|---|---|---|',
        ...results.map((r) => r.summary),
      ].join('\n');
      writeFileSync(readmePath, readme.slice(0, readme.indexOf(start) + start.length) + `\n${text}\n` + readme.slice(readme.indexOf(end)));
      console.log('README updated.');
    }
  }
  return results.every((r) => r.ok) ? 0 : 1;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopOwnStack().then(() => process.exit(130)));
let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`bench:burst could not run: ${/** @type {Error} */ (error)?.message ?? error}`);
} finally {
  await stopOwnStack();
}
process.exit(code);
