// @ts-check
// `npm run bench:load`: load on the built site as Netlify would serve it (pages, functions, headers), at 10 and 50
// connections, on this machine only. Needs `npm run build` first. Starts its own emulators with the demo data
// (ports BENCH_EMULATOR_OFFSET, default 870, above the defaults), prints a Markdown table, writes it into the
// README between the bench:load markers (--no-readme leaves the README alone) and exits 1 when a row misses
// its target (TARGETS below, stated in the README): any error, or a p97.5 over the row kind's budget.
//
// Reads (pages, public and signed-in API): autocannon for DURATION seconds per route and level.
// Writes: a new learner's writes in the order the browser makes them (profile, checkout, the local checkout's
// Pay, verify, progress start / save / complete), each request for a DIFFERENT learner (WRITES new learners per
// level, signed up on the Auth emulator first), at most `connections` in flight: one learner over and over would
// only measure one document. A learner whose write fails sits out the later write rows.
//
// Options: --duration=5 --writes=200   Env: BENCH_EMULATOR_OFFSET, BENCH_LOAD_PORT (default 8990)
import { continueOnProjectNode } from './lib/bootstrap.mjs';

continueOnProjectNode(import.meta.url);

const { readFileSync, rmSync, writeFileSync } = await import('node:fs');
const { join } = await import('node:path');
const { loadavg } = await import('node:os');
const { default: autocannon } = await import('autocannon');
const { ROOT, DEFAULT_PROJECT_ID, emulatorEnv, startEmulators } = await import('./lib/emulators.mjs');
const { seedDemoData } = await import('./lib/seed.mjs');
const { serveBuiltSite } = await import('./lib/built-site-server.mjs');
const { DEMO_COURSES } = await import('./lib/demo-data.mjs');
const journey = await import('./lib/learner-journey.mjs');
/** @typedef {import('./lib/learner-journey.mjs').AuthEmulator} AuthEmulator */
/** @typedef {import('./lib/learner-journey.mjs').JourneyStep} JourneyStep */
/** @typedef {import('./lib/learner-journey.mjs').StepRecord} StepRecord */

/** @param {string} name @param {number} fallback */
const option = (name, fallback) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value < 1) throw new Error(`--${name} must be a positive number`);
  return value;
};
const DURATION = option('duration', 5);
const WRITES = option('writes', 200);
const OFFSET = Number(process.env.BENCH_EMULATOR_OFFSET ?? 870);
const PORTS = { auth: 9199 + OFFSET, firestore: 8180 + OFFSET, hub: 4480 + OFFSET, logging: 4580 + OFFSET };
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 8990);
const WORK_DIR = join(ROOT, '.test-data', `bench-load-${process.pid}`);
const LEVELS = [10, 50];
/**
 * The targets every row must meet (the README states them): no errors (non-2xx, timeouts, wrong answers), and
 * p97.5 latency within the budget of the row's kind, at 10 and at 50 connections on this 2-core machine.
 */
const TARGETS = { page: 1000, read: 2000, write: 2000 };
/** @typedef {keyof typeof TARGETS} Kind */
const targetText = (/** @type {Kind} */ kind) => `p97.5 <= ${TARGETS[kind]} ms, 0 errors`;
const COURSE = DEMO_COURSES.find((course) => course.id === 'quantum-alchemy-breathwork');
if (!COURSE) throw new Error('the demo course quantum-alchemy-breathwork is missing from the demo catalog');

