// Sign-in by e-mail link and a forgotten password in Chromium against the built site: the learner asks
// on /auth, sees 'Check Your Email', opens the link from the outbox (as their mail app would) and lands signed in;
// a used link says so and offers a new one; another device is asked for the address; a reset refuses a
// 5-character password, takes a good one, and that password signs in.
import { test, expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { outboxFor } from './adminSupport';
import { axeViolations, freshUser, PASSWORD, signInThroughForm } from './learningSupport';
import { expectWorkingSessionCookie } from './sessionSupport';

test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 60_000 });

/** The link to `path` on this site in the newest mail to `email`, once `count` mails to them are in the outbox. */
async function linkFromOutbox(email: string, path: string, count = 1): Promise<string> {
  let mails: Array<{ text: string; date?: string }> = [];
  await expect.poll(async () => (mails = await outboxFor(email)).length).toBe(count);
  const newest = mails.sort((a, b) => String(a.date).localeCompare(String(b.date))).at(-1)!;
  const found = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?[^\\s"<>]+`).exec(newest.text)?.[0];
  expect(found, newest.text).toBeTruthy();
  const url = new URL(found!);
  // Links come from the configured address of the site (npm run serve sets it to its own), never elsewhere.
  expect(url.origin).toBe(new URL(test.info().project.use.baseURL!).origin);
  return `${url.pathname}${url.search}`;
}

async function askForSignInLink(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(`We have sent an e-mail to ${email}.`, { exact: false })).toBeVisible();
}

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a learner signs in with an e-mailed link; the used link says so and offers a new one', async ({ page }) => {
  const user = await freshUser('emaillink');
  await askForSignInLink(page, user.email);
  expect(await axeViolations(page)).toEqual([]);
  const link = await linkFromOutbox(user.email, '/course-access');
  expect(link).toMatch(/^\/course-access\?mode=signIn&oobCode=/);

  // Opened on the device that asked: no more questions, straight to the dashboard, signed in.
  await page.goto(link);
  await expect(page).toHaveURL(/\/course-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome( back)?, Test emaillink$/);
  await expectWorkingSessionCookie(page);

  // Opened again in this browser: it says at once that it was used, with the address ready for a new one.
  await page.goto(link);
  await expect(page.locator('p[role="alert"]')).toHaveText('This sign-in link has already been used.');
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expect(page.getByRole('button', { name: 'Email me a new link' })).toBeVisible();

  // The same link again (signed out, on another device): it asks who, then says it is used and offers a new one.
  const other = await freshPage(page.context().browser()!);
  await other.goto(link);
  await other.getByLabel('Email').fill(user.email);
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other.locator('p[role="alert"]')).toHaveText('This sign-in link has already been used or has expired.');
  expect(await axeViolations(other)).toEqual([]);
  await other.getByRole('button', { name: 'Email me a new link' }).click();
  await expect(other.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  const second = await linkFromOutbox(user.email, '/course-access', 2);
  expect(second).not.toBe(link);
  // This device asked for it, so it remembers the address: the new link signs in at once.
  await other.goto(second);
  await expect(other).toHaveURL(/\/course-dashboard$/);
  await other.context().close();
});

test('an account that only ever signed in by e-mailed links sets a password from /account', async ({ page, browser }) => {
  const user = await freshUser('linkonly', [], { withPassword: false });
  await askForSignInLink(page, user.email);
  await page.goto(await linkFromOutbox(user.email, '/course-access'));
  await expect(page).toHaveURL(/\/course-dashboard$/);

  // She has no current password to give: the password card e-mails her a link to choose one.
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Password' });
  await card.getByRole('button', { name: 'Email me a link to set a password' }).click();
  await expect(card.getByRole('status')).toHaveText(`I have sent a link to ${user.email}. Open it to choose your password.`);
  const link = await linkFromOutbox(user.email, '/auth/set-password', 2);
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('first-own-pass-3');
  await page.getByLabel('Confirm Password').fill('first-own-pass-3');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/course-dashboard$/);

  // From now on the password signs her in, on any device.
  const later = await freshPage(browser);
  await signInThroughForm(later, user.email, 'first-own-pass-3');
  await later.context().close();
});

test('opened on another device, the link asks for the address first (and refuses a different one)', async ({ page, browser }) => {
  const user = await freshUser('otherdevice', ['quantum-alchemy-breathwork']);
  await askForSignInLink(page, user.email);
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  const link = await linkFromOutbox(user.email, '/course-access');

  const phone = await freshPage(browser);
  await phone.goto(link);
  await expect(phone.getByText('Please confirm the e-mail address', { exact: false })).toBeVisible();
  expect(await axeViolations(phone)).toEqual([]);
  await phone.getByLabel('Email').fill('someone-else@example.com');
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone.locator('p[role="alert"]')).toHaveText(
    'This link was sent to a different e-mail address. Please enter the address you asked for the link with.',
  );
  await phone.getByLabel('Email').fill(user.email);
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone).toHaveURL(/\/course-dashboard$/);
  await expect(phone.getByText('Enrolled', { exact: true })).toBeVisible();
  await phone.context().close();
});

test('an unknown address gets the same answer (its mail says there is no account), and a link without a code says so', async ({ page }) => {
  const email = `nobody-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await askForSignInLink(page, email);
  let mails: Awaited<ReturnType<typeof outboxFor>> = [];
  await expect.poll(async () => (mails = await outboxFor(email)).length).toBe(1);
  expect(mails[0]!.text).toContain('there is no course account with this address');
  expect(mails[0]!.text).not.toContain('course-access');

  await page.goto('/course-access');
  await expect(page.locator('p[role="alert"]')).toContainText('This sign-in link is incomplete.');
  await expect(page.getByRole('button', { name: 'Email me a new link' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("'Forgot your password?' e-mails a reset; a 5-character password is refused; the new one signs in", async ({ page, browser }) => {
  const user = await freshUser('forgot');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('Open the link in it to choose a new password', { exact: false })).toBeVisible();
  const link = await linkFromOutbox(user.email, '/auth/set-password');
  expect(link).toContain('purpose=reset');

  const reset = await freshPage(browser);
  await reset.goto(link);
  await expect(reset.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(reset.getByText(`Choose a new password for ${user.email}.`, { exact: false })).toBeVisible();
  await reset.getByLabel('New Password', { exact: true }).fill('12345');
  await reset.getByLabel('Confirm Password').fill('12345');
  await reset.getByRole('button', { name: 'Set Password' }).click();
  await expect(reset.getByText('Password must be at least 6 characters.')).toBeVisible();
  await reset.getByLabel('New Password', { exact: true }).fill('brand-new-pass-7');
  await reset.getByLabel('Confirm Password').fill('brand-new-pass-7');
  await reset.getByRole('button', { name: 'Set Password' }).click();
  await expect(reset).toHaveURL(/\/course-dashboard$/);
  await expectWorkingSessionCookie(reset);
  await reset.context().close();

  // Signing in by hand with the new password works; the old one no longer does.
  const later = await freshPage(browser);
  await signInThroughForm(later, user.email, 'brand-new-pass-7');
  await later.context().close();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.locator('[data-toast]').first()).toContainText('Invalid email or password');

  // The reset link is spent.
  await page.goto(link);
  await expect(page.getByText('This reset link has already been used or is not valid.')).toBeVisible();
});
