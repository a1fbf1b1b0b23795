// Every app screen under `npm start` (the dev server compiles each page, island and function on its first request):
// each renders its heading with no console error, uncaught exception or failed request (tests/dev/watchedPage.ts)
// beyond the refusals it is meant to show. What the screens do is tested once, on the built site (tests/e2e); the
// question here is whether npm start serves every one of them.
import type { Page } from '@playwright/test';
import { ADMIN_TABS } from '../../src/lib/admin/ui';
import { expect, test } from './watchedPage';

const OWNED = 'quantum-alchemy-breathwork';
const LOCKED = 'the-animal-that-walks-with-you';
const h1 = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/course-dashboard$/);
}

test('signed out: the course list and pages, sign-in and sign-up, the payment result, password set-up, the sign-in link page and a certificate check', async ({
  page,
  watched,
}) => {
  await page.goto('/courses');
  await expect(page.locator('[data-course-grid] li').first()).toBeVisible();
  await page.goto(`/courses/${OWNED}`);
  await h1(page, 'Quantum Alchemy Breathwork');
  await page.goto('/auth');
  await h1(page, 'Welcome back');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await page.goto('/payment-success');
  await h1(page, 'Invalid payment session');
  await page.goto('/auth/set-password');
  await expect(page.locator('#set-password-app h1')).toBeVisible();
  await page.goto('/course-access');
  await expect(page.locator('#course-access-app h1')).toBeVisible();
  // A code nobody holds: the check answers 404 and the page says so (the app shell serves every code).
  watched.expect.push(/404 GET .*\/api\/certificates\/ABCDEFGHJK$/);
  await page.goto('/certificates/ABCDEFGHJK');
  await expect(page.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
});

test('a learner: dashboard, course, session, a locked course and the account page', async ({ page, watched }) => {
  await signIn(page, 'learner@example.com', 'local-learner-pass');
  await h1(page, /^Welcome/);
  await page.goto(`/course/${OWNED}`);
  await h1(page, 'Quantum Alchemy Breathwork');
  await page.goto(`/course/${OWNED}/session/${OWNED}-1`);
  await h1(page, 'BREATH OF HYPNOTIC RESTORATION');
  // The demo learner does not own The Animal: the course API refuses, and the page offers it instead.
  watched.expect.push(new RegExp(`403 GET .*/api/course\\?id=${LOCKED}`));
  await page.goto(`/course/${LOCKED}`);
  await h1(page, 'Course Not Accessible');
  await page.goto('/account');
  await h1(page, 'My Account');
});

test('the admin: every tab of the admin dashboard', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'local-admin-pass');
  await page.goto('/admin');
  await h1(page, 'Admin Dashboard');
  for (const { label } of ADMIN_TABS) {
    await page.getByRole('tab', { name: label, exact: true }).click();
    await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
  }
});
