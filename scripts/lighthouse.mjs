// @ts-check
// `npm run lighthouse`: Lighthouse (mobile defaults: Moto G Power emulation, simulated slow 4G) on the
// BUILT site, served with its headers and functions as in production. Builds nothing: run
// `npm run build` first (or set DIST_DIR to another build). Writes reports/lighthouse/summary.md and
// summary.json (+ one HTML report per page, not committed) and exits non-zero when a page scores below
// 0.95 for performance or below 1.0 for accessibility, best practices or SEO.
//
//   npm run lighthouse                 # each page once
//   npm run lighthouse -- --runs 3     # each page 3 times, keeping the median performance run
//   CHROME_PATH=/path/to/chrome npm run lighthouse
import { continueOnProjectNode } from './lib/bootstrap.mjs';

continueOnProjectNode(import.meta.url);

const { mkdirSync, writeFileSync } = await import('node:fs');
const { createServer } = await import('node:net');
const { join } = await import('node:path');
const { parseArgs } = await import('node:util');
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { ROOT } = await import('./lib/emulators.mjs');
const { serveBuiltSite } = await import('./lib/built-site-server.mjs');
const { hostLine, runFlags } = await import('./lib/lighthouse-host.mjs');

const PAGES = ['/', '/treatments/anxiety-relief', '/blog', '/work-with-me', '/contact'];
const THRESHOLDS = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 };
const CATEGORIES = /** @type {(keyof typeof THRESHOLDS)[]} */ (Object.keys(THRESHOLDS));

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
const distDir = process.env.DIST_DIR ?? join(ROOT, 'dist');
const outDir = join(ROOT, 'reports', 'lighthouse');

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {string} path */
const slug = (path) => (path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-'));
/** @param {number | null | undefined} value */
const score = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(2));

/**
 * The audits that cost points in a category (score below 1), for the summary.
 * @param {import('lighthouse').Result} lhr
 * @param {string} category
 */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id} (${score(audit.score)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
}

const site = await serveBuiltSite({ port: await freePort(), distDir, functions: false });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});

const results = [];
/** Every kept run's report, for the host line. @type {any[]} */
const kept = [];
try {
  mkdirSync(outDir, { recursive: true });
  // One discarded warm-up run: a freshly started Chromium is slower on its first page than on any later one.
  await lighthouse(
    `${site.url}${PAGES[0]}`,
    runFlags({ port: chrome.port, siteUrl: site.url, categories: ['performance'], output: 'json' }),
  );
  for (const path of PAGES) {
    const attempts = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${site.url}${path}`, runFlags({ port: chrome.port, siteUrl: site.url, categories: CATEGORIES }));
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      attempts.push(result);
      const perf = result.lhr.categories.performance.score;
      console.log(`${path} run ${run + 1}/${runs}: performance ${score(perf)}`);
    }
    // The median run by performance (the other categories do not vary between runs).
    attempts.sort((a, b) => (a.lhr.categories.performance.score ?? 0) - (b.lhr.categories.performance.score ?? 0));
    const { lhr, report } = attempts[Math.floor((attempts.length - 1) / 2)];
    kept.push(lhr);
    writeFileSync(join(outDir, `${slug(path)}.html`), Array.isArray(report) ? report[0] : report);
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, lhr.categories[category].score]));
    // The performance category always measures these five (numericValue is set).
    const metrics = {
      firstContentfulPaintMs: Math.round(/** @type {number} */ (lhr.audits['first-contentful-paint'].numericValue)),
      largestContentfulPaintMs: Math.round(/** @type {number} */ (lhr.audits['largest-contentful-paint'].numericValue)),
      totalBlockingTimeMs: Math.round(/** @type {number} */ (lhr.audits['total-blocking-time'].numericValue)),
      cumulativeLayoutShift: Number(/** @type {number} */ (lhr.audits['cumulative-layout-shift'].numericValue).toFixed(3)),
      speedIndexMs: Math.round(/** @type {number} */ (lhr.audits['speed-index'].numericValue)),
    };
    const failing = CATEGORIES.filter((category) => (scores[category] ?? 0) < THRESHOLDS[category]);
    const losses = Object.fromEntries(
      CATEGORIES.map((category) => [category, failingAudits(lhr, category)]).filter(([, list]) => list.length),
    );
    results.push({
      path,
      lighthouseVersion: lhr.lighthouseVersion,
      scores,
      metrics,
      passed: failing.length === 0,
      failing,
      losses,
      performanceRuns: attempts.map((a) => a.lhr.categories.performance.score),
    });
  }
} finally {
  chrome.kill();
  await site.close();
}

const when = new Date().toISOString();
const lighthouseVersion = results[0]?.lighthouseVersion ?? '';
const lines = [
  '# Lighthouse',
  '',
  `Lighthouse ${lighthouseVersion} (mobile defaults) on the built site, ${when} (${runs} run${runs > 1 ? 's' : ''} per page${runs > 1 ? ', median performance run' : ''}).`,
  `${hostLine(kept)} (scripts/lib/lighthouse-host.mjs).`,
  `Thresholds: performance ≥ ${THRESHOLDS.performance}; accessibility, best practices and SEO = 1.`,
  '',
  '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |',
  '|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.path} | ${score(r.scores.performance)} | ${score(r.scores.accessibility)} | ${score(r.scores['best-practices'])} | ${score(r.scores.seo)} | ${(r.metrics.largestContentfulPaintMs / 1000).toFixed(1)} s | ${r.metrics.totalBlockingTimeMs} ms | ${r.metrics.cumulativeLayoutShift} |`,
  ),
  '',
  ...results.flatMap((r) => Object.entries(r.losses).map(([category, audits]) => `- ${r.path}, ${category}: ${audits.join(', ')}`)),
  '',
];
writeFileSync(join(outDir, 'summary.md'), lines.join('\n'));
writeFileSync(
  join(outDir, 'summary.json'),
  `${JSON.stringify({ date: when, runs, host: hostLine(kept), thresholds: THRESHOLDS, pages: results }, null, 2)}\n`,
);
console.log(`\n${lines.join('\n')}`);
console.log(`Reports: ${join('reports', 'lighthouse')}/ (summary.md, summary.json, one HTML report per page)`);

const failed = results.filter((r) => !r.passed);
if (failed.length) {
  console.error(`Below the thresholds: ${failed.map((r) => `${r.path} (${r.failing.join(', ')})`).join('; ')}`);
  process.exit(1);
}
console.log('All pages meet the thresholds.');
process.exit(0);
