// /auth (spec 2.9, 5, 8) and the signed-in navigation (spec 2.2) in Chromium against the built site.
import { test, expect as baseExpect } from '@playwright/test';
import { outboxFor } from './adminSupport';
import { axeViolations, freshUser, PASSWORD, signInThroughForm } from './learningSupport';

// Functions start slowly on a busy machine: allow for it (each test still fails when the thing never shows).
test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 60_000 });

const toast = (page: import('@playwright/test').Page) => page.locator('[data-toast]');

test('sign up creates an account, lands on the dashboard, and the promised e-mail confirms the address on /account', async ({ page }) => {
  const email = `new-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/auth');
  await expect(page.getByLabel('Full Name')).toHaveCount(0);
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('button', { name: 'Already have an account? Sign in' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Robin Ash');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/course-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Robin Ash');
  await expect(page.getByRole('heading', { name: 'Start Your Journey' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Available Courses' })).toBeVisible();

  // 'Please check your email to confirm your account': the e-mail is there, through the site's mailer.
  let mails: Awaited<ReturnType<typeof outboxFor>> = [];
  await expect
    .poll(async () => (mails = await outboxFor(email)).map((mail) => mail.subject))
    .toEqual(['Please confirm your e-mail address']);
  const link = /https?:\/\/\S+\/account\?mode=verifyEmail&oobCode=[^\s"<>]+/.exec(mails[0]!.text)?.[0];
  expect(link, mails[0]!.text).toBeTruthy();
  await page.goto('/account');
  await expect(page.getByText('Not confirmed yet')).toBeVisible();
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(`A confirmation link is on its way to ${email}.`)).toBeVisible();
  await expect.poll(async () => (await outboxFor(email)).length).toBe(2);

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('status').filter({ hasText: `Thank you: ${email} is confirmed.` })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
});

test('a signed-in learner opening /auth goes to the dashboard without the sign-in form flashing by', async ({ page }) => {
  const user = await freshUser('signedinauth');
  await signInThroughForm(page, user.email);
  // Watches every change of each page from its first byte, and reports a password field the moment it appears.
  let sawForm = false;
  await page.exposeFunction('reportSignInForm', () => {
    sawForm = true;
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('#auth-password')) void (window as unknown as { reportSignInForm: () => void }).reportSignInForm();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/auth');
  await page.waitForURL(/\/course-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome/);
  expect(sawForm).toBe(false);
});

test('a wrong password and an unknown e-mail give the same message', async ({ page }) => {
  const user = await freshUser('wrongpass');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page)).toContainText('Error');
  const wrongPassword = await toast(page).first().locator('.toast__message').innerText();
  await expect(toast(page).first()).toContainText('Invalid email or password');
  await page.reload();
  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page).first().locator('.toast__message')).toHaveText(wrongPassword);
  await expect(page).toHaveURL(/\/auth$/);
});

test('a short password is refused with a clear message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Email').fill('short@example.com');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth$/);
});

test('forgot password answers neutrally', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('Open the link in it to choose a new password', { exact: false })).toBeVisible();
});

test('signed in: /auth goes to the dashboard, the navigation shows Dashboard and Sign out, sign out returns to /', async ({ page }) => {
  const user = await freshUser('nav');
  await signInThroughForm(page, user.email);
  await expect(page.getByRole('heading', { name: /^Welcome( back)?, Test nav$/ })).toBeVisible();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/course-dashboard$/);

  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toBeHidden();
  // The navigation hides its signed-in links at once; the page then reloads at /.
  const backHome = page.waitForEvent('framenavigated');
  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await backHome;
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeHidden();
  await page.goto('/course-dashboard');
  await expect(page).toHaveURL('/auth?next=%2Fcourse-dashboard');
});

test('an admin sees the Admin link and the admin dashboard', async ({ page }) => {
  await signInThroughForm(page, 'admin@example.com', 'local-admin-pass');
  await expect(page.getByRole('heading', { name: 'Your Courses (Admin Access)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  await expect(page.getByText('Admin Access', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Explore More Courses|Available Courses/ })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
});

test('/auth has no accessibility violations', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
