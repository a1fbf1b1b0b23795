// @ts-check
// `npm run bench:load`: load on the built site as Netlify would serve it (pages, functions, headers), with
// autocannon at 10 and 50 connections against the public pages and the main API routes, on this machine only.
// Needs `npm run build` first. Starts its own emulators with the demo data (ports BENCH_EMULATOR_OFFSET, default
// 870, above the defaults), prints a Markdown table and writes it into the README between the bench:load
// markers (--no-readme leaves the README alone). Each run is bounded: DURATION seconds per route and level.
//
// Options: --duration=5   Env: BENCH_EMULATOR_OFFSET, BENCH_LOAD_PORT (default 8990)
import { continueOnProjectNode } from './lib/bootstrap.mjs';

continueOnProjectNode(import.meta.url);

const { readFileSync, rmSync, writeFileSync } = await import('node:fs');
const { join } = await import('node:path');
const { default: autocannon } = await import('autocannon');
const { ROOT, DEFAULT_PROJECT_ID, emulatorEnv, startEmulators } = await import('./lib/emulators.mjs');
const { seedDemoData } = await import('./lib/seed.mjs');
const { serveBuiltSite } = await import('./lib/built-site-server.mjs');

const durationArg = process.argv.find((a) => a.startsWith('--duration='));
const DURATION = durationArg ? Number(durationArg.split('=')[1]) : 5;
const OFFSET = Number(process.env.BENCH_EMULATOR_OFFSET ?? 870);
const PORTS = { auth: 9199 + OFFSET, firestore: 8180 + OFFSET, hub: 4480 + OFFSET, logging: 4580 + OFFSET };
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 8990);
const WORK_DIR = join(ROOT, '.test-data', `bench-load-${process.pid}`);
const LEVELS = [10, 50];

const env = { ...emulatorEnv(PORTS, DEFAULT_PROJECT_ID), LOCAL_DATA_DIR: WORK_DIR, URL: `http://127.0.0.1:${PORT}` };
Object.assign(process.env, env);
const emulators = await startEmulators({ projectId: DEFAULT_PROJECT_ID, dataDir: null, logDir: join(WORK_DIR, 'logs'), ports: PORTS });
let server;
try {
  await seedDemoData(process.env);
  server = await serveBuiltSite({ port: PORT, ...(process.env.DIST_DIR ? { distDir: process.env.DIST_DIR } : {}) });
  const signIn = await fetch(
    `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'learner@example.com', password: 'local-learner-pass', returnSecureToken: true }),
    },
  );
  const { idToken } = await signIn.json();
  const auth = { authorization: `Bearer ${idToken}` };
  /** @type {Array<{ name: string, path: string, headers?: Record<string, string>, method?: string, body?: string }>} */
  const routes = [
    { name: 'home page', path: '/' },
    { name: 'treatment page', path: '/treatments/anxiety-relief' },
    { name: 'GET /api/health', path: '/api/health' },
    { name: 'GET /api/courses', path: '/api/courses' },
    { name: 'GET /api/dashboard (signed in)', path: '/api/dashboard', headers: auth },
    {
      name: 'POST /api/progress/save (signed in)',
      path: '/api/progress/save',
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ courseId: 'quantum-alchemy-breathwork', sessionId: 'quantum-alchemy-breathwork-1', watchTimeSeconds: 60 }),
    },
  ];
  // Warm each route once (functions load on their first call).
  for (const route of routes)
    await fetch(server.url + route.path, { method: route.method ?? 'GET', headers: route.headers, body: route.body });

  const rows = [];
  for (const route of routes) {
    for (const connections of LEVELS) {
      const result = await autocannon({
        url: server.url + route.path,
        method: /** @type {any} */ (route.method ?? 'GET'),
        headers: route.headers,
        body: route.body,
        connections,
        duration: DURATION,
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      rows.push(
        `| ${route.name} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p97_5} | ${result.latency.p99} | ${errors} |`,
      );
      console.log(rows.at(-1));
    }
  }
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on a 2-core machine, ${DURATION} s per row, the built site served locally with the emulators (requests still in flight when a row ends are not counted):`,
    '',
    '| route | connections | requests/s | p50 ms | p97.5 ms | p99 ms | errors (non-2xx, timeouts) |',
    '|---|---|---|---|---|---|---|',
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
} finally {
  await server?.close();
  await emulators.stop();
  rmSync(WORK_DIR, { recursive: true, force: true });
}
