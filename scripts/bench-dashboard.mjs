// @ts-check
// `npm run bench:dashboard`: how fast the learner dashboard function answers with 200 learners and their progress.
// Starts its own emulators (ports 600 above the defaults of the tests, so it never meets `npm start` or a test
// run), seeds the demo courses plus the learners (real Auth accounts, enrollments, profiles and progress rows in
// batched writes), bundles netlify/functions/dashboard.mts with esbuild as Netlify does, and calls the real
// handler with each learner's real ID token. Prints min / median / p95 / max and fails when p95 >= 300 ms.
//
// Options: --learners=200 --calls=200 --warmup=30 --budget=300   Env: BENCH_EMULATOR_OFFSET (default 600)
import { continueOnProjectNode } from './lib/bootstrap.mjs';

continueOnProjectNode(import.meta.url);

const { mkdirSync, rmSync } = await import('node:fs');
const { join } = await import('node:path');
const { performance } = await import('node:perf_hooks');
const { pathToFileURL } = await import('node:url');
const { ROOT, emulatorEnv, startEmulators } = await import('./lib/emulators.mjs');

/** @param {string} name @param {number} fallback */
const option = (name, fallback) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
};
const LEARNERS = option('learners', 200);
const CALLS = option('calls', 200);
const WARMUP = option('warmup', 30);
const BUDGET_MS = option('budget', 300);
const OFFSET = Number(process.env.BENCH_EMULATOR_OFFSET ?? 600);
const PORTS = { auth: 9199 + OFFSET, firestore: 8180 + OFFSET, hub: 4480 + OFFSET, logging: 4580 + OFFSET };
const PROJECT_ID = 'demo-bench';
const PASSWORD = 'bench-learner-pass';
const WORK_DIR = join(ROOT, '.test-data', `bench-dashboard-${process.pid}`);

// A small deterministic generator, so every run seeds the same data.
let state = 0x2545f491;
const random = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 0x100000000;
};
/** @type {<T>(list: T[]) => T} */
const pick = (list) => list[Math.floor(random() * list.length)];

/**
 * @template T, R
 * @param {T[]} items
 * @param {number} size
 * @param {(item: T) => Promise<R>} run
 */
