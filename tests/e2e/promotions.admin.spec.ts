// Promotion codes and drip on the built site with its functions, in Chromium: the admin's 'Promotions' tab (tab
// roles, the form, the table, 'Deactivate'); a learner's 'Promotion code' and 'Apply' in the purchase dialog (an
// unknown code is refused and the price stays; a good one shows £25.00 → £20.00 and the local checkout charges
// £20.00; a 100%-off code enrols without a card; an unknown ?code= is asked about once per page); a dripped session
// named 'Opens on {date}' and refused before its day, in the server's words.
import { randomUUID } from 'node:crypto';
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { axeViolations, freshUser, signInAs, writeDoc } from './learningSupport';
import { ADMIN } from './adminSupport';
import { PROMOTION_UNKNOWN } from '../../src/lib/purchase/promotions';

test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 30_000 });

const COURSE = 'quantum-alchemy-breathwork';
const suffix = randomUUID().slice(0, 6).toUpperCase();
const CODE = `SAVE5-${suffix}`;
const FREE = `GIFT-${suffix}`;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const codeRow = (page: Page, code: string) => page.locator('[data-promotions] tr', { hasText: code });

async function openPromotions(page: Page): Promise<void> {
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  // The title row is in the page's HTML from the start; the tabs appear once the admin data has loaded.
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
  await tab(page, 'Promotions').click();
  await expect(tab(page, 'Promotions')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Promotions' })).toBeVisible();
}

async function createCode(page: Page, code: string, fields: { amountOff?: string; percentOff?: string; max?: string }): Promise<void> {
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  if (fields.amountOff) {
    await page.getByRole('radio', { name: 'Amount off (£)' }).check();
    await page.getByRole('spinbutton', { name: 'Amount off (£)' }).fill(fields.amountOff);
  } else {
    await page.getByRole('radio', { name: 'Percent off' }).check();
    await page.getByRole('spinbutton', { name: 'Percent off' }).fill(fields.percentOff!);
  }
  await page.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Quantum Alchemy Breathwork' });
  if (fields.max) await page.getByRole('spinbutton', { name: 'Maximum redemptions' }).fill(fields.max);
  await page.getByRole('button', { name: 'Create Code' }).click();
  await expect(codeRow(page, code)).toBeVisible();
}

async function openPurchaseDialog(page: Page) {
  await page.goto(`/courses/${COURSE}`);
  await page
    .locator('.course-info__hero')
    .getByRole('button', { name: /Enroll Now/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Quantum Alchemy Breathwork' });
  await expect(dialog.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible();
  return dialog;
}

test('the admin makes a code; a learner applies it in the purchase dialog and pays £20.00; the row counts it', async ({
  page,
  browser,
}) => {
  await openPromotions(page);
  // The form says what is missing before anything is sent.
  await page.getByRole('button', { name: 'Create Code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a code.' })).toBeVisible();
  await createCode(page, CODE, { amountOff: '5', max: '1' });
  await expect(codeRow(page, CODE)).toContainText('£5.00 off');
  await expect(codeRow(page, CODE).locator('[data-redemptions]')).toHaveText('0 of 1');
  expect(await axeViolations(page)).toEqual([]);

  const learner = await freshUser('promo-buyer');
  const learnerContext = await browser.newContext();
  const buyer = await learnerContext.newPage();
  await signInAs(buyer, learner.email);
  const dialog = await openPurchaseDialog(buyer);
  await expect(dialog).toContainText('£25.00');
  // An unknown code: a clear message, and the price stays.
  await dialog.getByLabel('Promotion code').fill('NOPE-123');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText(PROMOTION_UNKNOWN)).toBeVisible();
  await expect(dialog.locator('[data-promo-price]')).toHaveCount(0);
  await dialog.getByLabel('Promotion code').fill(CODE.toLowerCase());
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.locator('[data-promo-price]')).toHaveText('Usual price £25.00 £20.00');
  expect(await axeViolations(buyer)).toEqual([]);
  const [checkout] = await Promise.all([
    learnerContext.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Proceed to Payment' }).click(),
  ]);
  await checkout.getByRole('button', { name: 'Pay £20.00' }).click();
  await expect(checkout.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await learnerContext.close();

  await page.reload();
  await tab(page, 'Promotions').click();
  await expect(codeRow(page, CODE).locator('[data-redemptions]')).toHaveText('1 of 1');
  await expect(codeRow(page, CODE)).toContainText('Used up');
  await codeRow(page, CODE)
    .getByRole('button', { name: /Deactivate/ })
    .click();
  await expect(codeRow(page, CODE)).toContainText('Inactive');
  await expect(codeRow(page, CODE).getByRole('button', { name: /Deactivate/ })).toHaveCount(0);
});

test('an unknown ?code= is asked about once: the page notice and the purchase dialog share the answer', async ({ page }) => {
  const learner = await freshUser('promo-once');
  await signInAs(page, learner.email);
  const checks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/promotion-check') checks.push(request.postData() ?? '');
  });
  await page.goto(`/courses/${COURSE}?code=nope-${suffix}`);
  await expect(page.locator('[data-promo-notice="refused"]').first()).toHaveText(PROMOTION_UNKNOWN);
  await page
    .locator('.course-info__hero')
    .getByRole('button', { name: /Enroll Now/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Quantum Alchemy Breathwork' });
  await expect(dialog.getByLabel('Promotion code')).toHaveValue(`nope-${suffix}`);
  await expect(dialog.getByText(PROMOTION_UNKNOWN)).toBeVisible();
  // Pressing 'Apply' again on the same code asks nothing new either.
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText(PROMOTION_UNKNOWN)).toBeVisible();
  expect(checks).toEqual([JSON.stringify({ courseId: COURSE, code: `NOPE-${suffix}` })]);
});

test('a 100%-off code enrols the learner without a card', async ({ page, browser }) => {
  await openPromotions(page);
  await createCode(page, FREE, { percentOff: '100' });

  const learner = await freshUser('promo-gift');
  const learnerContext = await browser.newContext();
  const buyer = await learnerContext.newPage();
  await signInAs(buyer, learner.email);
  const dialog = await openPurchaseDialog(buyer);
  await dialog.getByLabel('Promotion code').fill(FREE);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.locator('[data-promo-price]')).toContainText('£0.00');
  const [result] = await Promise.all([
    learnerContext.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Proceed to Payment' }).click(),
  ]);
  // No checkout page: straight to the result.
  await expect(result.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await buyer.goto('/course-dashboard');
  await expect(buyer.getByText('Enrolled', { exact: true })).toBeVisible();
  await learnerContext.close();
});

test('a dripped session shows its opening day and is refused before it', async ({ page }) => {
  const courseId = `drip-e2e-${randomUUID().slice(0, 8)}`;
  await writeDoc('courses', courseId, {
    title: `Drip Course ${courseId.slice(-8)}`,
    description: 'Sessions released over days.',
    price: 20,
    image_url: null,
    published: true,
    coming_soon: false,
    created_at: new Date().toISOString(),
  } as never);
  const common = { course_id: courseId, description: 'A session.', image_url: null, video_url: null, duration_minutes: 10 };
  await writeDoc('courseSessions', `${courseId}-first`, { ...common, title: 'First Light', session_order: 1 } as never);
  await writeDoc('courseSessions', `${courseId}-later`, { ...common, title: 'Third Day', session_order: 2, opens_after_days: 3 } as never);
  const learner = await freshUser('drip', [courseId]);
  await signInAs(page, learner.email);

  await page.goto(`/course/${courseId}`);
  const DAY = 24 * 60 * 60 * 1000;
  const opensOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Math.floor(Date.now() / DAY) * DAY + 3 * DAY),
  );
  const later = page.locator('.session-row', { hasText: 'Third Day' });
  await expect(later).toContainText(`Opens on ${opensOn}`);
  await expect(later.getByRole('link', { name: /Start Session/ })).toHaveCount(0);
  await expect(page.locator('.session-row', { hasText: 'First Light' }).getByRole('link', { name: /Start Session/ })).toBeVisible();

  // Opened by its address anyway: the server refuses the content itself, and the page says so in its words.
  const answer = page.waitForResponse((r) => r.url().includes('/api/session?') && r.url().includes(`${courseId}-later`));
  await page.goto(`/course/${courseId}/session/${courseId}-later`);
  const refused = await answer;
  expect(refused.status()).toBe(403);
  const body = (await refused.json()) as { code: string; error: string };
  expect(body.code).toBe('not_yet_available');
  expect(body.error).toBe(`This session is not available yet. It opens on ${opensOn}.`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(body.error);
  await expect(page).toHaveURL(new RegExp(`/course/${courseId}/session/${courseId}-later$`));
  await page.getByRole('link', { name: 'Back to Course' }).click();
  await expect(later).toContainText(`Opens on ${opensOn}`);
});
