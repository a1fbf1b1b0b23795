// @ts-check
// The local stack behind `npm start`: emulators with persisted data, demo seed, the local Sanity
// content lake with the Studio, and `astro dev` serving pages and functions on one port. Ctrl-C saves
// the data and stops what it started.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ensureDependencies } from './bootstrap.mjs';
import { waitForHealth } from './health-wait.mjs';
import { DEMO_ACCOUNTS } from './demo-data.mjs';
import { DEFAULT_PROJECT_ID, ROOT, emulatorEnv, emulatorPorts, isUp, startEmulators } from './emulators.mjs';
import { PrerequisiteError, requireFreePort } from './prerequisites.mjs';
import { lakeOptions } from './sanity-lake/config.mjs';
import { startLake } from './sanity-lake/server.mjs';
import { ensureStudioBuild } from './sanity-lake/studio-build.mjs';
import { seedDemoDataOnce } from './seed.mjs';
import { startDailyDrip } from './daily-drip.mjs';
import { alive, startWatchdog } from './watchdog.mjs';

// LOCAL_STACK_DATA_DIR lets tests run a second stack beside a developer's own.
export const DATA_DIR = resolve(process.env.LOCAL_STACK_DATA_DIR ?? join(ROOT, '.data'));
export const STACK_FILE = join(DATA_DIR, 'stack.json');
const insideRoot = !relative(ROOT, DATA_DIR).startsWith('..');
const SHOWN_DATA_DIR = insideRoot ? `${relative(ROOT, DATA_DIR) || '.'}/` : `${DATA_DIR}/`;
// A crash (or SIGKILL) loses at most the writes of the last SAVE_EVERY_MS (the README states the window).
export const SAVE_EVERY_MS = 10_000;
// The dev server's own Vite dependency cache (see astro.config.mjs): builds and type checks use another.
const VITE_CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'vite-dev');

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
/** @typedef {Awaited<ReturnType<typeof startLake>>} Lake */
/** @typedef {Awaited<ReturnType<typeof startEmulators>>} Emulators */

function loadDotEnv() {
  const file = join(ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

// The first request bundles every function, which takes a while on a busy machine.
/**
 * @param {string} url
 * @param {ChildProcess} child
 * @param {string} logFile
 * @param {number} [timeoutMs]
 */
async function waitForSite(url, child, logFile, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-8).join('\n');
      throw new Error(`The web server exited early:\n${tail}\n(full log: ${logFile})`);
    }
    // The first request compiles the function, so give it time rather than aborting and retrying.
    if (await isUp(url, 120_000)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The web server was not ready after ${timeoutMs / 1000} s; see ${logFile}`);
}

/**
 * `astro dev` keeps each page's getStaticPaths result (and the content it carries) until a module the page
 * imports changes. After a published change in the lake, the content module is touched (its text stays as
 * it is), so the next page load reads the lake again. Drafts change nothing on the site.
 * @param {Lake} lake
 */
function refreshPagesOnPublish(lake) {
  const contentModule = join(ROOT, 'src', 'content', 'localDataset.ts');
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  lake.store.subscribe(({ event }) => {
    if (/** @type {string} */ (event.documentId).startsWith('drafts.')) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const now = new Date();
      try {
        utimesSync(contentModule, now, now);
      } catch {
        // a read-only checkout only means the dev server shows the change after its next reload
      }
    }, 50);
  });
}

/**
 * The same for the course catalog: the pages are built with the catalog's prices and one page per course on sale
 * (src/content/catalog.ts), and `astro dev` keeps the list of course pages until the catalog module changes. When a
 * course record changes in the Firestore emulator (the course builder, a push), that module is touched, so the next
 * page load lists a newly published course and its page, as a deploy's rebuild would.
 * @param {Record<string, string>} firebaseEnv
 * @returns {Promise<() => void>} stops watching
 */
async function refreshPagesOnCatalogChange(firebaseEnv) {
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  Object.assign(process.env, { FIRESTORE_EMULATOR_HOST: firebaseEnv.FIRESTORE_EMULATOR_HOST, METADATA_SERVER_DETECTION: 'none' });
  const app = initializeApp({ projectId: firebaseEnv.FIREBASE_PROJECT_ID }, 'catalog-watch');
  const catalogModule = join(ROOT, 'src', 'content', 'catalog.ts');
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let first = true;
  return getFirestore(app)
    .collection('courses')
    .onSnapshot(
      () => {
        // The first snapshot is the catalog as it is: nothing changed yet.
        if (first) return void (first = false);
        clearTimeout(timer);
        timer = setTimeout(() => {
          const now = new Date();
          try {
            utimesSync(catalogModule, now, now);
          } catch {
            // a read-only checkout only means the dev server shows the change after its next reload
          }
        }, 200);
      },
      (error) => console.error(`Watching the course catalog stopped (${error.message}): restart to see newly published courses' pages.`),
    );
}

/**
 * A start after a crash: the last run's pid file is still there. If that run is alive, refuse; otherwise stop
 * whatever of it is left (the watchdog normally has) and say so.
 */
