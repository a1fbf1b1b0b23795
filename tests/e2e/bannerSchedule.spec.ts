// The site banner's 'Show from' and 'Hide from' in a browser, on the built site: the page's own script (the built
// SiteBanner chunk) shows the banner at its start and hides it at its end minute, without a reload. The seed's
// banner has no time window, so the home page is served here as the build renders a banner that has one: its
// times in data attributes, hidden before its start, and the schedule script after it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST } from './seoDist';

const BANNER = 'LIMITED TIME: 50% OFF ALL SESSIONS';
const T0 = Date.parse('2031-03-01T09:00:00.000Z');
const STARTS = new Date(T0 + 60_000).toISOString();
const ENDS = new Date(T0 + 3 * 60_000).toISOString();

/** The built banner schedule script (emitted once, used by pages whose banner has a time window). */
function scheduleScript(): string {
  const name = readdirSync(join(DIST, '_astro')).find((file) => /^SiteBanner\.astro_astro_type_script.*\.js$/.test(file));
  if (!name) throw new Error(`No SiteBanner script in ${DIST}/_astro: build the site first.`);
  return `/_astro/${name}`;
}

test('the banner shows at its start and hides at its end minute, without a reload', async ({ page }) => {
  const script = scheduleScript();
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<div class="site-banner">([\s\S]*?<\/div>)/,
      `<div class="site-banner" hidden data-banner-starts="${STARTS}" data-banner-ends="${ENDS}">$1<script type="module" src="${script}"></script>`,
    );
    expect(html).toContain(`data-banner-ends="${ENDS}"`);
    const headers = { ...response.headers() };
    for (const name of ['content-encoding', 'content-length']) delete headers[name];
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  await page.clock.install({ time: T0 });
  await page.goto('/');
  const banner = page.locator('.site-banner');
  await page.clock.pauseAt(T0 + 30_000);
  await expect(banner).toBeHidden();
  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-page', 'yes'));

  await page.clock.runFor(30_000);
  await expect(banner.getByText(BANNER, { exact: true })).toBeVisible();
  await page.clock.runFor(2 * 60_000 - 1_000);
  await expect(banner).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(banner).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-same-page', 'yes');
});
