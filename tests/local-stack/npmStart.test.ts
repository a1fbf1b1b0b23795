// `npm start` as a newcomer uses it: ready with the framed home page and health in local mode, the demo
// accounts printed; Ctrl-C stops every process it started and keeps the data; a restart finds the same
// users, records and published content edits, keeps everyone signed in (after Ctrl-C and after a crash) and brings
// back none of the demo data that was deleted, and `npm run reset` wipes them. While it runs, it serves the site and nothing else of the project.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/emulators.mjs';
import { alive, developerShellEnv } from '../support/developerShell';

// Inside the project, where a newcomer's .data/ is: the walk below asks for its files by their project paths.
mkdirSync(join(ROOT, '.test-data'), { recursive: true });
const dataDir = mkdtempSync(join(ROOT, '.test-data', 'npm-start-'));
// TEST_EMULATOR_OFFSET moves these too, so that two runs on one machine stay apart.
const offset = Number(process.env.TEST_EMULATOR_OFFSET ?? 0);
const ports = {
  web: 4391 + offset,
  auth: 9399 + offset,
  firestore: 8380 + offset,
  hub: 4690 + offset,
  logging: 4790 + offset,
  lake: 3394 + offset,
};
const env = developerShellEnv(ports, dataDir);
const site = `http://127.0.0.1:${ports.web}`;
const authApi = `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1`;
const documents = `http://127.0.0.1:${ports.firestore}/v1/projects/demo-maya-linwood/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner' };
const PUBLISHED_TITLE = 'Anxiety Relief, Kept Across Restarts';
let running: ChildProcess | undefined;

function start(): Promise<{ child: ChildProcess; output: () => string; readySeconds: number }> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running = child;
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 300 s:\n${output}`)), 300_000);
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    // Ready once the whole banner is out: its lines reach this pipe in separate writes, 'Press Ctrl-C' last.
    const poll = setInterval(() => {
      const match = /Ready in ([\d.]+) s/.exec(output);
      if (match && output.includes('Press Ctrl-C to stop.')) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve({ child, output: () => output, readySeconds: Number(match[1]) });
      }
    }, 100);
  });
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGINT');
  return exited;
}

