// Work With Me and the four service information pages (spec 2.7, 4, 9): the cards and their links, the
// hash scroll, the testimonial carousel's timing (Playwright's clock), the package toggle, the prices
// (originals struck through) and the external booking links from site settings. Axe on every page.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const BOOKING = 'https://calendly.com/maya-linwood/';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Fake timers that stand still until the test moves them (install alone lets time flow naturally). */
async function freezeClock(page: Page) {
  const start = new Date('2026-01-05T10:00:00Z');
  await page.clock.install({ time: start });
  // A moment later than install: pausing exactly at `start` fails once any real time has passed.
  await page.clock.pauseAt(new Date(start.getTime() + 10_000));
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test.describe('/work-with-me', () => {
  test('shows the four services with their prices and links', async ({ page }) => {
    await page.goto('/work-with-me');
    await expect(page.getByRole('heading', { level: 1, name: 'Work With Me' })).toBeVisible();
    const cards = [
      ['Initial Consultation', '/initial-consultation-info', ['£30', 'Free']],
      ['Standard Online Session', '/online-hypnotherapy-info', ['£90', '£45']],
      ['Stop Smoking/Vaping', '/stop-smoking-info', ['£140', '£70']],
      ['Past Life Regression', '/past-life-regression-info', ['£100', '£50', '£140', '£70']],
    ] as const;
    await expect(page.getByRole('article')).toHaveCount(4);
    for (const [title, info, prices] of cards) {
      const c = card(page, title);
      await expect(c.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(c.getByRole('link', { name: 'Begin Your Journey' })).toHaveAttribute('href', info);
      await expect(c.getByRole('link', { name: 'Ask Questions' })).toHaveAttribute('href', '/contact');
      const text = (await c.textContent()) ?? '';
      for (const price of prices) expect(text).toContain(price);
    }
    // Originals are struck through and read as the usual price.
    await expect(card(page, 'Standard Online Session').locator('s')).toHaveText('Usual price £90');
    await expect(card(page, 'Stop Smoking/Vaping').getByText('Most Transformative')).toBeVisible();
    await expect(card(page, 'Past Life Regression').getByText('Recommended')).toBeVisible();
    await expect(card(page, 'Initial Consultation')).toContainText('credited towards your first session');
    await expect(page.locator('#past-life-regression')).toHaveAttribute('aria-labelledby', /.+/);
    await expectNoAxeViolations(page);
  });

  test('scrolls smoothly to the card named by the hash 100 ms after load', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/work-with-me#past-life-regression');
    // Undo the browser's own jump to the anchor, so only the page's delayed scroll can bring it back.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.clock.runFor(50);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(100);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('past-life-regression')!.getBoundingClientRect().top)))
      .toBeLessThan(40);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('a hash that matches nothing does not scroll', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/work-with-me#no-such-card');
    await page.clock.runFor(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('Client Testimonials carousel', () => {
  const slide = (page: Page) => page.locator('[data-carousel-slide]:visible');

  test('auto-advances every 5000 ms and wraps around', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/work-with-me');
    const region = page.getByRole('region', { name: 'Client Testimonials' });
    await expect(region).toBeVisible();
    await expect(slide(page)).toHaveCount(1);
    await expect(slide(page)).toHaveAttribute('aria-label', '1 of 5');
    await page.clock.runFor(4900);
    await expect(slide(page)).toHaveAttribute('aria-label', '1 of 5');
    await page.clock.runFor(100);
    await expect(slide(page)).toHaveAttribute('aria-label', '2 of 5');
    await page.clock.runFor(15000);
    await expect(slide(page)).toHaveAttribute('aria-label', '5 of 5');
    await page.clock.runFor(5000);
    await expect(slide(page)).toHaveAttribute('aria-label', '1 of 5');
    await expect(page.getByRole('button', { name: /Show testimonial 1 of 5/ })).toHaveAttribute('aria-current', 'true');
  });

  for (const control of ['Next testimonial', 'Previous testimonial', 'dot'] as const) {
    test(`pressing ${control} stops the autoplay for good`, async ({ page }) => {
      await freezeClock(page);
      await page.goto('/work-with-me');
      const button =
        control === 'dot'
          ? page.getByRole('button', { name: /Show testimonial 3 of 5/ })
          : page.getByRole('button', { name: control, exact: true });
      await button.click();
      const expected = { 'Next testimonial': '2 of 5', 'Previous testimonial': '5 of 5', dot: '3 of 5' }[control];
      await expect(slide(page)).toHaveAttribute('aria-label', expected);
      await expect(page.locator('[data-carousel-slides]')).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(30000);
      await expect(slide(page)).toHaveAttribute('aria-label', expected);
    });
  }

  test('does not auto-advance with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/work-with-me');
    await page.clock.runFor(20000);
    await expect(slide(page)).toHaveAttribute('aria-label', '1 of 5');
    await expect(page.locator('[data-carousel-slides]')).toHaveAttribute('aria-live', 'polite');
  });
});

test.describe('service information pages', () => {
  const pages = [
    ['/initial-consultation-info', 'Initial Consultation', [['consultation', 'initial-consultation', '£30', 'Free']]],
    ['/online-hypnotherapy-info', 'Standard Online Session', [['singleSession', 'online-hypnotherapy-session', '£90', '£45']]],
    ['/stop-smoking-info', 'Stop Smoking/Vaping', [['stopSmoking', 'stop-smoking-vaping', '£140', '£70']]],
    [
      '/past-life-regression-info',
      'Past Life Regression',
      [
        ['regression60', 'past-life-regression-60', '£100', '£50'],
        ['regression90', 'past-life-regression-90', '£140', '£70'],
      ],
    ],
  ] as const;

  for (const [path, title, options] of pages) {
    test(`${path} books through the external links with struck-through originals`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: /Back to Work With Me/ })).toHaveAttribute('href', '/work-with-me');
      await expect(page.getByRole('link', { name: 'Ask Questions' })).toHaveAttribute('href', '/contact');
      for (const [key, slug, original, sale] of options) {
        const book = page.locator(`a[data-booking="${key}"]`);
        await expect(book).toHaveAttribute('href', `${BOOKING}${slug}`);
        await expect(book).toHaveAttribute('target', '_blank');
        await expect(book).toHaveAccessibleName(/^Book Now ?: .+ \(opens in a new tab\)$/);
        const option = page.getByRole('listitem').filter({ has: book });
        await expect(option.locator('s')).toHaveText(`Usual price ${original}`);
        await expect(option.locator('.price__now')).toContainText(sale);
      }
      await expectNoAxeViolations(page);
    });
  }

  test('the online session page toggles its package options', async ({ page }) => {
    await page.goto('/online-hypnotherapy-info');
    // Native <details>: the summary reads 'View Package Options', then 'Hide Package Options' once open.
    const packagesBox = page.locator('details.info__packages');
    const toggle = packagesBox.locator('summary');
    await expect(toggle).toHaveText('View Package Options', { useInnerText: true });
    await expect(packagesBox).not.toHaveAttribute('open');
    const four = page.locator('a[data-booking="package4"]');
    await expect(four).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveText('Hide Package Options', { useInnerText: true });
    await expect(packagesBox).toHaveAttribute('open', '');
    await expect(four).toBeVisible();
    await expect(four).toHaveAttribute('href', `${BOOKING}online-hypnotherapy-4-session-package`);
    await expect(page.locator('a[data-booking="package8"]')).toHaveAttribute('href', `${BOOKING}online-hypnotherapy-8-session-package`);
    const packages = page.locator('#package-options');
    await expect(packages).toContainText('£360');
    await expect(packages).toContainText('£180');
    await expect(packages).toContainText('£720');
    await expectNoAxeViolations(page);
    await toggle.click();
    await expect(toggle).toHaveText('View Package Options', { useInnerText: true });
    await expect(packagesBox).not.toHaveAttribute('open');
    await expect(four).toBeHidden();
  });
});
