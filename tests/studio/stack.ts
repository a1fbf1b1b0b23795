// `npm start` for the Studio suite: its own ports and data folder, started and stopped as a person
// does (Ctrl-C).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { alive, developerShellEnv } from '../support/developerShell';

export const ROOT = resolve(import.meta.dirname, '..', '..');
const node = process.execPath;

export const ports = {
  web: Number(process.env.STUDIO_SUITE_PORT ?? 4371),
  lake: Number(process.env.STUDIO_SUITE_LAKE_PORT ?? 3437),
  auth: Number(process.env.STUDIO_SUITE_AUTH_PORT ?? 9371),
  firestore: Number(process.env.STUDIO_SUITE_FIRESTORE_PORT ?? 8371),
  hub: Number(process.env.STUDIO_SUITE_HUB_PORT ?? 4471),
  logging: Number(process.env.STUDIO_SUITE_LOGGING_PORT ?? 4571),
};
export const DATA_DIR = resolve(ROOT, process.env.STUDIO_SUITE_DATA_DIR ?? '.test-data/studio-suite');
export const SITE = `http://127.0.0.1:${ports.web}`;
/** The Studio as a person opens it (Chromium resolves *.localhost to this machine). */
export const STUDIO = `http://localhost:${ports.lake}`;
export const LAKE = `http://127.0.0.1:${ports.lake}`;

const stackEnv = () => developerShellEnv(ports, DATA_DIR);

export function resetStack(): void {
  const result = spawnSync(node, [join(ROOT, 'scripts', 'reset.mjs')], { cwd: ROOT, env: stackEnv(), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run reset failed: ${result.stderr}${result.stdout}`);
}

/** Starts `npm start` detached from the test process and resolves once it printed "Ready in". */
export function startStack(): Promise<{ output: () => string }> {
  const child = spawn(node, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: stackEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  child.unref();
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start was not ready in 240 s:\n${output}`)), 240_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
    const poll = setInterval(() => {
      if (/Ready in [\d.]+ s/.test(output)) {
        clearInterval(poll);
        clearTimeout(timer);
        // Keep reading its output so it never blocks on a full pipe.
        child.removeAllListeners('exit');
        resolveStart({ output: () => output });
      }
    }, 100);
  });
}

/** Ctrl-C to the running stack (found through its stack file), then waits until it has exited. */
export async function stopStack(): Promise<void> {
  const file = join(DATA_DIR, 'stack.json');
  if (!existsSync(file)) return;
  const { pid } = JSON.parse(readFileSync(file, 'utf8')) as { pid: number };
  if (!alive(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 60_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  if (alive(pid)) throw new Error(`npm start (process ${pid}) did not stop within 60 s`);
}
