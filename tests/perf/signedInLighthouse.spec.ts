// `npm run lighthouse` (its second half): Lighthouse's mobile defaults (Moto G Power emulation, simulated slow 4G)
// on the signed-in screens of the BUILT site with its functions: the demo learner's dashboard, course and first
// session, and the admin dashboard. Each person signs in through the form once (as she does); Lighthouse then opens
// the page carrying that sign-in's session cookie. Writes reports/lighthouse/signed-in.md and .json and fails when
// a page scores below 0.95 for performance or below 1 for accessibility or best practices (SEO is not measured:
// these pages are not for search engines and say so).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_ACCOUNTS } from '../../scripts/lib/demo-data.mjs';
import { hostLine, runFlags } from '../../scripts/lib/lighthouse-host.mjs';
import { signInThroughForm } from '../e2e/learningSupport';
import { sessionCookieOf } from '../e2e/sessionSupport';

const THRESHOLDS = { performance: 0.95, accessibility: 1, 'best-practices': 1 } as const;
const CATEGORIES = Object.keys(THRESHOLDS) as (keyof typeof THRESHOLDS)[];
const COURSE = 'quantum-alchemy-breathwork';
const PAGES: Array<{ path: string; as: 'learner' | 'admin' }> = [
  { path: '/course-dashboard', as: 'learner' },
  { path: `/course/${COURSE}`, as: 'learner' },
  { path: `/course/${COURSE}/session/${COURSE}-1`, as: 'learner' },
  { path: '/admin', as: 'admin' },
];
const OUT_DIR = join(process.cwd(), 'reports', 'lighthouse');

/** The session cookie of a sign-in through the form by the demo account `key`. */
async function cookieOf(browser: Browser, key: 'learner' | 'admin'): Promise<string> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key)!;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, account.email, account.password);
  const value = await sessionCookieOf(page);
  await context.close();
  return value;
}

test('the signed-in screens score at least 0.95 for performance in Lighthouse (mobile)', async ({ browser, baseURL }) => {
  test.setTimeout(PAGES.length * 120_000 + 120_000);
  const cookies = { learner: await cookieOf(browser, 'learner'), admin: await cookieOf(browser, 'admin') };
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const lhrs: Parameters<typeof hostLine>[0] = [];
  const results: Array<{ path: string; scores: Record<string, number | null>; lcpMs: number; tbtMs: number; cls: number }> = [];
  try {
    // One discarded warm-up run: a freshly started Chromium is slower on its first page than on any later one.
    await lighthouse(
      `${baseURL}${PAGES[0]!.path}`,
      runFlags({ port: chrome.port, siteUrl: baseURL!, categories: ['performance'], output: 'json', sessionCookie: cookies.learner }),
    );
    for (const { path, as } of PAGES) {
      const result = await lighthouse(
        `${baseURL}${path}`,
        runFlags({ port: chrome.port, siteUrl: baseURL!, categories: [...CATEGORIES], sessionCookie: cookies[as] }),
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr, report } = result;
      // Lighthouse's own failure to measure (e.g. a trace without the navigation's start) is named, not scored 0.
      expect(lhr.runtimeError?.message, `Lighthouse measured ${path}`).toBeUndefined();
      lhrs.push(lhr);
      // A page that sent its visitor to /auth measured the sign-in form, not the screen.
      expect(new URL(lhr.finalDisplayedUrl).pathname, `${path} stayed on its screen`).toBe(path);
      mkdirSync(OUT_DIR, { recursive: true });
      writeFileSync(join(OUT_DIR, `signed-in-${path.slice(1).replace(/[^a-z0-9]+/gi, '-')}.html`), String(report));
      results.push({
        path,
        scores: Object.fromEntries(CATEGORIES.map((category) => [category, lhr.categories[category]!.score])),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']!.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']!.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']!.numericValue ?? 0).toFixed(3)),
      });
    }
  } finally {
    await chrome.kill();
  }
  const lines = [
    '# Lighthouse, signed in',
    '',
    `Mobile defaults on the built site with its functions, ${new Date().toISOString()}; ${hostLine(lhrs)} (scripts/lib/lighthouse-host.mjs).`,
    '',
    '| Page | Performance | Accessibility | Best practices | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.path} | ${r.scores.performance?.toFixed(2)} | ${r.scores.accessibility?.toFixed(2)} | ${r.scores['best-practices']?.toFixed(2)} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.tbtMs} ms | ${r.cls} |`,
    ),
    '',
  ];
  writeFileSync(join(OUT_DIR, 'signed-in.md'), lines.join('\n'));
  writeFileSync(
    join(OUT_DIR, 'signed-in.json'),
    `${JSON.stringify({ host: hostLine(lhrs), thresholds: THRESHOLDS, pages: results }, null, 2)}\n`,
  );
  console.log(lines.join('\n'));
  for (const r of results)
    for (const category of CATEGORIES)
      expect.soft(r.scores[category] ?? 0, `${r.path}: ${category}`).toBeGreaterThanOrEqual(THRESHOLDS[category]);
});
