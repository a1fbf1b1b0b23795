// `npm run bench:admin`: the admin API's speed at scale. Starts its own emulators (ports shifted by
// BENCH_EMULATOR_OFFSET, default 760, so nothing else is disturbed), seeds 10,000 users, 30,000 enrollments,
// 20,000 payments and 200,000 progress rows (BENCH_USERS scales them all; scripts/lib/bench-admin-seed.mjs),
// counts the admin's figures from them, leaves BENCH_WAITING_CHANGES (default 1,000) learner writes made through
// the product waiting to be folded (as after a launch), then calls each admin read (token verification included) repeatedly:
// the overview, the first Users page, page 3 reached by cursor as the tab pages, a Users search by name and one
// by e-mail, and the Insight data (its first call, which looks for the quiet learners, printed apart). Prints
// min/median/p95/max of each and exits non-zero when a p95 reaches its budget (500 ms each).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, emulatorEnv, startEmulators } from './lib/emulators.mjs';
import { seedAdminScale } from './lib/bench-admin-seed.mjs';
import { seedDemoData } from './lib/seed.mjs';
import './lib/ts-modules.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 10000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
// The emulator is a JVM: its first few dozen queries run before the JIT compiler has warmed up.
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 30);
/** Budgets (p95, ms) per endpoint. */
const BUDGETS = { overview: 500, usersFirstPage: 500, usersPage: 500, usersSearch: 500, usersSearchEmail: 500, insight: 500 };
const OFFSET = Number(process.env.BENCH_EMULATOR_OFFSET ?? 760);
const PROJECT_ID = 'demo-bench-admin';
const ports = { auth: 9199 + OFFSET, firestore: 8180 + OFFSET, hub: 4480 + OFFSET, logging: 4580 + OFFSET };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

/** CPU seconds used so far by every process of a process group (Linux /proc; null elsewhere). */
function groupCpuSeconds(pgid) {
  try {
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
        // After "pid (comm) ": state ppid pgrp ... utime is field 14, stime 15 (1-based over the whole line).
        if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        /* the process ended meanwhile */
      }
    }
    return ticks / 100;
  } catch {
    return null;
  }
}

