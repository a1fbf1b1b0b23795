// The cloud content path: the site built with the real @sanity/client (cloud mode, SANITY_PROJECT_ID
// set) against the local content lake, a stand-in speaking Sanity's query API over the same seed,
// shows on every page exactly the words of the local-mode build. Only image addresses may differ
// (Sanity's image CDN instead of /seed-images).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLake } from '../../scripts/lib/sanity-lake/server.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PORT = Number(process.env.CLOUD_CONTENT_LAKE_PORT ?? 0); // 0: any free port
const OUT = resolve(ROOT, process.env.CLOUD_CONTENT_OUT_DIR ?? '.test-data/cloud-content');
// A local-mode build made elsewhere in the same run (npm test's production build) may be reused.
const LOCAL_BUILD = process.env.LOCAL_BUILD_DIR ? resolve(ROOT, process.env.LOCAL_BUILD_DIR) : join(OUT, 'local');
const CLOUD_BUILD = join(OUT, 'cloud');

let lake: Awaited<ReturnType<typeof startLake>>;
const lakeDir = mkdtempSync(join(tmpdir(), 'cloud-content-lake-'));

function build(outDir: string, extraEnv: Record<string, string>): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...extraEnv };
  // Nothing of another mode may leak in: the local build uses the seed, the cloud build the client.
  for (const key of Object.keys(env)) {
    if (key.startsWith('VITEST') || key === 'NODE_ENV' || key === 'TEST') delete env[key];
    if (key.startsWith('SANITY_') && !(key in extraEnv)) delete env[key];
  }
  return new Promise((resolveBuild, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', outDir], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolveBuild() : reject(new Error(`astro build failed (${code}):\n${output.slice(-3000)}`))));
  });
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

/**
 * What a reader gets from a page: its title, description, visible text and image descriptions, in
 * document order. Scripts, styles and addresses are left out.
 */
export function pageText(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<img\b[^>]*?\balt="([^"]*)"[^>]*>/g, ' [image: $1] ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${title}\n${description}\n${body}`;
}

beforeAll(async () => {
  lake = await startLake({
    port: PORT,
    dir: lakeDir,
    seedPath: join(ROOT, 'content/seed/data.ndjson'),
    seedImagesDir: join(ROOT, 'content/seed/images'),
  });
  rmSync(CLOUD_BUILD, { recursive: true, force: true });
  const builds = [
    build(CLOUD_BUILD, {
      SANITY_PROJECT_ID: 'local-dev',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: lake.url,
      SANITY_READ_TOKEN: 'local-read-token',
    }),
  ];
  if (!process.env.LOCAL_BUILD_DIR) {
    rmSync(LOCAL_BUILD, { recursive: true, force: true });
    builds.push(build(LOCAL_BUILD, {}));
  }
  await Promise.all(builds);
}, 300_000);

afterAll(async () => {
  await lake?.close();
  rmSync(lakeDir, { recursive: true, force: true });
});

describe('the site built with @sanity/client against the local content lake', () => {
  it('went through the client and the lake', () => {
    expect(lake.stats.queries).toBeGreaterThan(20);
    const page = readFileSync(join(CLOUD_BUILD, 'treatments', 'anxiety-relief', 'index.html'), 'utf8');
    // Images come as Sanity asset references, so their addresses are Sanity's image CDN.
    expect(page).toContain('https://cdn.sanity.io/images/local-dev/production/');
    expect(page).not.toContain('/seed-images/');
  });

  it('has the same pages as the local-mode build', () => {
    expect(existsSync(LOCAL_BUILD)).toBe(true);
    expect(htmlFiles(CLOUD_BUILD)).toEqual(htmlFiles(LOCAL_BUILD));
    expect(htmlFiles(LOCAL_BUILD).length).toBeGreaterThan(30);
  });

  it('shows on every page the same words as the local-mode build', () => {
    const different = htmlFiles(LOCAL_BUILD).filter((file) => {
      const local = pageText(readFileSync(join(LOCAL_BUILD, file), 'utf8'));
      const cloud = pageText(readFileSync(join(CLOUD_BUILD, file), 'utf8'));
      if (local !== cloud) {
        // Name the first difference, so a failure says where to look.
        const at = [...local].findIndex((char, index) => cloud[index] !== char);
        console.error(`${relative(ROOT, join(CLOUD_BUILD, file))} differs at: …${cloud.slice(Math.max(0, at - 60), at + 60)}…`);
      }
      return local !== cloud;
    });
    expect(different).toEqual([]);
  });

  it('would notice a difference in the words', () => {
    const html = readFileSync(join(LOCAL_BUILD, 'treatments', 'anxiety-relief', 'index.html'), 'utf8');
    expect(pageText(html.replace('Anxiety Relief', 'Anxiety Relief!'))).not.toBe(pageText(html));
    expect(pageText(html)).toContain('Anxiety Relief');
  });
});