async function stopLeftovers() {
  if (!existsSync(STACK_FILE)) return;
  let last;
  try {
    last = JSON.parse(readFileSync(STACK_FILE, 'utf8'));
  } catch {
    rmSync(STACK_FILE, { force: true });
    return;
  }
  if (last.pid && last.pid !== process.pid && alive(last.pid)) {
    throw new PrerequisiteError(
      `npm start is already running (process ${last.pid}, ${last.url ?? 'this data folder'}): stop it first, or use another LOCAL_STACK_DATA_DIR.`,
    );
  }
  const groups = [last.web, last.auth, last.firestore].filter((pid) => Number.isInteger(pid) && alive(pid));
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* gone meanwhile */
    }
  }
  if (groups.length) console.log(`The last run did not end cleanly: stopped what it left running (processes ${groups.join(', ')}).`);
  rmSync(STACK_FILE, { force: true });
}

export async function runLocalStack() {
  const startedAt = Date.now();
  loadDotEnv();
  const port = Number(process.env.PORT ?? 4321);
  const projectId = process.env.FIREBASE_PROJECT_ID ?? DEFAULT_PROJECT_ID;
  const logDir = join(DATA_DIR, 'logs');
  mkdirSync(logDir, { recursive: true });

  /** @type {Emulators | undefined} */
  let emulators;
  /** @type {Lake | undefined} */
  let lake;
  /** @type {ChildProcess | undefined} */
  let web;
  /** @type {NodeJS.Timeout | undefined} */
  let saveTimer;
  /** @type {{ stop: () => void } | undefined} */
  let drip;
  /** @type {(() => void) | undefined} */
  let stopCatalogWatch;
  let stopping = false;
  let ownsStackFile = false;
  /** @type {Promise<void> | undefined} */
  let saving;
  // One save at a time: a slow export is not overlapped by the next tick (called only once the emulators run).
  const save = () => (saving ??= /** @type {Emulators} */ (emulators).save().finally(() => (saving = undefined)));

  /** @param {number} code */
  async function shutdown(code) {
    if (stopping) return;
    stopping = true;
    clearInterval(saveTimer);
    drip?.stop();
    stopCatalogWatch?.();
    if (emulators) {
      console.log('\nStopping: saving local data...');
      try {
        await saving;
        await emulators.save();
      } catch (error) {
        console.error(`Could not save the emulator data: ${/** @type {Error} */ (error).message}`);
      }
    }
    if (web && web.exitCode === null) {
      const exited = new Promise((r) => /** @type {ChildProcess} */ (web).once('exit', r));
      try {
        process.kill(-(/** @type {number} */ (web.pid)), 'SIGTERM');
      } catch {
        /* already gone */
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    await emulators?.stop();
    await lake?.close();
    if (ownsStackFile) rmSync(STACK_FILE, { force: true });
    if (emulators) console.log(`Stopped. Your data is kept in ${SHOWN_DATA_DIR} (\`npm run reset\` wipes it).`);
    process.exit(code);
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));

  try {
    await stopLeftovers();
    await requireFreePort(port, 'the website', 'PORT');
    const lakeConfig = lakeOptions(DATA_DIR);
    await requireFreePort(lakeConfig.port, 'the content lake and Studio', 'SANITY_LAKE_PORT');
    const ports = emulatorPorts();
    const firebaseEnv = emulatorEnv(ports, projectId);

    // The content lake (what the Studio edits and the site reads) runs in this process; the Studio's
    // build is cached, so only the first start after a Studio change builds it.
    ensureDependencies(join(ROOT, 'studio'));
    const lakeLog = join(logDir, 'lake.log');
    lake = await startLake({ ...lakeConfig, log: (line) => appendFileSync(lakeLog, `${new Date().toISOString()} ${line}\n`) });
    // PUBLIC_SANITY_STUDIO_URL: the course builder links each course to its page in this Studio.
    const lakeEnv = {
      SANITY_LAKE_URL: lake.url,
      CONTENT_SEED_IMAGES_DIR: join(lakeConfig.dir, 'images'),
      PUBLIC_SANITY_STUDIO_URL: lake.studioUrl,
    };
    refreshPagesOnPublish(lake);

    // The web server starts first: it needs the emulators only when a function is called, so its
    // start-up overlaps theirs.
    const webLog = join(logDir, 'web.log');
    const out = openSync(webLog, 'a');
    web = spawn(
      process.execPath,
      [join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'dev', '--port', String(port), '--ignore-lock'],
      {
        cwd: ROOT,
        detached: true,
        stdio: ['ignore', out, out],
        // URL: the site's public origin, for links in e-mails and checkout return addresses (never a Host header).
        env: {
          ...process.env,
          ...firebaseEnv,
          ...lakeEnv,
          LOCAL_DATA_DIR: DATA_DIR,
          ASTRO_TELEMETRY_DISABLED: '1',
          PORT: String(port),
          URL: `http://127.0.0.1:${port}`,
          LOCAL_STACK_VITE_CACHE_DIR: VITE_CACHE_DIR,
        },
      },
    );
    // However this process ends (even SIGKILL), the web server ends with it (the emulators have their own).
    startWatchdog([/** @type {number} */ (web.pid)]);
    ownsStackFile = true;
    writeFileSync(STACK_FILE, JSON.stringify({ pid: process.pid, web: web.pid }, null, 2));

    console.log('Starting the Firebase Auth and Cloud Firestore emulators...');
    const url = `http://127.0.0.1:${port}`;
    /** @type {Record<string, number>} */
    const phases = {};
    /** @type {<T>(name: string, promise: Promise<T>) => Promise<T>} */
    const timed = (name, promise) => promise.then((value) => ((phases[name] = (Date.now() - startedAt) / 1000), value));
    // The emulators (then the seed) and the web server's first page come up side by side.
    await Promise.all([
      timed(
        'data',
        (async () => {
          emulators = await startEmulators({ projectId, dataDir: join(DATA_DIR, 'emulators'), logDir, ports });
          writeFileSync(
            STACK_FILE,
            JSON.stringify({ pid: process.pid, web: /** @type {ChildProcess} */ (web).pid, ...emulators.pids }, null, 2),
          );
          // Once per data folder: a restart brings back nothing the practitioner deleted.
          await seedDemoDataOnce({ ...process.env, ...firebaseEnv, LOCAL_DATA_DIR: DATA_DIR });
          await emulators.save();
          stopCatalogWatch = await refreshPagesOnCatalogChange(firebaseEnv);
        })(),
      ),
      timed('pages', waitForSite(`${url}/`, /** @type {ChildProcess} */ (web), webLog)),
      timed(
        'studio',
        // A Studio that cannot be built must not keep the site from starting: say so and go on.
        ensureStudioBuild({ log: console.log }).then(
          (studio) => /** @type {Lake} */ (lake).setStudioDir(studio.dir),
          (error) => console.error(`Sanity Studio could not be built, so it is not served: ${error.message}`),
        ),
      ),
    ]);
    // The daily drip e-mails, as Netlify's scheduled function sends them (`npm run drip` sends them now).
    drip = startDailyDrip({
      env: { ...process.env, ...firebaseEnv, LOCAL_DATA_DIR: DATA_DIR, PORT: String(port), URL: `http://127.0.0.1:${port}` },
      log: join(logDir, 'drip.log'),
    });
    saveTimer = setInterval(() => save().catch((/** @type {Error} */ e) => console.error(`Autosave failed: ${e.message}`)), SAVE_EVERY_MS);

    // Functions load on their first call (scripts/lib/local-functions.mjs), and their first database call may be
    // slow on a busy machine: "ready" is /api/health answering 200, waited for (bounded), not one call.
    const logsShown = `${SHOWN_DATA_DIR}logs/ (web.log, firestore-emulator.log)`;
    await waitForHealth(`${url}/api/health`, {
      describe: { database: `the database (the Cloud Firestore emulator on 127.0.0.1:${ports.firestore})` },
      logs: logsShown,
      stillRunning: () => (web?.exitCode === null ? null : `the web server exited (code ${web?.exitCode}); see ${webLog}`),
    });
    writeFileSync(
      STACK_FILE,
      JSON.stringify({ pid: process.pid, web: web.pid, .../** @type {Emulators} */ (emulators).pids, url, lake: lake.url }, null, 2),
    );

    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    console.log(
      `\nReady in ${seconds} s (emulators and demo data ${phases.data.toFixed(1)} s, first page ${phases.pages.toFixed(1)} s): ${url}`,
    );
    console.log(`  Sanity Studio: ${lake.studioUrl}   (signed in as the local practitioner; edits are kept in ${SHOWN_DATA_DIR}lake/)`);
    if (lake.store.seedChangedSinceEdits) {
      console.log(
        '  Note: content/seed changed after your Studio edits; the site shows your edits. `npm run reset` takes the new seed (and drops them).',
      );
    }
    console.log(`  Health: ${url}/api/health   Mail outbox: ${SHOWN_DATA_DIR}outbox/   Logs: ${SHOWN_DATA_DIR}logs/`);
    console.log('  Local demo accounts (local only, never use these passwords elsewhere):');
    for (const account of DEMO_ACCOUNTS) {
      console.log(`    ${account.admin ? 'admin  ' : 'learner'}  ${account.email}  /  ${account.password}`);
    }
    console.log(`Press Ctrl-C to stop. Data is kept in ${SHOWN_DATA_DIR} between runs; \`npm run reset\` wipes it.`);
    web.once('exit', (code) => {
      if (!stopping) {
        console.error(`The web server stopped unexpectedly (code ${code}); see ${webLog}`);
        void shutdown(1);
      }
    });
  } catch (error) {
    console.error(error instanceof PrerequisiteError ? error.message : `Could not start: ${/** @type {Error} */ (error).message}`);
    await shutdown(1);
  }
}
