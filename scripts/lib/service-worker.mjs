// @ts-check
// The service worker (src/offline/sw.ts) as /sw.js. After `astro build` it is bundled with esbuild and Workbox's
// injectManifest writes the precache list into it: the app shell only, i.e. the dashboard and course pages and the
// scripts, styles and fonts they reach (followed through their imports), plus the manifest and icons.
// Under `npm start` the dev server bundles it on request with an empty precache: Vite serves modules one by one and
// unhashed, so there is no shell to list up front; the dev worker keeps the pages and modules it fetched online
// instead (the __DEV_SHELL__ branch of sw.ts), which is enough to try the offline journey locally.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const SW_SOURCE = fileURLToPath(new URL('../../src/offline/sw.ts', import.meta.url));
/** The pages the app opens offline (their data come from the saved /api answers). */
export const SHELL_PAGES = ['course-dashboard/index.html', 'app/course/index.html'];
const ALWAYS = [
  'manifest.webmanifest',
  'favicon.svg',
  'icons/app-192.png',
  'icons/app-512.png',
  'icons/app-maskable-512.png',
  // A session's picture is not saved; offline the page shows this one instead (FALLBACK_IMAGE).
  'images/fallback-session.svg',
];

/**
 * The built files the shell pages need: the pages, then every /_astro/ file they name, followed through the imports
 * of scripts (static and dynamic: a screen may load a part later) and the url()s of styles.
 * @param {string} distDir
 * @returns {string[]} paths relative to distDir
 */
export function shellFiles(distDir) {
  const found = new Set(SHELL_PAGES);
  const queue = [...SHELL_PAGES];
  while (queue.length) {
    const file = /** @type {string} */ (queue.shift());
    const text = readFileSync(join(distDir, file), 'utf8');
    const dir = posix.dirname(file);
    const refs = [
      // "/_astro/x.js" in pages and styles, "_astro/x.js" in Vite's preload lists.
      ...[...text.matchAll(/["'`(]\/?(_astro\/[\w.@~-]+\.(?:js|css|woff2?|svg|png|webp|avif))/g)].map((m) => m[1]),
      // Chunks import each other relatively ("./x.js", also in dynamic import(`./x.js`)) in the same folder.
      ...[...text.matchAll(/["'`]\.\/([\w.@~-]+\.(?:js|css))["'`]/g)].map((m) => posix.join(dir, m[1])),
    ];
    for (const ref of refs) {
      if (found.has(ref) || !existsSync(join(distDir, ref))) continue;
      found.add(ref);
      if (/\.(?:js|css|html)$/.test(ref)) queue.push(ref);
    }
  }
  return [...found, ...ALWAYS.filter((file) => existsSync(join(distDir, file)))].sort();
}

/**
 * Bundles sw.ts into one classic script.
 * @param {{ dev: boolean, outfile?: string }} options
 */
export async function bundleServiceWorker({ dev, outfile }) {
  const result = await build({
    entryPoints: [SW_SOURCE],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: !dev,
    write: !!outfile,
    ...(outfile ? { outfile } : {}),
    define: {
      __DEV_SHELL__: String(dev),
      'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
      ...(dev ? { 'self.__WB_MANIFEST': '[]' } : {}),
    },
    logLevel: 'silent',
  });
  return result.outputFiles?.[0]?.text ?? '';
}

/** Astro integration: writes dist/sw.js (precaching the app shell) after every build. */
export function serviceWorkerFile() {
  return {
    name: 'service-worker-file',
    hooks: {
      /** @param {{ dir: URL, logger: { info(message: string): void } }} options */
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const bundled = join(tmpdir(), `sw-${process.pid}-${Date.now()}.js`);
        try {
          await bundleServiceWorker({ dev: false, outfile: bundled });
          const { count, size, warnings } = await injectManifest({
            swSrc: bundled,
            swDest: join(distDir, 'sw.js'),
            globDirectory: distDir,
            globPatterns: shellFiles(distDir),
            // Hashed file names change with their content: no revision needed.
            dontCacheBustURLsMatching: /^_astro\//,
            maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
          });
          for (const warning of warnings) logger.info(`service worker: ${warning}`);
          logger.info(`service worker: precaching ${count} files (${Math.round(size / 1024)} KB), the app shell`);
        } finally {
          rmSync(bundled, { force: true });
        }
      },
    },
  };
}

/**
 * Dev server (`npm start`): answers /sw.js with the dev bundle (built on each request: a few milliseconds).
 * @returns {import('vite').Plugin}
 */
export function devServiceWorker() {
  return {
    name: 'dev-service-worker',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://localhost').pathname !== '/sw.js') return next();
        bundleServiceWorker({ dev: true }).then(
          (code) => {
            res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
            res.end(code);
          },
          (error) => next(error),
        );
      });
    },
  };
}
