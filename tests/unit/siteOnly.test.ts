// `npm start` serves the site and nothing else of the project (scripts/lib/site-only.mjs): the rule on a project
// folder laid out like this one, with a local data folder full of secrets. tests/local-stack/npmStart.test.ts walks
// the same kinds of paths on the real dev server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MALFORMED_WORDS, NOT_FOUND_WORDS, siteOnlyRefusal } from '../../scripts/lib/site-only.mjs';

const root = mkdtempSync(join(tmpdir(), 'site-only-'));
const cacheDir = join(root, 'node_modules', '.cache', 'vite-dev');
for (const file of [
  '.data/emulators/auth/accounts.json',
  '.data/outbox/reset.json',
  '.data/logs/web.log',
  '.data/lake/documents.ndjson',
  '.data/storage/sessions/a.mp3',
  '.test-data/dev-journey/outbox/x.json',
  '.git/HEAD',
  '.env',
  'content/seed/data.ndjson',
  'package.json',
  'README.md',
  'netlify/lib/handler.ts',
  'scripts/start.mjs',
  'tests/unit/a.test.ts',
  'studio/sanity.config.ts',
  'public/favicon.svg',
  'src/islands/Dashboard.tsx',
  'src/styles/global.css',
  'node_modules/react/index.js',
  'node_modules/.cache/other-tool/secret.json',
  'node_modules/.cache/vite-dev/deps/react.js',
]) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), 'x');
}
const project = { root, cacheDir };
const answer = (url: string, method = 'GET') => siteOnlyRefusal({ url, method }, project);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the dev server serves only the site', () => {
  it('answers 404 for the local data folder, the content seed and every other part of the project, however the path is written', () => {
    const forbidden = [
      '/.data/emulators/auth/accounts.json',
      '/.data/outbox/reset.json',
      '/.data/logs/web.log',
      '/.data/lake/documents.ndjson',
      '/.data/storage/sessions/a.mp3',
      '/.data/',
      '/.data',
      '/.test-data/dev-journey/outbox/x.json',
      '/content/seed/data.ndjson',
      '/content/seed/data.ndjson?raw',
      '/content/',
      '/package.json',
      '/README.md',
      '/.git/HEAD',
      '/.env',
      '/netlify/lib/handler.ts',
      '/scripts/start.mjs',
      '/tests/unit/a.test.ts',
      '/studio/sanity.config.ts',
      '/public/favicon.svg',
      '/src/../.data/outbox/reset.json',
      '/src/%2e%2e/.data/outbox/reset.json',
      '/src%2f..%2f.data/outbox/reset.json',
      '/.data/outbox/reset.json?import',
      `/@fs${root}/.data/outbox/reset.json`,
      `/@fs${root}/package.json`,
      '/@fs/etc/passwd',
      `/@id/${root}/.data/outbox/reset.json`,
      '/@id/.data/outbox/reset.json',
      '/node_modules/.cache/other-tool/secret.json',
      `/_image?href=${encodeURIComponent(`/@fs${root}/.data/storage/sessions/a.mp3`)}&w=10`,
      '/_image?href=/.data/outbox/reset.json&w=10',
      '/.netlify/not-a-function',
    ];
    for (const url of forbidden) expect(answer(url), url).toEqual({ status: 404, words: NOT_FOUND_WORDS });
  });

  it('lets through pages, public files, the site’s modules and packages, Vite’s own addresses and the functions', () => {
    const served = [
      '/',
      '/auth',
      '/course/quantum-alchemy-breathwork/session/1',
      '/favicon.svg',
      '/seed-images/home-hero-1200.jpg',
      '/src/islands/Dashboard.tsx',
      '/src/styles/global.css?direct',
      '/src/components/SiteNav.astro?astro&type=script&index=0&lang.ts',
      '/node_modules/react/index.js',
      '/node_modules/.cache/vite-dev/deps/react.js?v=1',
      `/@fs${root}/src/islands/Dashboard.tsx`,
      `/@fs${root}/node_modules/react/index.js`,
      '/@vite/client',
      '/@react-refresh',
      '/@id/astro:scripts/page.js',
      '/@id/__x00__astro:scripts/page.js',
      '/_image?href=/src/assets/a.jpg&w=10',
      '/api/health',
      '/api/admin/courses?id=x',
      '/.netlify/functions/health',
    ];
    for (const url of served) expect(answer(url), url).toBeNull();
  });

  it('answers a path that cannot be decoded with 400 and plain words, not a stack trace', () => {
    for (const url of ['/%E0%A4%A', '/src/lib/%ff', '/api/%E0%A4%A', '/%00']) {
      expect(answer(url), url).toEqual({ status: 400, words: MALFORMED_WORDS });
    }
  });

  it('answers TRACE on a page with 405 and Allow (the functions answer it on their own addresses)', () => {
    expect(answer('/about', 'TRACE')).toEqual({
      status: 405,
      words: 'Method TRACE is not allowed here. Use GET or HEAD.',
      headers: { allow: 'GET, HEAD' },
    });
    expect(answer('/api/health', 'TRACE')).toBeNull();
  });
});
