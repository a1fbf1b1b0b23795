// Toasts raised while a dialog is open: the rest of the page is inert then, so the error toast must
// be inside the dialog, in the accessibility tree and clickable; closing it leaves the dialog and what was typed.
// The save is forced to fail with page.route; everything else is the built site with its real functions.
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { adminSendEmailRoute, adminSessionImageRoute } from '../../src/api/contract';
import { axeViolations, freshUser, signInAs } from './learningSupport';
import { ADMIN } from './adminSupport';

test.setTimeout(120_000);
const expect = baseExpect.configure({ timeout: 30_000 });

/** Answers the route's next POST with an empty 500, as a crashed function would. */
async function failNextSave(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );
}

async function openAdmin(page: Page): Promise<void> {
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  // The title row is in the page's HTML from the start; the tabs appear once the admin data has loaded.
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
}

/** The toast with these words, found through the dialog's accessibility tree (so not hidden from it). */
const toastIn = (dialog: ReturnType<Page['getByRole']>, words: string) => dialog.locator('[data-toast]').filter({ hasText: words });

test('a failed save in Edit Session shows its error toast inside the dialog; closing the toast keeps the dialog and the input', async ({
  page,
}) => {
  await openAdmin(page);
  await page.getByRole('tab', { name: 'Sessions', exact: true }).click();
  await page.getByLabel('Filter by Course').selectOption({ label: 'Shapeshifter Soul' });
  const card = page.locator('[data-session-id="shapeshifter-soul-3"]');
  await card.getByRole('button', { name: /Edit Image/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(dialog).toBeVisible();

  await failNextSave(page, adminSessionImageRoute.path);
  const typed = '/images/never-saved-picture.jpg';
  await dialog.getByLabel('Image URL or path').fill(typed);
  await dialog.getByRole('button', { name: 'Update Image' }).click();

  const toast = toastIn(dialog, 'Failed to update session image.');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Error');
  // In the accessibility tree (getByRole skips what aria-hidden or inert hides), and no toast left outside the dialog.
  const dismiss = toast.getByRole('button', { name: 'Dismiss notification' });
  await expect(dismiss).toBeVisible();
  await expect(page.locator('[data-toast]')).toHaveCount(await dialog.locator('[data-toast]').count());
  // Pointed at, it stays past its usual 6 s (time for the scan below), then a real click closes it: Playwright
  // refuses a click that another layer would catch.
  await dismiss.hover();
  expect(await axeViolations(page)).toEqual([]);
  await expect(toast).toBeVisible();
  await dismiss.click();
  await expect(toast).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Image URL or path')).toHaveValue(typed);
  await expect(dialog.getByRole('button', { name: 'Update Image' })).toBeEnabled();
  await page.unroute(`**${adminSessionImageRoute.path}`);

  // Once the dialog is gone the toasts show on the page again (a success toast after a save elsewhere).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: /Edit Image/ })).toBeFocused();
});

test('a failed e-mail in Send Email (opened over User Details) shows its toast in the innermost dialog', async ({ page }) => {
  const learner = await freshUser('toast-in-dialog');
  await openAdmin(page);
  await page.getByRole('tab', { name: 'Users', exact: true }).click();
  await page.getByLabel('Search users').fill(learner.email);
  const row = page.locator(`[data-user-email="${learner.email}"]`);
  await row.getByRole('button', { name: `View ${learner.email}` }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await details.getByRole('button', { name: 'Send Email' }).click();
  const compose = page.getByRole('dialog', { name: 'Send Email' });
  await compose.getByLabel('Subject').fill('About your next session');
  await compose.getByLabel('Message').fill('This message is kept when sending fails.');

  await failNextSave(page, adminSendEmailRoute.path);
  await compose.getByRole('button', { name: 'Send Email' }).click();
  const toast = toastIn(compose, 'Failed to send email.');
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
  await expect(compose.getByLabel('Message')).toHaveValue('This message is kept when sending fails.');

  // Escape closes the innermost dialog only; focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(compose).toBeHidden();
  await expect(details).toBeVisible();
  await expect(details.getByRole('button', { name: 'Send Email' })).toBeFocused();
});
