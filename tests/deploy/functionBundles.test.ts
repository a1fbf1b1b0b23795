// The deployed form of the functions: every function bundled by Netlify's own bundler
// (@netlify/zip-it-and-ship-it, as a deploy does) into a folder outside this checkout, imported by a plain
// Node process whose working directory is the bundle (as on Netlify), and called through its default
// export with real Requests. A missing module, a dev-only import or a path that only resolves in this checkout
// fails here, while the tests that import netlify/functions/* from the source tree pass.
// Needs the test emulators (its own project id, so the function tests' resets never meet its data).
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statfsSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_COURSES } from '../../scripts/lib/demo-data.mjs';
import { ROOT, clearEmulatorData, emulatorEnv } from '../../scripts/lib/emulators.mjs';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { TEST_PORTS, ensureTestEmulators } from '../support/emulators';

const PROJECT_ID = 'demo-deploy';
/** The site's address in the bundles' environment: the origin callBundle.mjs sends its requests to. */
const SITE = 'http://127.0.0.1:8888';
const FUNCTIONS_DIR = join(ROOT, 'netlify', 'functions');
const HERE = dirname(fileURLToPath(import.meta.url));
const BUNDLER = join(HERE, 'bundleFunctions.mjs');
const RUNNER = join(HERE, 'callBundle.mjs');
/**
 * Where the bundles go: 29 folders of about 20 MB each (node_modules included). A memory file system when the
 * machine has one with room (writing and deleting them on disk costs most of a minute), else the temp folder.
 * Either way outside this checkout, so nothing resolves from its node_modules.
 */
function scratchRoot(): string {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize > 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // no /dev/shm here
  }
  return tmpdir();
}

/** Bundles imported at the same time (each child loads firebase-admin; the machine has two cores). */
const PARALLEL_CHILDREN = 2;

type Call = { method: string; path: string; headers?: Record<string, string>; body?: unknown; deployContext?: string };
type Answer = { status?: number; contentType?: string | null; setCookie?: string | null; text?: string; thrown?: string };
type Check = { call: Call; expect: (answer: Answer) => void };
type Outcome = { importError?: string; answers?: Answer[]; stderr: string; exitError?: string };

const LOCAL_MODES = { content: 'local', auth: 'emulator', database: 'emulator', payments: 'local', mail: 'outbox', storage: 'local' };

/** Who may call each signed-in endpoint, and with which methods (the public ones have their own checks below). */
const SIGNED_IN: Record<string, { auth: 'user' | 'admin'; methods: string[] }> = {
  'admin-courses': { auth: 'admin', methods: ['GET', 'POST', 'PATCH', 'DELETE'] },
  'admin-enrollments': { auth: 'admin', methods: ['DELETE'] },
  'admin-export': { auth: 'admin', methods: ['GET'] },
  'admin-insight': { auth: 'admin', methods: ['GET'] },
  'admin-refund': { auth: 'admin', methods: ['POST'] },
  'admin-grant-admin': { auth: 'admin', methods: ['POST'] },
  'admin-overview': { auth: 'admin', methods: ['GET'] },
  'admin-pending-emails': { auth: 'admin', methods: ['GET', 'POST'] },
  'admin-send-email': { auth: 'admin', methods: ['POST'] },
  'admin-unfinished-payments': { auth: 'admin', methods: ['GET', 'POST'] },
  'admin-session-image': { auth: 'admin', methods: ['POST'] },
  'admin-session-audio': { auth: 'admin', methods: ['PATCH', 'DELETE'] },
  'admin-session-audio-upload': { auth: 'admin', methods: ['POST'] },
  'admin-sessions': { auth: 'admin', methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] },
  'admin-users': { auth: 'admin', methods: ['GET'] },
  'create-user-and-enroll': { auth: 'admin', methods: ['POST'] },
  'delete-user': { auth: 'admin', methods: ['POST'] },
  'send-enrollment-email': { auth: 'admin', methods: ['POST'] },
  account: { auth: 'user', methods: ['GET'] },
  'account-delete': { auth: 'user', methods: ['POST'] },
  'account-email': { auth: 'user', methods: ['POST'] },
  'account-email-confirmation': { auth: 'user', methods: ['POST'] },
  'account-export': { auth: 'user', methods: ['GET'] },
  'account-name': { auth: 'user', methods: ['POST'] },
  certificate: { auth: 'user', methods: ['GET', 'POST'] },
  course: { auth: 'user', methods: ['GET'] },
  'create-checkout': { auth: 'user', methods: ['POST'] },
  dashboard: { auth: 'user', methods: ['GET'] },
  'owned-courses': { auth: 'user', methods: ['GET'] },
  'admin-email-preview': { auth: 'admin', methods: ['POST'] },
  'admin-promotions': { auth: 'admin', methods: ['GET', 'POST', 'PATCH'] },
  profile: { auth: 'user', methods: ['POST'] },
  'progress-complete': { auth: 'user', methods: ['POST'] },
  'progress-save': { auth: 'user', methods: ['POST'] },
  session: { auth: 'user', methods: ['GET'] },
  'session-audio': { auth: 'user', methods: ['GET'] },
  'session-audio-url': { auth: 'user', methods: ['GET'] },
  'verify-payment': { auth: 'user', methods: ['POST'] },
};

