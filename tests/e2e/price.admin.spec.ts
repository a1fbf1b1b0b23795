// One price: Firestore's course record is the only price. The build writes the figure it read into the pages;
// when it changes (the admin's course editor writes the same field), the course page, the course list, the
// purchase dialog and the checkout all show the new figure at once, before the rebuild the change asks for,
// and the corrected price moves nothing on the page. In the admin project (after the other specs): it changes shared
// data for a moment (the animal course, which the other admin specs do not buy) and puts it back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { ANIMALS, axeViolations, freshUser, signInAs, writeDoc } from './learningSupport';

test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 60_000 });
const INFO_PAGE = `/courses/${ANIMALS}`;

// One after another: the second test changes the price the third one reads.
test.describe.configure({ mode: 'serial' });

/** Sets number fields of a course record, as the admin's course editor does. */
async function setCoursePrices(fields: { price?: number; original_price?: number | null }): Promise<void> {
  await writeDoc('courses', ANIMALS, fields, { merge: true });
}

/** The sum of the page's layout shifts so far (not caused by input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => setTimeout(() => resolve(0), 100));
      }),
  );
}

test.afterAll(async () => {
  await setCoursePrices({ price: 199.99, original_price: null });
});

test('the built course page holds the price the build read; the page corrects it live', () => {
  const dist = process.env.DIST_DIR ?? 'dist';
  const html = readFileSync(join(dist, 'courses', ANIMALS, 'index.html'), 'utf8');
  expect(html).toMatch(/data-price-now[^>]*>£199\.99</);
  expect(html).toContain('"priceCurrency":"GBP"');
});

test('a changed price shows on the course page, the course list, the purchase dialog and the checkout', async ({ page, context }) => {
  await setCoursePrices({ price: 149.5, original_price: 199.99 });
  const user = await freshUser('new-price');
  await signInAs(page, user.email);

  await page.goto(INFO_PAGE);
  const hero = page.locator('.course-info__hero');
  await expect(hero.locator('.course-info__now')).toHaveText('£149.50');
  await expect(hero.locator('s')).toHaveText('Usual price £199.99');
  await expect(hero.getByText('Save £50.49')).toBeVisible();
  const buy = hero.getByRole('button', { name: 'Enroll Now – £149.50' });
  await expect(buy).toBeVisible();
  const closing = page.locator('.course-info__closing');
  await expect(closing.locator('.course-info__now')).toHaveText('£149.50');
  await expect(closing.getByRole('button', { name: 'Enroll Now – £149.50' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The slots kept their size while the figure loaded: nothing moved.
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.001);
  expect(await axeViolations(page)).toEqual([]);

  await buy.click();
  const purchase = page.getByRole('dialog', { name: 'The Animal That Walks With You' });
  await expect(purchase).toContainText('£149.50');
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    purchase.getByRole('button', { name: 'Proceed to Payment' }).click(),
  ]);
  await checkout.waitForURL(/\/local-checkout\?id=cs_local_[0-9a-f]+$/);
  await expect(checkout.getByText('£149.50 (GBP)')).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Pay £149.50' })).toBeVisible();
  await checkout.close();

  await page.goto('/courses');
  const card = page
    .locator('.course-card')
    .filter({ has: page.getByRole('heading', { name: 'The Animal That Walks With You', exact: true }) });
  await expect(card.locator('.course-card__now')).toHaveText('£149.50');
  await expect(card.locator('s')).toHaveText('Usual price £199.99');

  // And back: the next page load shows the restored price.
  await setCoursePrices({ price: 199.99, original_price: null });
  await page.goto(INFO_PAGE);
  await expect(hero.locator('.course-info__now')).toHaveText('£199.99');
  await expect(hero.locator('s')).toBeHidden();
  await expect(hero.getByRole('button', { name: 'Enroll Now – £199.99' })).toBeVisible();
});

test('a purchase button pressed before the price arrived still opens the dialog with the live price', async ({ page }) => {
  const user = await freshUser('early-press');
  await signInAs(page, user.email);
  // Hold the page's own price request back; the dialog asks for itself.
  let held = true;
  await page.route('**/api/courses', async (route) => {
    if (held) {
      held = false;
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
    await route.continue();
  });
  await page.goto(INFO_PAGE);
  await page
    .locator('.course-info__hero')
    .getByRole('button', { name: /^Enroll Now/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'The Animal That Walks With You' })).toContainText('£199.99');
});
