// The About page at /about-{productSlug} (spec 2.6): story, mission and values, hypnotherapy, benefits, calls to action.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const PATH = '/about-maya-linwood';
const main = (page: Page) => page.getByRole('main');

test('tells the story, mission, values and what hypnotherapy is', async ({ page }) => {
  await page.goto(PATH);
  const m = main(page);
  await expect(m.getByRole('heading', { level: 1, name: 'Hello, I’m Maya' })).toBeVisible();
  for (const name of ['My Story', 'My Mission', 'What Is Hypnotherapy?', 'How Hypnotherapy Can Help You']) {
    await expect(m.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(m.getByRole('heading', { level: 3, name: 'What I Value' })).toBeVisible();
  await expect(m.locator('.value h4')).toHaveText(['Compassion', 'Honesty', 'Your pace', 'Lasting change']);
  await expect(m.getByRole('list', { name: 'How Hypnotherapy Can Help You' }).getByRole('listitem')).toHaveCount(7);
});

test('calls to action lead to Work With Me and Contact', async ({ page }) => {
  await page.goto(PATH);
  await expect(main(page).getByRole('link', { name: 'Work With Me' })).toHaveAttribute('href', '/work-with-me');
  await expect(main(page).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
});

test('the portrait has alt text, a size and loads eagerly', async ({ page }) => {
  await page.goto(PATH);
  const portrait = main(page).getByRole('img', { name: /portrait of Maya Linwood/ });
  await expect(portrait).toBeVisible();
  await expect(portrait).toHaveAttribute('width', '1000');
  await expect(portrait).toHaveAttribute('height', '1250');
  await expect(portrait).toHaveAttribute('loading', 'eager');
  expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await page.locator('picture source[type="image/avif"]').count()).toBeGreaterThan(0);
});

test('the About menu entry leads here', async ({ page }) => {
  await page.goto('/');
  // The entry sits in the (closed) About drop-down, so find it by its text rather than its role.
  const href = await page.getByRole('navigation', { name: 'Main' }).locator('a', { hasText: 'About Maya' }).first().getAttribute('href');
  expect(href).toBe(PATH);
  expect((await page.request.get(PATH)).status()).toBe(200);
});

test('has no axe violations', async ({ page }) => {
  await page.goto(PATH);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