const json = (answer: Answer): Record<string, unknown> => JSON.parse(answer.text ?? 'null') as Record<string, unknown>;
const status = (expected: number) => (answer: Answer) => expect(answer, JSON.stringify(answer)).toMatchObject({ status: expected });
const error = (expected: number, message: string) => (answer: Answer) => {
  status(expected)(answer);
  expect(json(answer).error).toBe(message);
};

let bundleDir: string;
let dataDir: string;
let stopEmulators: () => Promise<void> = async () => {};
const routes = new Map<string, string>();
const entryFiles = new Map<string, string>();
const outcomes = new Map<string, Outcome>();
const tokens = { learner: '', admin: '' };
const storedImage = { path: 'session-images/deploy-check-1700000000000.webp', bytes: Buffer.alloc(0) };

/** An ID token from the Auth emulator. The API key would pick the emulator's default project: name ours instead. */
async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${TEST_PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ email, password, returnSecureToken: true, targetProjectId: PROJECT_ID }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.idToken;
}

/** A fresh ID token of a demo account. */
function signInAs(key: 'learner' | 'admin'): Promise<string> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key)!;
  return signIn(account.email, account.password);
}

/** The environment of a deployed function in local mode: only what Netlify would give it, plus the emulators. */
function bundleEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: dataDir,
    TZ: 'UTC',
    ...emulatorEnv(TEST_PORTS, PROJECT_ID),
    LOCAL_DATA_DIR: dataDir,
    // The site's address, as Netlify gives every deployed function (the session cookie's own-site rule reads it).
    URL: SITE,
    // This suite proves the packaging (each bundle loads and answers through its export), not latency: beside the
    // browser suite a cold bundle's first Auth call took over the 4 s production deadline, and /api/health rightly
    // answered 503. The deadlines and their 503s are the function tests' subject (tests/functions/resilience.test.ts).
    BACKEND_TIMEOUT_MS: '20000',
    // Local content mode reads the seed; a real deploy reads Sanity (SANITY_PROJECT_ID) and needs no file.
    CONTENT_SEED_PATH: join(ROOT, 'content', 'seed', 'data.ndjson'),
    CONTENT_SEED_IMAGES_DIR: join(ROOT, 'content', 'seed', 'images'),
    ...extra,
  };
}

