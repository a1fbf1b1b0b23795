// /blog (spec 2.6): video posts as facades (the player loads only on play) and Instagram posts whose
// embed script loads only when they come into view. Third-party hosts are stubbed (no internet here).
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const EMBED_SCRIPT = 'https://www.instagram.com/embed.js';

async function stubThirdParties(page: Page) {
  const requested: string[] = [];
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|www\.instagram\.com)\//, (route) => {
    requested.push(route.request().url());
    const isScript = route.request().url() === EMBED_SCRIPT;
    return route.fulfill({
      status: 200,
      contentType: isScript ? 'text/javascript' : 'text/html',
      body: isScript ? 'window.instgrm = { Embeds: { process() { document.body.dataset.igProcessed = "yes"; } } };' : '<p>player</p>',
    });
  });
  return requested;
}

test('shows the featured videos and at least four video posts', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const featured = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Featured Videos' }) });
  await expect(featured.getByRole('heading', { level: 3 })).toHaveText(['Ways to Turn Fear into Fuel', 'The Science Behind Depression']);
  await expect(page.locator('[data-video-facade]')).toHaveCount(4);
  for (const img of await page.getByRole('main').locator('img').all()) {
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
  }
});

test('a video is a poster with a play button until pressed, then the player loads', async ({ page }) => {
  const requested = await stubThirdParties(page);
  await page.goto('/blog');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(requested).toEqual([]);

  await page.getByRole('button', { name: 'Play video: Ways to Turn Fear into Fuel' }).click();
  const player = page.locator('iframe[title="Ways to Turn Fear into Fuel"]');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1/);
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Play video: Ways to Turn Fear into Fuel' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Play video: A Three-Minute Breathing Reset' }).click();
  await expect(page.locator('iframe[title="A Three-Minute Breathing Reset"]')).toHaveAttribute(
    'src',
    /^https:\/\/player\.vimeo\.com\/video\/\d+\?/,
  );
});

test('the Instagram embed script loads only when the posts come into view', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  const requested = await stubThirdParties(page);
  await page.goto('/blog');
  await expect(page.locator('blockquote.instagram-media')).toHaveCount(2);
  await expect(page.locator(`script[src="${EMBED_SCRIPT}"]`)).toHaveCount(0);
  expect(requested.filter((url) => url === EMBED_SCRIPT)).toEqual([]);

  await page.getByRole('heading', { level: 2, name: 'From My Instagram' }).scrollIntoViewIfNeeded();
  await expect(page.locator(`script[src="${EMBED_SCRIPT}"]`)).toHaveCount(1);
  await expect(page.locator('body')).toHaveAttribute('data-ig-processed', 'yes');
  expect(requested.filter((url) => url === EMBED_SCRIPT)).toHaveLength(1);
  await expect(page.getByRole('link', { name: 'Follow me on Instagram' })).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//);
  expect(violations).toEqual([]);
});

test('has no axe violations', async ({ page }) => {
  await page.goto('/blog');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
