// @ts-check
// Under `npm start`, the drip e-mails (what Netlify's scheduled function `drip-notices` does once a day): the same
// `npm run drip` as a child process, once when the stack is ready and then every 24 hours, into the stack's outbox.
// Its lines go to logs/drip.log; a failed run is logged and the next one tries again.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';

export const DRIP_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * @param {{ env: NodeJS.ProcessEnv, log: string }} options
 * @returns {{ stop: () => void }}
 */
export function startDailyDrip({ env, log }) {
  const run = () => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'drip.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const write = (/** @type {Buffer} */ chunk) => appendFileSync(log, `${new Date().toISOString()} ${chunk.toString()}`);
    child.stdout.on('data', write);
    child.stderr.on('data', write);
  };
  run();
  const timer = setInterval(run, DRIP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