/** The module Netlify's runtime loads: the one the bundle's entry point hands to the bootstrap. */
function functionModule(name: string): string {
  const folder = join(bundleDir, name);
  const entryPoint = readFileSync(join(folder, entryFiles.get(name)!), 'utf8');
  const module = /getLambdaHandler\((['"])(.+?)\1\)/.exec(entryPoint)?.[2];
  if (!module) throw new Error(`${name}: no function module named in its entry point:\n${entryPoint}`);
  return join(folder, module);
}

function callBundle(name: string, calls: Call[], env = bundleEnv()): Promise<Outcome> {
  const folder = join(bundleDir, name);
  const entry = functionModule(name);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [RUNNER, entry, JSON.stringify(calls)],
      { cwd: folder, env, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
      (exitError, stdout, stderr) => {
        const line = stdout.trim().split('\n').pop() ?? '';
        let parsed: Omit<Outcome, 'stderr'>;
        try {
          parsed = JSON.parse(line) as Omit<Outcome, 'stderr'>;
        } catch {
          parsed = { importError: `no answer on stdout: ${stdout.slice(-2000)}` };
        }
        resolve({ ...parsed, stderr, ...(exitError ? { exitError: exitError.message } : {}) });
      },
    );
  });
}

/** The checks of one function: the public ones by hand, the signed-in ones from SIGNED_IN. */
/** Functions Netlify runs on a schedule (config.schedule), without an address. */
const SCHEDULED = new Set(['drip-notices']);

function checksFor(name: string): Check[] {
  const path = routes.get(name) || `/.netlify/functions/${name}`;
  const signedIn = SIGNED_IN[name];
  if (signedIn) {
    return signedIn.methods.flatMap((method): Check[] => [
      { call: { method, path }, expect: error(401, 'Authentication required') },
      { call: { method, path, headers: { authorization: 'Bearer not-a-token' } }, expect: error(401, 'Authentication required') },
      ...(signedIn.auth === 'admin'
        ? [{ call: { method, path, headers: { authorization: `Bearer ${tokens.learner}` } }, expect: error(403, 'Admin access required') }]
        : []),
    ]);
  }
  switch (name) {
    case 'drip-notices':
      // The daily run answers with what it did (the demo data has no dripped session: nothing to send).
      return [{ call: { method: 'POST', path }, expect: (answer) => expect(json(answer)).toMatchObject({ sent: 0, failed: 0 }) }];
    case 'health':
      return [
        {
          call: { method: 'GET', path },
          expect: (answer) => {
            status(200)(answer);
            expect(json(answer)).toMatchObject({ status: 'ok', integrations: LOCAL_MODES });
          },
        },
        // The production guard works in the deployed form: local integrations are refused there.
        { call: { method: 'GET', path, deployContext: 'production' }, expect: status(500) },
        { call: { method: 'POST', path }, expect: status(405) },
      ];
    case 'courses':
      return [
        {
          call: { method: 'GET', path },
          expect: (answer) => {
            status(200)(answer);
            const ids = (json(answer).courses as Array<{ id: string }>).map((course) => course.id);
            expect(ids).toEqual([...DEMO_COURSES].sort((a, b) => a.created_at.localeCompare(b.created_at)).map((course) => course.id));
          },
        },
      ];
    case 'public-config':
      return [
        {
          call: { method: 'GET', path },
          expect: (answer) => {
            status(200)(answer);
            expect(json(answer)).toMatchObject({ projectId: PROJECT_ID, authEmulatorUrl: `http://127.0.0.1:${TEST_PORTS.auth}` });
          },
        },
      ];
    case 'storage-image':
      return [
        {
          call: { method: 'GET', path: `${path}?path=${encodeURIComponent(storedImage.path)}` },
          expect: (answer) => {
            status(200)(answer);
            expect(answer.contentType).toBe('image/webp');
          },
        },
        { call: { method: 'GET', path: `${path}?path=session-images/missing-1700000000000.webp` }, expect: error(404, 'Image not found') },
      ];
    case 'send-contact-email':
      return [
        {
          call: {
            method: 'POST',
            path,
            body: { name: 'Deploy Check', email: 'deploy-check@example.com', message: 'Sent by the bundle test.' },
          },
          expect: (answer) => {
            status(200)(answer);
            expect(json(answer)).toEqual({ ok: true });
          },
        },
      ];
    case 'auth-email-link':
      return [
        // A demo account gets a real sign-in link (firebase-admin inside the bundle); an unknown address the same answer.
        {
          call: { method: 'POST', path, body: { purpose: 'sign-in', email: 'learner@example.com' } },
          expect: (answer) => {
            status(200)(answer);
            expect(json(answer)).toEqual({ ok: true });
          },
        },
        {
          call: { method: 'POST', path, body: { purpose: 'password-reset', email: 'nobody-deploy-check@example.com' } },
          expect: (answer) => {
            status(200)(answer);
            expect(json(answer)).toEqual({ ok: true });
          },
        },
        {
          call: { method: 'POST', path, body: { purpose: 'sign-in', email: 'not-an-address' } },
          expect: error(400, 'email: Email must be a valid email address'),
        },
        { call: { method: 'GET', path }, expect: status(405) },
      ];
    case 'auth-session':
      return [
        // The learner's fresh ID token, from the site's own page: the session cookie (firebase-admin inside the bundle).
        {
          call: { method: 'POST', path, headers: { origin: SITE }, body: { idToken: tokens.learner } },
          expect: (answer) => {
            status(200)(answer);
            expect(answer.setCookie).toMatch(/^__session=[\w.-]+; Path=\/; Max-Age=1209600; HttpOnly; SameSite=Lax$/);
          },
        },
        {
          call: { method: 'POST', path, headers: { origin: 'https://elsewhere.example' }, body: { idToken: tokens.learner } },
          expect: error(403, 'This request came from another site.'),
        },
        {
          call: { method: 'POST', path, headers: { origin: SITE }, body: { idToken: 'not-a-token' } },
          expect: error(401, 'Authentication required'),
        },
        // Sign-out without a session (the learner's token stays valid for the other checks): the cookie is cleared.
        {
          call: { method: 'DELETE', path, headers: { origin: SITE } },
          expect: (answer) => {
            status(200)(answer);
            expect(answer.setCookie).toMatch(/^__session=; Path=\/; Max-Age=0; /);
          },
        },
        // Who the session names: the learner by her token; nobody without a credential.
        {
          call: { method: 'GET', path, headers: { authorization: `Bearer ${tokens.learner}` } },
          expect: (answer) => {
            status(200)(answer);
            expect(JSON.parse(answer.text ?? '')).toMatchObject({ user: { email: 'learner@example.com', isAdmin: false } });
          },
        },
        {
          call: { method: 'GET', path },
          expect: (answer) => {
            status(200)(answer);
            expect(JSON.parse(answer.text ?? '')).toEqual({ user: null });
          },
        },
        { call: { method: 'PUT', path }, expect: status(405) },
      ];
    case 'certificate-verify':
      return [
        {
          call: { method: 'GET', path: path.replace(':code', 'ABCDEFGHJK') },
          expect: error(404, 'I could not find a certificate with this code. Please check the code and try again.'),
        },
        {
          call: { method: 'GET', path: path.replace(':code', 'not-a-code') },
          expect: error(404, 'I could not find a certificate with this code. Please check the code and try again.'),
        },
        { call: { method: 'POST', path: path.replace(':code', 'ABCDEFGHJK') }, expect: status(405) },
      ];
    case 'promotion-check':
      return [
        // Public, like the course pages that call it: a request without a course is refused with the field's words.
        { call: { method: 'POST', path, body: { code: 'SPRING20' } }, expect: status(400) },
        { call: { method: 'GET', path }, expect: status(405) },
      ];
    case 'local-checkout':
      return [{ call: { method: 'GET', path: `${path}?id=cs_local_missing` }, expect: error(404, 'Payment session not found.') }];
    case 'local-checkout-pay':
      return [{ call: { method: 'POST', path, body: { id: 'cs_local_missing' } }, expect: error(404, 'Payment session not found.') }];
    case 'stripe-webhook':
      return [{ call: { method: 'POST', path, body: '{}' }, expect: status(404) }];
    default:
      throw new Error(`functionBundles.test.ts has no checks for the function "${name}": add it to SIGNED_IN or the public checks`);
  }
}

const BUNDLE_TIMEOUT_MS = 600_000;

/**
 * The bundles made beforehand by `npm test`'s own bundling step (FUNCTION_BUNDLES_DIR: that step ran
 * bundleFunctions.mjs over this checkout in the same run, beside the function tests), or none.
 */
const PREBUILT_DIR = process.env.FUNCTION_BUNDLES_DIR;
type BundleSummary = Array<{ name: string; route: string; entryFilename: string }>;

/** Netlify's bundler over netlify/functions, run from the project root (bundleFunctions.mjs). */
function bundleAll(): Promise<BundleSummary> {
  if (PREBUILT_DIR) {
    const summary = join(PREBUILT_DIR, 'bundles.json');
    if (!existsSync(summary)) return Promise.reject(new Error(`FUNCTION_BUNDLES_DIR is set, but ${summary} is missing: bundle first`));
    return Promise.resolve(JSON.parse(readFileSync(summary, 'utf8')) as BundleSummary);
  }
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [BUNDLER, FUNCTIONS_DIR, bundleDir],
      // A guard against a hung bundler, not a budget: the bundler took up to 4 minutes on a busy 2-core machine.
      { cwd: ROOT, timeout: BUNDLE_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (failure, stdout, stderr) => {
        const stopped = failure?.killed ? ` (stopped after ${BUNDLE_TIMEOUT_MS / 1000} s)` : '';
        if (failure) reject(new Error(`Bundling the functions failed${stopped}:\n${stderr || failure.message}`));
        else resolve(JSON.parse(stdout.trim().split('\n').pop()!) as BundleSummary);
      },
    );
  });
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