const env = { ...emulatorEnv(PORTS, DEFAULT_PROJECT_ID), LOCAL_DATA_DIR: WORK_DIR, URL: `http://127.0.0.1:${PORT}` };
Object.assign(process.env, env);
const emulators = await startEmulators({ projectId: DEFAULT_PROJECT_ID, dataDir: null, logDir: join(WORK_DIR, 'logs'), ports: PORTS });
let server;
let missed = 0;
// Other work on the machine shows in every figure: the table says how busy it was.
const loadStart = loadavg()[0];
try {
  await seedDemoData(process.env);
  server = await serveBuiltSite({ port: PORT, ...(process.env.DIST_DIR ? { distDir: process.env.DIST_DIR } : {}) });
  /** @type {AuthEmulator} */
  const authEmulator = { url: `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`, apiKey: 'bench' };
  const idToken = await journey.signInWithPassword(authEmulator, 'learner@example.com', 'local-learner-pass');
  const auth = { authorization: `Bearer ${idToken}` };
  /** @type {Array<{ name: string, kind: Kind, path: string, headers?: Record<string, string> }>} */
  const routes = [
    { name: 'home page', kind: 'page', path: '/' },
    { name: 'treatment page', kind: 'page', path: '/treatments/anxiety-relief' },
    { name: 'GET /api/health', kind: 'read', path: '/api/health' },
    { name: 'GET /api/courses', kind: 'read', path: '/api/courses' },
    { name: 'GET /api/dashboard (signed in)', kind: 'read', path: '/api/dashboard', headers: auth },
  ];
  // Warm each route once (functions load on their first call).
  for (const route of routes) await fetch(server.url + route.path, { headers: route.headers });

  /** @type {string[]} */
  const rows = [];
  /**
   * @param {{ name: string, kind: Kind, connections: number, requests: number, perSecond: number, p50: number, p97_5: number, p99: number, errors: number }} row
   */
  const addRow = (row) => {
    const met = row.errors === 0 && row.requests > 0 && row.p97_5 <= TARGETS[row.kind];
    if (!met) missed += 1;
    const ms = (/** @type {number} */ value) => String(Math.round(value));
    rows.push(
      `| ${row.name} | ${row.connections} | ${row.requests} | ${Math.round(row.perSecond)} | ${ms(row.p50)} | ${ms(row.p97_5)} | ${ms(row.p99)} | ${row.errors} | ${targetText(row.kind)} | ${met ? 'yes' : '**no**'} |`,
    );
    console.log(rows.at(-1));
  };

  for (const route of routes) {
    for (const connections of LEVELS) {
      const result = await autocannon({ url: server.url + route.path, headers: route.headers, connections, duration: DURATION });
      addRow({
        name: route.name,
        kind: route.kind,
        connections,
        requests: result.requests.total,
        perSecond: result.requests.average,
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    }
  }

  // The write rows: each level gets its own WRITES new learners, who go through the writes row by row.
  const steps = journey.journeySteps({
    transport: journey.httpTransport(server.url),
    authEmulator,
    course: { id: COURSE.id, pence: Math.round(COURSE.price * 100), sessionId: `${COURSE.id}-1` },
  });
  const signUp = /** @type {JourneyStep} */ (steps.find((step) => step.name === 'Auth accounts:signUp'));
  const writes = steps.filter((step) => step.write);
  /** @param {string} tag @param {number} count */
  const signedUp = async (tag, count) => {
    /** @type {StepRecord[]} */
    const records = [];
    const learners = await journey.stepUnderLoad(journey.newLearners(tag, count), signUp, 20, records);
    if (learners.length !== count)
      throw new Error(`signing up ${count} learners on the Auth emulator failed: ${records.find((r) => !r.ok)?.problem}`);
    return learners;
  };
  const runTag = `load-${Date.now().toString(36)}`;
  // One learner through every write first: each function loads on its first call.
  let warm = await signedUp(`${runTag}-warm`, 1);
  for (const step of writes) warm = await journey.stepUnderLoad(warm, step, 1, []);
  if (!warm.length) console.log('(the warm-up learner did not get through every write)');
  for (const connections of LEVELS) {
    let learners = await signedUp(`${runTag}-c${connections}`, WRITES);
    for (const step of writes) {
      /** @type {StepRecord[]} */
      const records = [];
      const started = performance.now();
      const offered = learners.length;
      learners = await journey.stepUnderLoad(learners, step, connections, records);
      const seconds = (performance.now() - started) / 1000;
      const times = records.map((record) => record.ms).sort((a, b) => a - b);
      const failures = records.filter((record) => !record.ok);
      addRow({
        name: `${step.name} (${offered === WRITES ? '' : `${offered} of `}${WRITES} new learners)`,
        kind: 'write',
        connections,
        requests: records.length,
        perSecond: records.length / seconds,
        p50: journey.percentile(times, 50),
        p97_5: journey.percentile(times, 97.5),
        p99: journey.percentile(times, 99),
        errors: failures.length,
      });
      if (failures.length) console.log(`    e.g. ${[...new Set(failures.map((f) => f.problem))].slice(0, 3).join(' | ')}`);
    }
  }

  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on a 2-core machine (load average ${loadStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end), the built site served locally with the emulators. Reads: ${DURATION} s per row (requests still in flight when a row ends are not counted). Writes: one request per new learner, ${WRITES} learners per level. ${missed ? `**${missed} row(s) missed the target.**` : 'Every row met its target.'}`,
    '',
    '| route | connections | requests | requests/s | p50 ms | p97.5 ms | p99 ms | errors (non-2xx, timeouts, wrong answers) | target | met |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(`\n${table}`);
  if (!process.argv.includes('--no-readme')) {
    const readmePath = join(ROOT, 'README.md');
    const readme = readFileSync(readmePath, 'utf8');
    const start = '<!-- bench:load -->';
    const end = '<!-- /bench:load -->';
    if (readme.includes(start) && readme.includes(end)) {
      writeFileSync(readmePath, readme.slice(0, readme.indexOf(start) + start.length) + `\n${table}\n` + readme.slice(readme.indexOf(end)));
      console.log('README updated.');
    }
  }
  if (missed) console.error(`\nFAIL: ${missed} row(s) missed the target (see the table).`);
} finally {
  await server?.close();
  await emulators.stop();
  rmSync(WORK_DIR, { recursive: true, force: true });
}
process.exit(missed ? 1 : 0);
