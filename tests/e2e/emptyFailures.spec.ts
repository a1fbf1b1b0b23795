// A failure that carries no words (an empty 500, as a crashed function or a proxy gives) shows the spec's
// words (spec 8), not 'Request failed (500)': 'Failed to start checkout process.' on a course page and
// 'Unable to start checkout process.' on the learner dashboard. The failure is forced with page.route.
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { freshUser, signInAs } from './learningSupport';

test.setTimeout(120_000);
const expect = baseExpect.configure({ timeout: 30_000 });
const COURSE_TITLE = 'The Animal That Walks With You';

const toasts = (page: Page) => page.locator('[data-toast]');

async function failCheckoutWithEmpty500(page: Page): Promise<string[]> {
  const answered: string[] = [];
  await page.route('**/api/create-checkout', async (route) => {
    answered.push(route.request().method());
    await route.fulfill({ status: 500, body: '' });
  });
  return answered;
}

test("an empty 500 from create-checkout on a course page says 'Failed to start checkout process.'", async ({ page }) => {
  const learner = await freshUser('empty-500-course-page');
  await signInAs(page, learner.email);
  const answered = await failCheckoutWithEmpty500(page);
  await page.goto('/courses/the-animal-that-walks-with-you');
  await page.locator('.course-info__hero').getByRole('button', { name: 'Enroll Now – £199.99' }).click();
  const purchase = page.getByRole('dialog', { name: COURSE_TITLE });
  await purchase.getByRole('button', { name: 'Proceed to Payment' }).click();

  const toast = toasts(page).filter({ hasText: 'Purchase failed' });
  await expect(toast).toContainText('Failed to start checkout process.');
  await expect(toast).not.toContainText('Request failed');
  expect(answered).toEqual(['POST']);
  // The dialog stays, ready to try again.
  await expect(purchase.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
});

test("an empty 500 from create-checkout on the dashboard says 'Unable to start checkout process.'", async ({ page }) => {
  const learner = await freshUser('empty-500-dashboard');
  await signInAs(page, learner.email);
  await failCheckoutWithEmpty500(page);
  await page.getByRole('button', { name: new RegExp(`Buy Now\\s?: ${COURSE_TITLE}`) }).click();
  await page.getByRole('dialog', { name: COURSE_TITLE }).getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(toasts(page).filter({ hasText: 'Purchase failed' })).toContainText('Unable to start checkout process.');
});
