// The home page (spec 2.3): hero buttons, the three pathways, Articles & Insights (four cards, two
// external links each), Latest from Instagram (three image links and a follow link), closing buttons.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the home page links where the spec says', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('.home-hero');
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Explore Programs' })).toHaveAttribute('href', '/courses');
  await expect(hero.getByRole('link', { name: 'Work With Me' })).toHaveAttribute('href', '/work-with-me');
  await expect(hero.locator('img')).toHaveAttribute('alt', /.+/);

  const pathways = page.locator('.home-pathways > li');
  await expect(pathways.locator('h3')).toHaveText(['Transformational Courses', '1:1 Healing Sessions', 'Past Life Regression']);
  expect(await pathways.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/courses',
    '/work-with-me',
    '/work-with-me#past-life-regression',
  ]);

  const articles = section(page, 'Articles & Insights');
  const cards = articles.locator('.home-article');
  await expect(cards).toHaveCount(4);
  await expect(cards.locator('h3')).toHaveText([/neuroscience/i, /trauma/i, /addiction/i, /suggestion and belief/i]);
  for (const articleCard of await cards.all()) {
    const links = articleCard.getByRole('link');
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  }

  const instagram = section(page, 'Latest from Instagram');
  const posts = instagram.locator('.home-instagram__link');
  await expect(posts).toHaveCount(3);
  for (const post of await posts.all()) {
    await expect(post).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\/p\//);
    await expect(post.locator('img')).toHaveAttribute('alt', /.+/);
  }
  await expect(instagram.getByRole('link', { name: /Follow me on Instagram/ })).toHaveAttribute(
    'href',
    'https://www.instagram.com/mayalinwood.hypnotherapy',
  );

  const closing = page.locator('.home-closing');
  await expect(closing.getByRole('link', { name: 'Schedule a Session' })).toHaveAttribute('href', '/contact');
  await expect(closing.getByRole('link', { name: 'Learn More About My Services' })).toHaveAttribute('href', '/work-with-me');
  await expectNoAxeViolations(page);
});

test('the Past Life Regression pathway opens its card on Work With Me', async ({ page }) => {
  await page.goto('/');
  await page
    .locator('.home-pathways')
    .getByRole('link', { name: /Past Life Regression/ })
    .click();
  await expect(page).toHaveURL(/\/work-with-me#past-life-regression$/);
  await expect(page.locator('#past-life-regression')).toBeInViewport();
});
