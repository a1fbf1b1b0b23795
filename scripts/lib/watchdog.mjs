// @ts-check
// A watchdog for the process groups a local stack starts (emulators, web server): however its parent ends
// (Ctrl-C, a crash, SIGKILL), the groups end with it, so no orphan keeps acknowledging writes that are lost
// or holds a port the next start needs. It is its own small detached process, because a killed parent runs
// no clean-up code. Run directly: `node watchdog.mjs <parentPid> <groupPid>...`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const POLL_MS = 500;
const GRACE_MS = 3000;

/** @param {number} pid */
export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** @param {number} groupPid @param {NodeJS.Signals} signal */
function signalGroup(groupPid, signal) {
  try {
    process.kill(-groupPid, signal);
  } catch {
    /* already gone */
  }
}

/**
 * Starts a watchdog that ends `groupPids` (process group leaders) when `parentPid` is gone. It exits by itself
 * once the groups are gone.
 * @param {number[]} groupPids
 * @param {number} [parentPid]
 */
export function startWatchdog(groupPids, parentPid = process.pid) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), String(parentPid), ...groupPids.map(String)], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  return child;
}

function watch(/** @type {number} */ parentPid, /** @type {number[]} */ groupPids) {
  const timer = setInterval(() => {
    const living = groupPids.filter(alive);
    if (living.length === 0) {
      clearInterval(timer);
      return;
    }
    if (alive(parentPid)) return;
    clearInterval(timer);
    for (const pid of living) signalGroup(pid, 'SIGTERM');
    setTimeout(() => {
      for (const pid of living) signalGroup(pid, 'SIGKILL');
    }, GRACE_MS);
  }, POLL_MS);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [parentPid, ...groupPids] = process.argv.slice(2).map(Number);
  watch(parentPid, groupPids);
}
