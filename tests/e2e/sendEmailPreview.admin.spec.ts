// 'Send Email' shows her words as sent, in Chromium on the built site: the greeting and sign-off every message had
// are there to see and change, the preview shows exactly the message that arrives, and a message she signs herself,
// with the sign-off emptied, arrives signed once.
import { test, expect as baseExpect } from '@playwright/test';
import { axeViolations, freshUser, signInAs } from './learningSupport';
import { ADMIN, outboxFor } from './adminSupport';

test.setTimeout(120_000);
const expect = baseExpect.configure({ timeout: 30_000 });

test('the preview shows the greeting and sign-off, both editable, and what arrives is what it showed', async ({ page }) => {
  const learner = await freshUser('preview');
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users', exact: true }).click();
  await page.getByLabel('Search users').fill(learner.email);
  await page
    .locator(`[data-user-email="${learner.email}"]`)
    .getByRole('button', { name: `View ${learner.email}` })
    .click();
  await page.getByRole('dialog', { name: 'User Details' }).getByRole('button', { name: 'Send Email' }).click();
  const compose = page.getByRole('dialog', { name: 'Send Email' });
  const preview = compose.locator('[data-email-preview]');

  // What every message used to add without showing it, now in view.
  await expect(compose.getByLabel('Greeting')).toHaveValue('Hello Test preview,');
  await expect(compose.getByLabel('Sign-off')).toHaveValue(/^Warm wishes,\n\S/);
  const subject = `A note ${Date.now().toString(36)}`;
  await compose.getByLabel('Subject').fill(subject);
  await compose.getByLabel('Message').fill('Thank you for today.\nWith love, Maya');
  await expect(preview).toContainText('Warm wishes,');
  // She signs it herself: the sign-off goes, and the preview says so before anything is sent.
  await compose.getByLabel('Sign-off').fill('');
  await compose.getByLabel('Greeting').fill('Dear Test,');
  await expect(preview).not.toContainText('Warm wishes');
  await expect(preview).toContainText('Dear Test,');
  expect(await axeViolations(page)).toEqual([]);
  const shown = (await preview.innerText()).trim();

  await compose.getByRole('button', { name: 'Send Email' }).click();
  await expect(compose).toBeHidden();
  await expect.poll(async () => (await outboxFor(learner.email)).find((mail) => mail.subject === subject)?.text.trim()).toBe(shown);
});
