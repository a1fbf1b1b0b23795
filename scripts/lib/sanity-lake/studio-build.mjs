// @ts-check
// The Studio built for the local lake, cached: `sanity build` takes ~11 s, so the build is kept under
// node_modules/.cache/studio-build/<hash> and reused while the Studio's sources and Sanity's version
// stay the same. A second `npm start` then serves it without building.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './config.mjs';

const STUDIO_DIR = join(ROOT, 'studio');
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'studio-build');
// Not part of what the browser runs: dependencies, outputs, the seed validator and its tests.
const IGNORED = new Set(['node_modules', 'dist', '.sanity', 'tests', 'scripts', 'README.md', '.gitignore']);

/**
 * @param {string} [dir]
 * @returns {string[]}
 */
function sourceFiles(dir = STUDIO_DIR) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !IGNORED.has(entry.name))
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

/** A hash of the Studio's sources, the installed Sanity version and the local-lake flag. */
export function studioBuildKey() {
  const hash = createHash('sha256');
  const sanityPackage = join(STUDIO_DIR, 'node_modules', 'sanity', 'package.json');
  hash.update(`sanity ${existsSync(sanityPackage) ? JSON.parse(readFileSync(sanityPackage, 'utf8')).version : 'missing'}\n`);
  hash.update('SANITY_STUDIO_LOCAL_LAKE=1\n');
  for (const file of sourceFiles()) {
    hash.update(`${relative(STUDIO_DIR, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export function studioInstalled() {
  return existsSync(join(STUDIO_DIR, 'node_modules', 'sanity', 'package.json'));
}

/**
 * @param {string} outDir
 * @param {string} [logFile]
 * @returns {Promise<string>}
 */
function runBuild(outDir, logFile) {
  return new Promise((resolveBuild, reject) => {
    const child = spawn(process.execPath, [join(STUDIO_DIR, 'node_modules', 'sanity', 'bin', 'sanity'), 'build', outDir, '--yes'], {
      cwd: STUDIO_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SANITY_STUDIO_LOCAL_LAKE: '1', SANITY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (/** @type {Buffer} */ d) => (output += d));
    child.stderr.on('data', (/** @type {Buffer} */ d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolveBuild(output);
      reject(
        new Error(
          `sanity build failed (code ${code})${logFile ? `; see ${logFile}` : ''}:\n${output.trim().split('\n').slice(-12).join('\n')}`,
        ),
      );
    });
  });
}

const KEEP_BUILDS = 4;
const DAY_MS = 86_400_000;

/**
 * Removes builds nobody is likely to serve any more: beyond the newest few, and only those a day old.
 * Another `npm start` (a test run beside yours) may be serving an older build right now.
 * @param {string} currentKey
 */
function pruneOldBuilds(currentKey) {
  const entries = readdirSync(CACHE_DIR)
    .filter((entry) => entry !== currentKey)
    .map((entry) => ({ path: join(CACHE_DIR, entry), mtime: statSync(join(CACHE_DIR, entry)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  entries.forEach(({ path, mtime }, index) => {
    if (index >= KEEP_BUILDS - 1 && Date.now() - mtime > DAY_MS) rmSync(path, { recursive: true, force: true });
  });
}

/**
 * The folder of a Studio build for the local lake: the cached one when the key matches, else a new
 * build (builds over a day old beyond the newest few are removed). Returns { dir, built, seconds }.
 * @param {{ log?: (message: string) => void }} [options]
 */
export async function ensureStudioBuild({ log = () => {} } = {}) {
  const startedAt = Date.now();
  const key = studioBuildKey();
  const dir = join(CACHE_DIR, key);
  if (existsSync(join(dir, 'index.html'))) return { dir, built: false, seconds: 0 };
  log('Building Sanity Studio for the local content lake (once per Studio change, about 11 s)...');
  const temporary = `${dir}.tmp-${process.pid}`;
  rmSync(temporary, { recursive: true, force: true });
  await runBuild(temporary);
  // Another start may have finished the same build meanwhile: then either copy will do.
  try {
    if (!existsSync(join(dir, 'index.html'))) {
      rmSync(dir, { recursive: true, force: true });
      renameSync(temporary, dir);
    }
  } catch (error) {
    if (!existsSync(join(dir, 'index.html'))) throw error;
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
  pruneOldBuilds(key);
  return { dir, built: true, seconds: (Date.now() - startedAt) / 1000 };
}
