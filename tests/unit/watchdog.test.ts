// The watchdog ends the process groups a parent started when the parent is killed outright (SIGKILL runs
// no clean-up code of the parent's own).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/emulators.mjs';
import { alive } from '../../scripts/lib/watchdog.mjs';

const waitUntil = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !check()) await new Promise((r) => setTimeout(r, 100));
  return check();
};

it('kills the watched process groups after their parent is SIGKILLed, and only then', async () => {
  // A parent that starts a long-lived detached group (as npm start starts an emulator) and a watchdog for it.
  const parentScript = `
    const { spawn } = await import('node:child_process');
    const { startWatchdog } = await import(${JSON.stringify(join(ROOT, 'scripts/lib/watchdog.mjs'))});
    const child = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' });
    startWatchdog([child.pid]);
    console.log(child.pid);
    setInterval(() => {}, 1000);
  `;
  const parent = spawn(process.execPath, ['--input-type=module', '-e', parentScript], { stdio: ['ignore', 'pipe', 'inherit'] });
  const groupPid = await new Promise<number>((resolve) => parent.stdout!.once('data', (d) => resolve(Number(String(d).trim()))));
  expect(alive(groupPid)).toBe(true);
  // While the parent lives, the watchdog leaves the group alone.
  await new Promise((r) => setTimeout(r, 1200));
  expect(alive(groupPid)).toBe(true);

  parent.kill('SIGKILL');
  expect(await waitUntil(() => !alive(groupPid), 8000)).toBe(true);
}, 20_000);
