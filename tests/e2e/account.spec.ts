// /account in Chromium against the built site served with its functions: the whole journey of
// tests/e2e/accountJourney.ts (rename, download, password, e-mail change by link, delete, no sign-in after),
// an anonymous visitor sent to /auth, and the admin's account page.
import { join } from 'node:path';
import { test, expect as baseExpect } from '@playwright/test';
import { accountJourney, axeFindings } from './accountJourney';
import { signInThroughForm } from './learningSupport';

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 60_000 });

test('a learner renames herself, downloads her data, changes password and e-mail, deletes her account and cannot sign in again', async ({
  page,
  context,
}) => {
  await accountJourney({ page, context, outboxDir: join(process.env.LOCAL_DATA_DIR!, 'outbox'), label: 'e2e-account' });
});

test('an anonymous visitor is sent to /auth', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL('/auth?next=%2Faccount');
});

test('the admin sees her account without the delete button', async ({ page }) => {
  await signInThroughForm(page, 'admin@example.com', 'local-admin-pass');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-mail address' })).toContainText('admin@example.com');
  await expect(page.getByRole('region', { name: 'Delete my account' })).toContainText('This is an admin account');
  await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
  expect(await axeFindings(page)).toEqual([]);
});