async function signIn(email: string, password: string) {
  const res = await fetch(`${authApi}/accounts:signInWithPassword?key=local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return res.status;
}

/** The site's session cookie (`__session=...`) for an account, made as the sign-in form makes it. */
async function sessionCookie(email: string, password: string): Promise<string> {
  const signedIn = await fetch(`${authApi}/accounts:signInWithPassword?key=local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  expect(signedIn.status).toBe(200);
  const { idToken } = (await signedIn.json()) as { idToken: string };
  const session = await fetch(`${site}/api/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({ idToken }),
  });
  expect(session.status).toBe(200);
  const cookie = /^__session=[^;]+/.exec(session.headers.get('set-cookie') ?? '')?.[0];
  expect(cookie, 'the session answer sets __session').toBeTruthy();
  return cookie!;
}

/** What the learner's dashboard and the admin overview answer to these session cookies (200 while signed in). */
async function signedInStatuses(learner: string, admin: string) {
  const status = async (path: string, cookie: string) => (await fetch(`${site}${path}`, { headers: { cookie } })).status;
  return { learner: await status('/api/dashboard', learner), admin: await status('/api/admin/overview', admin) };
}

/** Up to `limit` files under `dir` (absolute paths), never descending into installed packages or git's own folder. */
function filesUnder(dir: string, limit = 25): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
  const found: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (found.length >= limit) return;
      const path = join(folder, entry.name);
      if (entry.isFile()) found.push(path);
      else if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== '.git') visit(path);
    }
  };
  visit(dir);
  return found;
}

/**
 * The site and nothing else: every file of the data folder (accounts with passwords, outbox, logs, the lake's
 * drafts, uploads), of the content seed and of the rest of the project (package.json, .git, netlify/, scripts/,
 * tests/, studio/, README) answers 404, by its project path and by Vite's /@fs/ address alike; a path that cannot
 * be decoded answers 400 and TRACE 405, with words and no stack trace. Pages and the site's modules still load.
 */
async function walkOutsideTheSite() {
  const served = new Set(['src', 'public', 'node_modules']);
  const projectFiles = readdirSync(ROOT)
    .filter((name) => !served.has(name))
    .flatMap((name) => [join(ROOT, name), ...filesUnder(join(ROOT, name))]);
  const dataFiles = filesUnder(dataDir, 200);
  expect(dataFiles.map((file) => relative(dataDir, file))).toEqual(
    expect.arrayContaining([
      'stack.json',
      join('logs', 'web.log'),
      expect.stringMatching(/^emulators[/\\]auth/),
      expect.stringMatching(/^lake[/\\]/),
    ]),
  );
  expect(projectFiles.some((file) => file.startsWith(join(ROOT, 'content', 'seed')))).toBe(true);
  const paths = [
    ...[...projectFiles, ...dataFiles].map((file) => `/${relative(ROOT, file).split('\\').join('/')}`),
    ...dataFiles.map((file) => `/@fs${file}`),
  ];
  const wrong: string[] = [];
  for (const path of paths) {
    const response = await fetch(`${site}${path.split('/').map(encodeURIComponent).join('/').replace(/%40fs/, '@fs')}`);
    const body = await response.text();
    if (response.status !== 404 || body !== 'Not found: this address is not part of the site.') wrong.push(`${response.status} ${path}`);
  }
  expect(wrong, 'answered something other than the plain 404').toEqual([]);
  const malformed = await fetch(`${site}/%E0%A4%A`);
  expect(malformed.status).toBe(400);
  const words = await malformed.text();
  expect(words).toMatch(/^Bad request: /);
  expect(words).not.toContain(ROOT);
  // TRACE through node:http: fetch itself refuses to send it.
  const trace = (path: string) =>
    new Promise<{ status: number; allow?: string }>((resolve, reject) => {
      const req = request(`${site}${path}`, { method: 'TRACE' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode!, allow: res.headers.allow });
      });
      req.on('error', reject);
      req.end();
    });
  expect(await trace('/')).toEqual({ status: 405, allow: 'GET, HEAD' });
  expect(await trace('/api/health')).toEqual({ status: 405, allow: 'GET' });
  for (const path of ['/favicon.svg', '/src/styles/global.css', '/course/quantum-alchemy-breathwork']) {
    expect((await fetch(`${site}${path}`)).status, path).toBe(200);
  }
}

afterAll(async () => {
  if (running && running.exitCode === null && running.signalCode === null) await stop(running);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('runs the local product, stops cleanly, keeps data across restarts, and reset wipes it', async () => {
    const first = await start();
    expect(first.output()).toContain(`Ready in`);
    expect(first.output()).toContain('admin@example.com  /  local-admin-pass');
    expect(first.output()).toContain('learner@example.com  /  local-learner-pass');

    const homeResponse = await fetch(`${site}/`);
    expect(await homeResponse.text()).toContain('LIMITED TIME: 50% OFF ALL SESSIONS');
    // Idle connections are kept a minute, not Node's 5 s (scripts/lib/keep-alive.mjs).
    expect(homeResponse.headers.get('keep-alive')).toBe('timeout=65');
    const health = await (await fetch(`${site}/api/health`)).json();
    expect(health.integrations).toEqual({
      content: 'local',
      auth: 'emulator',
      database: 'emulator',
      payments: 'local',
      mail: 'outbox',
      storage: 'local',
    });
    expect(await signIn('admin@example.com', 'local-admin-pass')).toBe(200);
    await walkOutsideTheSite();

    // The learner and the practitioner sign in; a restart must not sign them out.
    const learnerCookie = await sessionCookie('learner@example.com', 'local-learner-pass');
    const adminCookie = await sessionCookie('admin@example.com', 'local-admin-pass');
    expect(await signedInStatuses(learnerCookie, adminCookie)).toEqual({ learner: 200, admin: 200 });

    // A visitor signs up while the stack runs; a restart must still know them.
    const signUp = await fetch(`${authApi}/accounts:signUp?key=local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'new.visitor@example.com', password: 'visitor-pass', returnSecureToken: true }),
    });
    expect(signUp.status).toBe(200);
    // The practitioner deletes a demo course: seeded once, it must not come back.
    const demoCourse = `${documents}/courses/sonic-sound-healing`;
    expect((await fetch(demoCourse, { method: 'DELETE', headers: OWNER })).status).toBe(200);
    // She publishes a change in the Studio (its edit and publish actions on the content lake): kept in the data
    // folder, the site shows it after a restart (tests/studio covers the Studio itself).
    const publish = await fetch(`http://127.0.0.1:${ports.lake}/v2025-02-19/data/actions/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        actions: [
          {
            actionType: 'sanity.action.document.edit',
            draftId: 'drafts.treatment-anxiety-relief',
            publishedId: 'treatment-anxiety-relief',
            patch: { set: { title: PUBLISHED_TITLE } },
          },
          {
            actionType: 'sanity.action.document.publish',
            draftId: 'drafts.treatment-anxiety-relief',
            publishedId: 'treatment-anxiety-relief',
          },
        ],
      }),
    });
    expect(publish.status).toBe(200);

    const pids = JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8'));
    expect(await stop(first.child)).toBe(0);
    for (const pid of [pids.web, pids.auth, pids.firestore]) expect(alive(pid)).toBe(false);
    expect(existsSync(join(dataDir, 'stack.json'))).toBe(false);

    const second = await start();
    // Start-up time is reported, not asserted: a timer on a shared CI machine only measures its load.
    console.log(`npm start: second start ready in ${second.readySeconds} s`);
    expect(await signIn('new.visitor@example.com', 'visitor-pass')).toBe(200);
    expect(await signedInStatuses(learnerCookie, adminCookie), 'still signed in after Ctrl-C and a start').toEqual({
      learner: 200,
      admin: 200,
    });
    expect(await (await fetch(`${site}/treatments/anxiety-relief`)).text()).toContain(PUBLISHED_TITLE);
    const courses = await fetch(`${documents}/courses`, { headers: OWNER });
    const kept = ((await courses.json()).documents as Array<{ name: string }>).map((doc) => doc.name.split('/').pop());
    expect(kept.sort()).toEqual(['quantum-alchemy-breathwork', 'shapeshifter-soul', 'the-animal-that-walks-with-you']);

    // A crash (SIGKILL: no clean-up code runs) still leaves nothing listening: the watchdogs end the rest.
    const secondPids = JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8'));
    const killed = new Promise((r) => second.child.once('exit', r));
    second.child.kill('SIGKILL');
    await killed;
    const deadline = Date.now() + 10_000;
    const leftovers = () => [secondPids.web, secondPids.auth, secondPids.firestore].filter(alive);
    while (Date.now() < deadline && leftovers().length) await new Promise((r) => setTimeout(r, 200));
    expect(leftovers()).toEqual([]);
    for (const port of [ports.web, ports.auth, ports.firestore]) {
      expect(
        await fetch(`http://127.0.0.1:${port}/`).then(
          () => 'listening',
          () => 'closed',
        ),
        `port ${port}`,
      ).toBe('closed');
    }

    // The next start finds what the last save kept (every SAVE_EVERY_MS): the same accounts, still signed in.
    const third = await start();
    expect(await signedInStatuses(learnerCookie, adminCookie), 'still signed in after a crash and a start').toEqual({
      learner: 200,
      admin: 200,
    });
    expect(await stop(third.child)).toBe(0);

    const reset = spawnSync(process.execPath, [join(ROOT, 'scripts', 'reset.mjs')], { env, encoding: 'utf8' });
    expect(reset.status).toBe(0);
    expect(existsSync(dataDir)).toBe(false);
  }, 720_000);
});
