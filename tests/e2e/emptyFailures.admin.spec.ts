// A user deletion that fails without words (an empty 500) shows the spec's 'Failed to delete user.' (spec 8),
// not 'Request failed (500)', and the user stays. The failure is forced with page.route.
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { freshUser, signInAs } from './learningSupport';
import { ADMIN, tracesOfUser } from './adminSupport';

test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 60_000 });

const toasts = (page: Page) => page.locator('[data-toast]');

test("an empty 500 from delete-user says 'Failed to delete user.' and the user stays", async ({ page }) => {
  const learner = await freshUser('empty-500-delete');
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  // The title row is in the page's HTML from the start; the tabs appear once the admin data has loaded.
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
  await page.getByRole('tab', { name: 'Users', exact: true }).click();
  await page.getByLabel('Search users').fill(learner.email);
  const userRow = page.locator(`[data-user-email="${learner.email}"]`);
  await userRow.click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details).toContainText(learner.email);

  const answered: string[] = [];
  await page.route('**/api/delete-user', async (route) => {
    answered.push(route.request().method());
    await route.fulfill({ status: 500, body: '' });
  });
  await details.getByRole('button', { name: 'Delete User & Enrollments' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete User' }).click();

  const toast = toasts(page).filter({ hasText: 'Failed to delete user.' });
  await expect(toast).toContainText('Error');
  await expect(toasts(page).filter({ hasText: 'Request failed' })).toHaveCount(0);
  expect(answered).toEqual(['POST']);
  await expect(userRow).toHaveCount(1);
  expect(await tracesOfUser(learner.uid, learner.email)).not.toEqual([]);
});
