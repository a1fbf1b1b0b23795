// `npm run build && npm run serve` as a person runs it, with no variables: the built site starts its own
// emulators (or uses a running `npm start`'s), says which, and a sign-in works there.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/emulators.mjs';
import { developerShellEnv } from '../support/developerShell';

const dataDir = mkdtempSync(join(tmpdir(), 'npm-serve-'));
// TEST_EMULATOR_OFFSET moves these too, so that two runs on one machine stay apart.
const offset = Number(process.env.TEST_EMULATOR_OFFSET ?? 0);
const ports = { web: 4381 + offset, auth: 9381 + offset, firestore: 8381 + offset, hub: 4681 + offset, logging: 4781 + offset };
const env = developerShellEnv(ports, dataDir);
const site = `http://127.0.0.1:${ports.web}`;
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGINT');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function listening(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
}

describe('npm run serve on its own', () => {
  it('starts its own emulators, says so, signs a learner in, and stops them on Ctrl-C', async () => {
    child = spawn(process.execPath, [join(ROOT, 'scripts', 'serve.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not serving after 180 s:\n${output}`)), 180_000);
      child!.once('exit', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
      const poll = setInterval(() => {
        if (/Data: /.test(output)) {
          clearInterval(poll);
          clearTimeout(timer);
          resolve();
        }
      }, 100);
    });
    expect(output).toContain(`Serving the built site on ${site}`);
    expect(output).toContain(`Data: its own emulators (ports ${ports.auth} and ${ports.firestore})`);

    // The browser's configuration names the emulator, and a demo account signs in through it.
    const config = await (await fetch(`${site}/api/public-config`)).json();
    expect(config.apiKey).not.toBe('');
    expect(config.authEmulatorUrl).toBe(`http://127.0.0.1:${ports.auth}`);
    const signIn = await fetch(
      `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${config.apiKey}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'learner@example.com', password: 'local-learner-pass', returnSecureToken: true }),
      },
    );
    expect(signIn.status).toBe(200);
    const { idToken } = await signIn.json();
    const dashboard = await fetch(`${site}/api/dashboard`, { headers: { authorization: `Bearer ${idToken}` } });
    expect(dashboard.status).toBe(200);
    expect(JSON.stringify(await dashboard.json())).toContain('quantum-alchemy-breathwork');

    const exited = new Promise<number | null>((r) => child!.once('exit', (code) => r(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    for (const port of [ports.web, ports.auth, ports.firestore]) expect(await listening(port)).toBe(false);
  }, 300_000);
});
