// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import netlify from '@netlify/vite-plugin';
import { fileURLToPath } from 'node:url';
import reactVitePlugin from '@vitejs/plugin-react';
import { appShellRewrite } from './scripts/lib/app-shell-rewrite.mjs';
import { appStylesInline } from './scripts/lib/app-styles-inline.mjs';
import { chunkGroups } from './scripts/lib/chunk-groups.mjs';
import { modulePreloads } from './scripts/lib/module-preloads.mjs';
import { devKeepAlive } from './scripts/lib/keep-alive.mjs';
import { deployBuildRecord } from './scripts/lib/deploy-record.mjs';
import { islandStylesInHead } from './scripts/lib/island-styles-in-head.mjs';
import { islandPreloads } from './scripts/lib/island-preloads.mjs';
import { FRAME_SCRIPT_HASH, SCRIPT_RESOURCES, STYLE_RESOURCES, devHeaders, securityHeaderFile } from './scripts/lib/security-headers.mjs';
import { localFunctionsPlugin } from './scripts/lib/local-functions.mjs';
import { quietContentRefresh } from './scripts/lib/quiet-content-refresh.mjs';
import { devServiceWorker, serviceWorkerFile } from './scripts/lib/service-worker.mjs';
import { servedFolders, siteOnly } from './scripts/lib/site-only.mjs';
import { assertDeployable } from './src/lib/integrationModes.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const ROOT_DIR = fileURLToPath(new URL('.', import.meta.url));
const VITE_CACHE_DIR = process.env.LOCAL_STACK_VITE_CACHE_DIR ?? '';
// Every Netlify deploy (CONTEXT production, deploy-preview or branch-deploy) refuses to build on any local
// implementation.
assertDeployable(process.env);

// The Auth emulator accepts unsigned tokens and the local checkout enrolls for free: with the emulator, the
// dev server listens on this machine only.
const HOST = process.env.HOST ?? '127.0.0.1';
if (process.env.FIREBASE_AUTH_EMULATOR_HOST && !['127.0.0.1', 'localhost', '::1'].includes(HOST)) {
  throw new Error(`Refusing to listen on ${HOST}: with the Auth emulator the site must stay on this machine (127.0.0.1).`);
}

/**
 * In `astro dev`, React loaded on demand by a page script (the course pages' purchase dialogs) needs React
 * Fast Refresh's preamble, which @astrojs/react injects only before its own `client:*` islands hydrate.
 * Dev only: production bundles have no Fast Refresh.
 */
/** `npm start` sends the security headers too: production's, differing only where Vite needs it (devHeaders). */
const devSecurityHeaders = {
  name: 'dev-security-headers',
  /** @param {import('vite').ViteDevServer} server */
  configureServer(server) {
    // First of all middlewares (after Vite's are in place, as Astro puts its own first), so every answer carries them.
    return () =>
      void server.middlewares.stack.unshift({
        route: '',
        handle: (/** @type {any} */ _req, /** @type {import('node:http').ServerResponse} */ res, /** @type {() => void} */ next) => {
          const headers = devHeaders({ authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST });
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
          next();
        },
      });
  },
};

const reactPreambleOnEveryDevPage = {
  name: 'react-preamble-on-every-dev-page',
  hooks: {
    /** @param {{ command: string, injectScript: (stage: 'page', content: string) => void }} options */
    'astro:config:setup': ({ command, injectScript }) => {
      if (command === 'dev') injectScript('page', reactVitePlugin.preambleCode.replace('__BASE__', '/'));
    },
  },
};

export default defineConfig({
  output: 'static',
  site: process.env.URL ?? process.env.SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  // deployBuildRecord: on Netlify, the deploy's context and own address for the functions (e-mail links on previews).
  integrations: [
    react(),
    reactPreambleOnEveryDevPage,
    securityHeaderFile(),
    islandStylesInHead(),
    // App pages carry their style sheets in <head> (before the service worker's precache list reads the pages).
    appStylesInline(),
    // Before the service worker's precache list, which records each page's content.
    islandPreloads(),
    deployBuildRecord(),
    serviceWorkerFile(),
  ],
  // Astro hashes the scripts it emits (island hydration included) into each page's policy; see
  // scripts/lib/security-headers.mjs for the response header built from the same hashes.
  security: {
    csp: {
      scriptDirective: { resources: SCRIPT_RESOURCES, hashes: [FRAME_SCRIPT_HASH] },
      styleDirective: { resources: STYLE_RESOURCES },
    },
  },
  server: { host: HOST, port: Number(process.env.PORT ?? 4321) },
  devToolbar: { enabled: false },
  vite: {
    // `npm start` keeps its own dependency cache, so an `astro build`/`check` in between (production
    // NODE_ENV, another config hash) does not force the next start to re-bundle every dependency.
    ...(VITE_CACHE_DIR ? { cacheDir: VITE_CACHE_DIR } : {}),
    build: {
      // Scripts ship as files, never inlined: only Astro's own hydration scripts are inline (and hashed).
      assetsInlineLimit: 0,
      // A few files shared by the app pages instead of thirty small ones (scripts/lib/chunk-groups.mjs).
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    },
    // Only our pages are entry points: without this Vite crawls studio/ (its own app and node_modules).
    optimizeDeps: { entries: ['src/**/*.{astro,tsx,ts}'] },
    server: {
      watch: { ignored: ['**/studio/**', '**/.data/**', '**/.test-data/**', '**/dist/**', '**/test-results/**'] },
      // Vite reads files for the browser only from the site's sources, its packages and its dependency cache;
      // siteOnly() answers 404 for the rest of the project before Vite sees the request (scripts/lib/site-only.mjs).
      fs: { strict: true, allow: servedFolders(ROOT_DIR, VITE_CACHE_DIR || undefined) },
    },
    plugins: [
      // Each puts itself first in the middleware stack, so the headers come before the guard and every answer has them.
      siteOnly(),
      devSecurityHeaders,
      // In `astro dev`, /course/* deep links get the app shell, as netlify.toml's 200 rewrite does in production.
      appShellRewrite(),
      // /sw.js, bundled on request with no precache (the built site precaches the app shell).
      devServiceWorker(),
      // /api/* functions load on demand in this process instead of being bundled up front.
      localFunctionsPlugin(),
      // A dynamic import preloads only what its importing file has not loaded already.
      modulePreloads(),
      // Idle connections kept a minute, not Node's 5 s (scripts/lib/keep-alive.mjs).
      devKeepAlive(),
      // A published change or a course edit is read on the next page load; open tabs are not reloaded.
      quietContentRefresh(
        ['src/content/localDataset.ts', 'src/content/catalog.ts'].map((file) => fileURLToPath(new URL(file, import.meta.url))),
      ),
      netlify({
        functions: { enabled: false },
        edgeFunctions: { enabled: false },
        images: { enabled: false },
        blobs: { enabled: false },
        database: { enabled: false },
        geolocation: { enabled: false },
        aiGateway: { enabled: false },
        // Astro serves pages and public/ itself; without this the plugin would serve a stale dist/.
        staticFiles: { enabled: false },
        // netlify.toml has only the /_astro/ cache rule; devSecurityHeaders sends the security headers.
        headers: { enabled: false },
      }),
    ],
  },
});