async function signIn(email, password) {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  const body = await response.json();
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
  console.log(`Starting bench emulators (Auth ${ports.auth}, Firestore ${ports.firestore})...`);
  const emulators = await startEmulators({
    projectId: PROJECT_ID,
    dataDir: null,
    logDir: join(ROOT, '.test-data', 'bench-admin-logs'),
    ports,
  });
  try {
    Object.assign(process.env, emulatorEnv(ports, PROJECT_ID), { LOCAL_DATA_DIR: dataDir, CONTEXT: 'dev' });
    await seedDemoData(process.env);
    const { auth, db } = await import('../netlify/lib/firebase.ts');
    const { recountFigures, readFigures } = await import('../netlify/lib/data/figures.ts');
    const { startProgress } = await import('../netlify/lib/learning/sessionProgress.ts');
    const firestore = await db();
    let started = Date.now();
    const seeded = await seedAdminScale({ firestore, auth: auth(), users: USERS, log: (line) => console.log(`  ${line}`) });
    console.log(
      `Seeded ${seeded.profiles} users, ${seeded.enrollments} enrollments, ${seeded.payments} payments, ${seeded.progress} progress rows ` +
        `and ${seeded.activity} activity records (BulkWriter) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    // Data written straight into the collections, as by an import: the figures are counted from them once (a
    // script's job, never a request's); from here on every write records its own change.
    started = Date.now();
    const counted = await recountFigures(firestore);
    console.log(`Figures counted from the collections in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    const expectedPence = seeded.paidPence - seeded.refundedPence;
    if (Math.round(counted.paid_pence - counted.refunded_pence) !== expectedPence) {
      throw new Error(`The counted money (${counted.paid_pence - counted.refunded_pence} p) is not the seeded ${expectedPence} p`);
    }
    // A launch's worth of learner writes through the product: each records a change that the admin's reads fold.
    const waiting = Number(process.env.BENCH_WAITING_CHANGES ?? 1000);
    const sessionIds = (await firestore.collection('course_sessions').select().get()).docs.map((doc) => doc.id);
    started = Date.now();
    for (let i = 0; i < waiting; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, waiting - i) }, (_, k) =>
          startProgress(`bench-launch-${i + k}`, /** @type {string} */ (sessionIds[(i + k) % sessionIds.length])),
        ),
      );
    }
    console.log(`${waiting} learners opened a session through the product in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    const afterLaunch = await readFigures(firestore);
    const started1 = Object.values(afterLaunch.session_started).reduce((a, b) => a + b, 0);
    const started0 = Object.values(counted.session_started).reduce((a, b) => a + b, 0);
    if (started1 - started0 !== waiting)
      throw new Error(`The funnel moved by ${started1 - started0}, not by the ${waiting} sessions opened`);
    // The read above folded the backlog; leave a fresh one for the timed reads.
    for (let i = 0; i < waiting; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, waiting - i) }, (_, k) =>
          startProgress(`bench-launch-b-${i + k}`, /** @type {string} */ (sessionIds[(i + k) % sessionIds.length])),
        ),
      );
    }

    const token = await signIn('admin@example.com', 'local-admin-pass');
    const context = { deploy: { context: 'dev' } };
    // The Users tab pages by cursor: Next sends the previous page's last row. Page 3 is reached as the tab does.
    const { default: usersHandler } = await import('../netlify/functions/admin-users.mts');
    let after = '';
    for (const page of [1, 2]) {
      const response = await usersHandler(
        new Request(`http://localhost/api/admin/users?page=${page}&sort=newest${after ? `&after=${encodeURIComponent(after)}` : ''}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
        context,
      );
      const last = (await response.json()).users.at(-1);
      after = `${last.created_at}|${last.uid}`;
    }
    const endpoints = {
      overview: { module: '../netlify/functions/admin-overview.mts', path: '/api/admin/overview' },
      usersFirstPage: { module: '../netlify/functions/admin-users.mts', path: '/api/admin/users?page=1&sort=newest' },
      usersPage: {
        module: '../netlify/functions/admin-users.mts',
        path: `/api/admin/users?page=3&sort=newest&after=${encodeURIComponent(after)}`,
      },
      usersSearch: { module: '../netlify/functions/admin-users.mts', path: '/api/admin/users?q=bench%20learner%2012' },
      usersSearchEmail: { module: '../netlify/functions/admin-users.mts', path: '/api/admin/users?q=bench-12' },
      insight: { module: '../netlify/functions/admin-insight.mts', path: '/api/admin/insight' },
    };
    let failed = 0;
    for (const [name, { module, path }] of Object.entries(endpoints)) {
      const { default: handler } = await import(module);
      const call = async () => {
        const t0 = performance.now();
        const response = await handler(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }), context);
        const body = await response.json();
        const elapsed = performance.now() - t0;
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
        return { elapsed, body };
      };
      if (name === 'overview') {
        // The first admin read after the launch folds the changes waiting (at most a few slices per read).
        const first = await call();
        console.log(`GET ${path} first call, folding ${waiting} waiting changes: ${ms(first.elapsed)}`);
      }
      if (name === 'insight') {
        // The first Insight read of an instance looks for the quiet learners; later ones within 10 minutes keep them.
        const first = await call();
        console.log(`GET ${path} first call, finding the quiet learners: ${ms(first.elapsed)}`);
      }
      for (let i = 0; i < WARM_UP; i++) await call();
      const times = [];
      let last;
      const cpuBefore = [groupCpuSeconds(emulators.pids.firestore), groupCpuSeconds(emulators.pids.auth), process.cpuUsage()];
      for (let i = 0; i < RUNS; i++) {
        const { elapsed, body } = await call();
        times.push(elapsed);
        last = body;
      }
      const cpu = [groupCpuSeconds(emulators.pids.firestore), groupCpuSeconds(emulators.pids.auth), process.cpuUsage(cpuBefore[2])];
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      if (name === 'overview') {
        console.log(`Totals: ${JSON.stringify(last.totals)}; recent enrollments: ${last.recentEnrollments.length}`);
        if (last.totals.totalEnrollments < seeded.enrollments || last.totals.totalUsers < seeded.profiles)
          throw new Error('The totals do not include the seeded data');
        if (Math.round(last.totals.totalRevenue * 100) !== expectedPence)
          throw new Error(`Total Revenue ${last.totals.totalRevenue} is not the seeded £${expectedPence / 100}`);
      }
      if (name.startsWith('users') && !(last.users.length > 0)) throw new Error(`${path} found no users`);
      console.log(
        `GET ${path} x${RUNS}: min ${ms(times[0])}, median ${ms(percentile(times, 50))}, p95 ${ms(p95)}, max ${ms(times.at(-1))} (budget ${BUDGETS[name]} ms)`,
      );
      if (cpu[0] !== null && cpuBefore[0] !== null) {
        const perCall = (seconds) => ms((seconds * 1000) / RUNS);
        console.log(
          `  CPU per call: Firestore emulator ${perCall(cpu[0] - cpuBefore[0])}, Auth emulator ${perCall(cpu[1] - cpuBefore[1])}, ` +
            `this process ${perCall((cpu[2].user + cpu[2].system) / 1e6)}; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
        );
      }
      if (p95 >= BUDGETS[name]) {
        console.error(`  ${name}: p95 ${ms(p95)} is not under ${BUDGETS[name]} ms.`);
        failed++;
      }
    }
    if (failed) return 1;
    console.log('OK: every p95 is under its budget.');
    return 0;
  } finally {
    await emulators.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  process.exit(await main());
} catch (error) {
  console.error(`Benchmark failed: ${error?.message ?? error}`);
  process.exit(1);
}
