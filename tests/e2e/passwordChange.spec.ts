// Changing the password on a slow connection keeps the learner signed in on this device: Firebase ends the sessions
// that began before the change, to the second, and a change that lands seconds after the confirmation of the
// current password used to end the very session that made it (every screen then said "Failed to load...").
import { test, expect as baseExpect } from '@playwright/test';
import { freshUser, PASSWORD, signInThroughForm } from './learningSupport';
import { dashboardStatusWithCookie, expectWorkingSessionCookie } from './sessionSupport';

test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 60_000 });

test('a password changed over a slow connection leaves the learner signed in, and the new password signs in', async ({ page }) => {
  const user = await freshUser('slowpassword', ['quantum-alchemy-breathwork']);
  await signInThroughForm(page, user.email);
  const cookieBefore = await expectWorkingSessionCookie(page);
  await page.goto('/account');
  const password = page.getByRole('region', { name: 'Password' });
  await expect(password).toBeVisible();

  // The change itself (the Auth service's account update) answers 1.5 s late, as on a slow phone connection.
  await page.route('**/accounts:update?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const newPassword = `${PASSWORD}-new`;
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(newPassword);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'Password changed' })).toBeVisible();
  await page.unroute('**/accounts:update?**');
  // The change ended the session cookie of the old sign-in; the sign-in with the new password made a new one.
  const cookieAfter = await expectWorkingSessionCookie(page);
  expect(cookieAfter).not.toBe(cookieBefore);
  expect(await dashboardStatusWithCookie(page, cookieBefore)).toBe(401);

  // Still signed in: the dashboard and the account page load.
  await page.goto('/course-dashboard');
  await expect(page.getByRole('heading', { name: 'Quantum Alchemy Breathwork' })).toBeVisible();
  await expect(page.getByText('Failed to load course data.')).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  // And the new password is the one that signs in.
  const other = await (await page.context().browser()!.newContext()).newPage();
  await signInThroughForm(other, user.email, newPassword);
  await other.context().close();
});
