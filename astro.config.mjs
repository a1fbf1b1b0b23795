// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import netlify from '@netlify/vite-plugin';
import { appShellRewrite } from './scripts/lib/app-shell-rewrite.mjs';
import { localFunctionsPlugin } from './scripts/lib/local-functions.mjs';
import { assertDeployable } from './src/lib/integrationModes.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
// A production deploy (Netlify CONTEXT=production) refuses to build on any local implementation.
assertDeployable(process.env);

export default defineConfig({
  output: 'static',
  site: process.env.URL ?? process.env.SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  integrations: [react()],
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 4321) },
  devToolbar: { enabled: false },
  vite: {
    // `npm start` keeps its own dependency cache, so an `astro build`/`check` in between (production
    // NODE_ENV, another config hash) does not force the next start to re-bundle every dependency.
    ...(process.env.LOCAL_STACK_VITE_CACHE_DIR ? { cacheDir: process.env.LOCAL_STACK_VITE_CACHE_DIR } : {}),
    // Scripts ship as files, never inlined, so the Content-Security-Policy can stay `script-src 'self'`.
    build: { assetsInlineLimit: 0 },
    // Only our pages are entry points: without this Vite crawls studio/ (its own app and node_modules).
    optimizeDeps: { entries: ['src/**/*.{astro,tsx,ts}'] },
    server: { watch: { ignored: ['**/studio/**', '**/.data/**', '**/.test-data/**', '**/dist/**', '**/test-results/**'] } },
    plugins: [
      // In `astro dev`, /course/* deep links get the app shell, as netlify.toml's 200 rewrite does in production.
      appShellRewrite(),
      // /api/* functions load on demand in this process instead of being bundled up front.
      localFunctionsPlugin(),
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
        // netlify.toml's CSP would block Vite's dev client; the built site is tested with the real headers.
        headers: { enabled: false },
      }),
    ],
  },
});
