// A promotion code walked through on `npm start`: the practitioner makes a 20% code for Quantum Alchemy Breathwork
// in 'Promotions'; a new learner opens the course page with ?code=, sees £20.00 there and in the purchase dialog,
// pays £20.00 in the local test checkout; the code's row then shows 1 redemption.
import type { Page } from '@playwright/test';
import { expect, test } from './watchedPage';
import { signUpThroughForm } from '../support/signUp';

test.describe.configure({ mode: 'serial' });

const COURSE = 'quantum-alchemy-breathwork';
const CODE = `SPRING${Date.now() % 1_000_000}`;
const learner = { name: 'Wren Ashby', email: `wren-${Date.now()}@example.com`, password: 'promotion-pass-123' };

async function openPromotions(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('local-admin-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/course-dashboard$/);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Promotions' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Promotions' })).toBeVisible();
}

const codeRow = (page: Page) => page.locator('[data-promotions] tr', { hasText: CODE });

test("the practitioner creates a 20% code for Quantum Alchemy Breathwork in 'Promotions'", async ({ page }) => {
  await openPromotions(page);
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(CODE);
  await page.getByRole('radio', { name: 'Percent off' }).check();
  await page.getByRole('spinbutton', { name: 'Percent off' }).fill('20');
  await page.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Quantum Alchemy Breathwork' });
  await page.getByRole('spinbutton', { name: 'Maximum redemptions' }).fill('50');
  await page.getByRole('button', { name: 'Create Code' }).click();
  await expect(codeRow(page)).toContainText('20% off');
  await expect(codeRow(page)).toContainText('Quantum Alchemy Breathwork');
  await expect(codeRow(page).locator('[data-redemptions]')).toHaveText('0 of 50');
});

test('a new learner opens the course page with ?code=, sees £20.00 and pays £20.00', async ({ page, context }) => {
  await signUpThroughForm(page, learner);
  await page.goto(`/courses/${COURSE}?code=${CODE.toLowerCase()}`);
  await expect(page.locator('[data-promo-notice="applied"]').first()).toHaveText(`With code ${CODE}: £20.00 instead of £25.00`);

  await page
    .locator('.course-info__hero')
    .getByRole('button', { name: /Enroll Now/ })
    .click();
  const purchase = page.getByRole('dialog', { name: 'Quantum Alchemy Breathwork' });
  await expect(purchase.locator('[data-promo-price]')).toContainText('£20.00');
  await expect(purchase.getByLabel('Promotion code')).toHaveValue(CODE.toLowerCase());
  await expect(purchase.getByText(`${CODE} applied.`)).toBeVisible();
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    purchase.getByRole('button', { name: 'Proceed to Payment' }).click(),
  ]);
  await expect(checkout.getByRole('heading', { level: 1, name: 'Local test checkout' })).toBeVisible();
  await expect(checkout.getByText(`${CODE}: £5.00 off £25.00`)).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay £20.00' }).click();
  await expect(checkout.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await checkout.close();
});

test("the code's row shows 1 redemption", async ({ page }) => {
  await openPromotions(page);
  await expect(codeRow(page).locator('[data-redemptions]')).toHaveText('1 of 50');
});