beforeAll(async () => {
  bundleDir = PREBUILT_DIR ?? mkdtempSync(join(scratchRoot(), 'function-bundles-'));
  dataDir = mkdtempSync(join(tmpdir(), 'function-bundles-data-'));

  const emulators = ensureTestEmulators().then(async ({ stop }) => {
    stopEmulators = stop;
    await clearEmulatorData(TEST_PORTS, PROJECT_ID);
    await seedDemoData({ ...emulatorEnv(TEST_PORTS, PROJECT_ID), LOCAL_DATA_DIR: dataDir });
  });

  emulators.catch(() => {}); // awaited below, after bundling: no unhandled rejection meanwhile
  const started = Date.now();
  for (const result of await bundleAll()) {
    routes.set(result.name, result.route);
    entryFiles.set(result.name, result.entryFilename);
  }
  console.log(
    PREBUILT_DIR
      ? `took ${routes.size} functions bundled beforehand in ${PREBUILT_DIR}`
      : `bundled ${routes.size} functions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await emulators;
  // Signed in once the bundles are made: a session is only started from a sign-in of the last 5 minutes, and
  // bundling alone can take longer on a busy machine.
  [tokens.learner, tokens.admin] = await Promise.all([signInAs('learner'), signInAs('admin')]);

  // A stored session picture for the public image endpoint (the layout of netlify/lib/adapters/storage/local.ts).
  storedImage.bytes = readFileSync(join(ROOT, 'public', 'images', 'sessions', 'quantum-alchemy-breathwork-1.webp'));
  mkdirSync(join(dataDir, 'storage', 'session-images'), { recursive: true });
  writeFileSync(join(dataDir, 'storage', storedImage.path), storedImage.bytes);

  const calling = Date.now();
  await inPool([...routes.keys()], PARALLEL_CHILDREN, async (name) => {
    outcomes.set(
      name,
      await callBundle(
        name,
        checksFor(name).map((check) => check.call),
      ),
    );
  });
  console.log(`called ${outcomes.size} bundles in ${((Date.now() - calling) / 1000).toFixed(1)} s`);
}, 660_000);

afterAll(async () => {
  await Promise.all([bundleDir, dataDir].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })));
  await stopEmulators();
}, 120_000);

const sourceNames = readdirSync(FUNCTIONS_DIR)
  .filter((file) => /\.m?[jt]s$/.test(file))
  .map((file) => file.replace(/\.m?[jt]s$/, ''))
  .sort();

describe('functions bundled by Netlify’s bundler', () => {
  it('bundles every function with its route, and no bundle names this checkout', () => {
    expect([...routes.keys()].sort()).toEqual(sourceNames);
    for (const [name, route] of routes) {
      // A scheduled function has no address: Netlify runs it on its schedule.
      if (SCHEDULED.has(name)) expect(route, name).toBe('');
      else expect(route, name).toMatch(/^\/api\//);
      const code = readFileSync(functionModule(name), 'utf8');
      expect(code.includes(ROOT), `${name}'s bundled code contains the path ${ROOT}`).toBe(false);
    }
    expect(existsSync(join(bundleDir, 'health', 'node_modules', 'firebase-admin')), 'node_modules packed into the bundle').toBe(true);
  });

  it.each(sourceNames)('%s answers through its default export', (name) => {
    const outcome = outcomes.get(name)!;
    const detail = `${name}: ${outcome.importError ?? outcome.exitError ?? ''}\n${outcome.stderr}`;
    expect(outcome.importError, detail).toBeUndefined();
    expect(outcome.stderr, detail).not.toMatch(/Cannot find (module|package)|ERR_MODULE_NOT_FOUND|ERR_PACKAGE_PATH_NOT_EXPORTED/);
    const checks = checksFor(name);
    expect(outcome.answers, detail).toHaveLength(checks.length);
    checks.forEach((check, index) => {
      const answer = outcome.answers![index]!;
      expect(answer.thrown, `${check.call.method} ${check.call.path} threw`).toBeUndefined();
      check.expect(answer);
    });
  });

  it('mails a contact message into the outbox', () => {
    const outbox = join(dataDir, 'outbox');
    const mails = existsSync(outbox) ? readdirSync(outbox).filter((file) => file.endsWith('.json')) : [];
    expect(mails.map((file) => readFileSync(join(outbox, file), 'utf8')).join('\n')).toContain('Sent by the bundle test.');
  });

  it('serves signed-in learners and admins (tokens verified, Firestore loaded lazily inside the bundle)', async () => {
    const dashboard = await callBundle('dashboard', [
      { method: 'GET', path: routes.get('dashboard')!, headers: { authorization: `Bearer ${tokens.learner}` } },
    ]);
    expect(dashboard.answers?.[0], dashboard.stderr).toMatchObject({ status: 200 });
    const data = json(dashboard.answers![0]!) as { courses: Array<{ id: string; enrolled: boolean }> };
    expect(data.courses.map((course) => [course.id, course.enrolled])).toEqual([['quantum-alchemy-breathwork', true]]);

    const overview = await callBundle('admin-overview', [
      { method: 'GET', path: routes.get('admin-overview')!, headers: { authorization: `Bearer ${tokens.admin}` } },
    ]);
    expect(overview.answers?.[0], overview.stderr).toMatchObject({ status: 200 });

    // The session cookie alone (no Bearer token) serves the learner in the deployed form too (a sign-in just made:
    // a session starts only from a recent one).
    const started = await callBundle('auth-session', [
      { method: 'POST', path: routes.get('auth-session')!, headers: { origin: SITE }, body: { idToken: await signInAs('learner') } },
    ]);
    const cookie = /^(__session=[^;]+)/.exec(started.answers?.[0]?.setCookie ?? '')?.[1];
    expect(cookie, started.stderr).toBeDefined();
    const byCookie = await callBundle('dashboard', [{ method: 'GET', path: routes.get('dashboard')!, headers: { cookie: cookie! } }]);
    expect(byCookie.answers?.[0], byCookie.stderr).toMatchObject({ status: 200 });
  }, 60_000);

  it('sends mail through mailgun.js inside the bundle (cloud mail, a local server standing in for Mailgun)', async () => {
    const received: Array<{ url: string; body: string }> = [];
    const mailgun = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ url: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id: '<deploy-check@mg.example.com>', message: 'Queued. Thank you.' }));
      });
    });
    await new Promise<void>((resolve) => mailgun.listen(0, '127.0.0.1', resolve));
    try {
      const outcome = await callBundle(
        'send-contact-email',
        [
          {
            method: 'POST',
            path: routes.get('send-contact-email')!,
            body: { name: 'Cloud Mail', email: 'cloud-mail@example.com', message: 'Through Mailgun from the bundle.' },
          },
        ],
        bundleEnv({
          MAILGUN_API_KEY: 'key-deploy-check',
          MAILGUN_DOMAIN: 'mg.example.com',
          MAILGUN_API_BASE_URL: `http://127.0.0.1:${(mailgun.address() as AddressInfo).port}`,
          MAIL_FROM: 'Maya Linwood <hello@mg.example.com>',
        }),
      );
      expect(outcome.answers?.[0], outcome.stderr).toMatchObject({ status: 200 });
      expect(received.map((request) => request.url)).toEqual(['/v3/mg.example.com/messages']);
      expect(received[0]!.body).toContain('Through Mailgun from the bundle.');
    } finally {
      await new Promise<void>((resolve) => mailgun.close(() => resolve()));
    }
  }, 60_000);

  it('loads Stripe inside the webhook bundle (cloud payments): an unsigned event is refused', async () => {
    const outcome = await callBundle(
      'stripe-webhook',
      [
        {
          method: 'POST',
          path: routes.get('stripe-webhook')!,
          headers: { 'stripe-signature': 't=1,v1=not-a-signature' },
          body: '{"id":"evt_1"}',
        },
      ],
      bundleEnv({ STRIPE_SECRET_KEY: 'sk_test_deploy_check', STRIPE_WEBHOOK_SECRET: 'whsec_deploy_check' }),
    );
    expect(outcome.answers?.[0], outcome.stderr).toMatchObject({ status: 400 });
    expect(json(outcome.answers![0]!).error).toBe('Webhook signature verification failed');
  }, 60_000);
});