async function inChunks(items, size, run) {
  /** @type {R[]} */
  const results = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return results;
}

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** @type {Awaited<ReturnType<typeof startEmulators>> | undefined} */
let emulators;
let stopping = false;
async function cleanUp() {
  if (stopping) return;
  stopping = true;
  await emulators?.stop().catch(() => {});
  rmSync(WORK_DIR, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanUp().then(() => process.exit(130)));

async function main() {
  mkdirSync(WORK_DIR, { recursive: true });
  console.log(`Starting emulators (auth ${PORTS.auth}, firestore ${PORTS.firestore})...`);
  emulators = await startEmulators({ projectId: PROJECT_ID, dataDir: null, logDir: join(WORK_DIR, 'logs'), ports: PORTS });
  // The seed, firebase-admin and the function all read these.
  Object.assign(process.env, emulatorEnv(PORTS, PROJECT_ID), { LOCAL_DATA_DIR: join(WORK_DIR, 'data'), CONTEXT: 'dev' });

  // The function as Netlify ships it: one esbuild bundle with npm packages left external.
  const { build } = await import('esbuild');
  const bundle = join(WORK_DIR, 'dashboard.mjs');
  await build({
    entryPoints: [join(ROOT, 'netlify', 'functions', 'dashboard.mts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    logLevel: 'error',
  });

  const started = performance.now();
  const { seedDemoData } = await import('./lib/seed.mjs');
  const { DEMO_COURSES, DEMO_SESSIONS } = await import('./lib/demo-data.mjs');
  await seedDemoData(process.env);
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { collections, enrollmentId, progressId } = await import('../netlify/lib/data/collections.ts');
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-seed');
  /** @type {{ uid: string, email: string | undefined, courses: string[], completed: number, sessions: number, token?: string }[]} */
  const learners = [];
  try {
    const auth = getAuth(app);
    const db = getFirestore(app);
    const store = collections(db);
    const paid = DEMO_COURSES.filter((c) => c.price > 0).map((c) => c.id);
    const allIds = DEMO_COURSES.map((c) => c.id);
    const accounts = await inChunks([...Array(LEARNERS).keys()], 25, (i) =>
      auth.createUser({ email: `bench-learner-${i}@example.com`, password: PASSWORD, displayName: `Bench Learner ${i}` }),
    );
    /** @type {Array<(batch: import('firebase-admin/firestore').WriteBatch) => void>} */
    const writes = [];
    for (const [i, user] of accounts.entries()) {
      // Most learners own one course, some two or three, a few none yet (they see the available list only).
      const count = i % 10 === 0 ? 0 : pick([1, 1, 1, 2, 2, 3]);
      const courses = [...new Set([pick(paid), ...Array.from({ length: count }, () => pick(allIds))])].slice(0, count);
      const now = new Date(Date.UTC(2025, 3, 1) + i * 3_600_000).toISOString();
      writes.push((batch) =>
        batch.set(store.profiles.doc(user.uid), {
          user_id: user.uid,
          email: user.email ?? '',
          full_name: `Bench Learner ${i}`,
          created_at: now,
        }),
      );
      let completed = 0;
      let sessions = 0;
      for (const courseId of courses) {
        writes.push((batch) =>
          batch.set(store.enrollments.doc(enrollmentId(user.uid, courseId)), {
            user_id: user.uid,
            course_id: courseId,
            enrolled_at: now,
            payment_intent_id: 'bench',
          }),
        );
        for (const session of DEMO_SESSIONS.filter((s) => s.course_id === courseId)) {
          if (random() < 0.3) continue; // not opened yet
          const done = random() < 0.5;
          completed += done ? 1 : 0;
          sessions += 1;
          const watched = Math.floor(random() * 2400);
          writes.push((batch) =>
            batch.set(store.progress.doc(progressId(user.uid, session.id)), {
              user_id: user.uid,
              session_id: session.id,
              watch_time_seconds: watched,
              completed_at: done ? now : null,
            }),
          );
        }
      }
      learners.push({ uid: user.uid, email: user.email, courses, completed, sessions });
    }
    for (let i = 0; i < writes.length; i += 400) {
      const batch = db.batch();
      for (const write of writes.slice(i, i + 400)) write(batch);
      await batch.commit();
    }
    const enrollments = learners.reduce((n, l) => n + l.courses.length, 0);
    const progressRows = learners.reduce((n, l) => n + l.sessions, 0);
    console.log(
      `Seeded ${LEARNERS} learners, ${enrollments} enrollments, ${progressRows} progress rows (${writes.length} documents) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await deleteApp(app);
  }

  // Real ID tokens from the Auth emulator (sign-in with password, as the browser does).
  await inChunks(learners, 25, async (learner) => {
    const response = await fetch(
      `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: learner.email, password: PASSWORD, returnSecureToken: true }),
      },
    );
    const body = await response.json();
    if (!response.ok) throw new Error(`sign-in failed for ${learner.email}: ${JSON.stringify(body)}`);
    learner.token = body.idToken;
  });

  const { default: dashboard } = await import(pathToFileURL(bundle).href);
  const context = { deploy: { context: 'dev', id: 'bench', published: false } };
  /** @param {(typeof learners)[number]} learner */
  async function call(learner) {
    const t0 = performance.now();
    const response = await dashboard(
      new Request('http://localhost/api/dashboard', { headers: { authorization: `Bearer ${learner.token}` } }),
      context,
    );
    const text = await response.text();
    const ms = performance.now() - t0;
    if (response.status !== 200) throw new Error(`dashboard answered ${response.status} for ${learner.email}: ${text.slice(0, 200)}`);
    // The answer must be right, not only fast: the learner's own courses and completed sessions.
    const data = JSON.parse(text);
    const completed = data.courses.reduce(
      (/** @type {number} */ n, /** @type {{ completedCount: number }} */ c) => n + c.completedCount,
      0,
    );
    if (data.courses.length !== learner.courses.length || completed !== learner.completed) {
      throw new Error(
        `wrong dashboard for ${learner.email}: ${data.courses.length} courses / ${completed} completed, expected ${learner.courses.length} / ${learner.completed}`,
      );
    }
    return ms;
  }

  for (let i = 0; i < WARMUP; i++) await call(pick(learners));
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < CALLS; i++) times.push(await call(pick(learners)));
  times.sort((a, b) => a - b);
  /** @param {number} ms */
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  const p95 = percentile(times, 95);
  console.log(`\nDashboard function, ${CALLS} sequential calls over random learners (after ${WARMUP} warm-up calls):`);
  console.log(
    `  min ${fmt(times[0])}   median ${fmt(percentile(times, 50))}   p95 ${fmt(p95)}   max ${fmt(/** @type {number} */ (times.at(-1)))}`,
  );
  if (p95 >= BUDGET_MS) {
    console.error(`FAIL: p95 ${fmt(p95)} is not under the ${BUDGET_MS} ms budget.`);
    return 1;
  }
  console.log(`OK: p95 is under the ${BUDGET_MS} ms budget.`);
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`Benchmark failed: ${/** @type {Error | undefined} */ (error)?.stack ?? error}`);
} finally {
  await cleanUp();
}
process.exit(code);
