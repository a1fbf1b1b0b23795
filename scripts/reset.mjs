// @ts-check
// `npm run reset`: wipes the local data (emulator users and records, outbox, uploaded files, and the
// content lake's Studio edits, so the next start begins again from content/seed).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DATA_DIR = resolve(process.env.LOCAL_STACK_DATA_DIR ?? join(resolve(fileURLToPath(new URL('..', import.meta.url))), '.data'));
const stackFile = join(DATA_DIR, 'stack.json');

if (existsSync(stackFile)) {
  const { pid } = JSON.parse(readFileSync(stackFile, 'utf8'));
  let running = true;
  try {
    process.kill(pid, 0);
  } catch {
    running = false;
  }
  if (running) {
    console.error(`The local stack is running (process ${pid}): stop it with Ctrl-C first, then run npm run reset again.`);
    process.exit(1);
  }
}
rmSync(DATA_DIR, { recursive: true, force: true });
console.log('Local data wiped: the next `npm start` seeds fresh demo data and content from content/seed.');
