// The product as a newcomer first meets it: `npm start`, then in Chromium a visitor signs up, buys a course
// through the local test checkout, learns, and the practitioner sees the sale in her admin; a learner is kept
// out of the admin. Any console error or failed request fails the test (tests/dev/watchedPage.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './watchedPage';
import { signUpThroughForm } from '../support/signUp';

// One journey: the admin's test looks for the learner the first test created.
test.describe.configure({ mode: 'serial' });

const COURSE = 'quantum-alchemy-breathwork';
const learner = { name: 'Juniper Hale', email: `juniper-${Date.now()}@example.com`, password: 'journey-pass-123' };
const toasts = (page: Page) => page.locator('[data-toast]');

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/course-dashboard$/);
}

test('a visitor signs up, buys Quantum Alchemy Breathwork, completes a session and sees 20%', async ({ page, context }) => {
  await signUpThroughForm(page, learner);
  await expect(page.getByRole('heading', { name: 'Start Your Journey' })).toBeVisible();

  await page.getByRole('button', { name: /Buy Now\s?: Quantum Alchemy Breathwork/ }).click();
  const purchase = page.getByRole('dialog', { name: 'Quantum Alchemy Breathwork' });
  await expect(purchase).toContainText('£25.00');
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    purchase.getByRole('button', { name: 'Proceed to Payment' }).click(),
  ]);
  await expect(checkout.getByRole('heading', { level: 1, name: 'Local test checkout' })).toBeVisible();
  await expect(checkout.getByText(learner.email)).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay £25.00' }).click();
  await expect(checkout.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await checkout.close();

  await page.goto('/course-dashboard');
  await expect(page.getByText('Enrolled', { exact: true })).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Quantum Alchemy Breathwork progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  // 'Continue Course' opens the first session she has not completed: here the first.
  await page.getByRole('link', { name: /Continue Course\s?: Quantum Alchemy Breathwork/ }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${COURSE}/session/${COURSE}-1$`));
  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(toasts(page).first()).toContainText('Session Completed!');
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);

  await page.goto('/course-dashboard');
  await page.reload();
  await expect(bar).toHaveAttribute('aria-valuenow', '20');
});

test('the demo admin sees that enrollment in Recent Enrollments', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'local-admin-pass');
  await page.getByRole('link', { name: 'Admin', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const recent = page.locator('section', { has: page.getByRole('heading', { name: 'Recent Enrollments' }) });
  await expect(recent.getByText(learner.email).first()).toBeVisible();
  await expect(recent.getByText('Quantum Alchemy Breathwork').first()).toBeVisible();
});

test("a learner on /admin gets 'Access Denied' and goes to the dashboard", async ({ page, watched }) => {
  // The admin API refuses a learner; the island turns that into the spec's toast.
  watched.expect.push(/403 GET .*\/api\/admin/);
  await signIn(page, 'learner@example.com', 'local-learner-pass');
  await page.goto('/admin');
  await expect(toasts(page).filter({ hasText: 'Access Denied' })).toContainText("You don't have admin privileges.");
  await expect(page).toHaveURL(/\/course-dashboard$/);
});

test('npm start sends the security headers on every page, the not-found page included', async ({ page, watched }) => {
  // The not-found page answers 404 and notes the visit in the console (spec 2.1).
  watched.expect.push(/404 GET .*\/no-such-page$/, /non-existent route: \/no-such-page/);
  for (const path of ['/', '/auth', '/no-such-page']) {
    const response = await page.goto(path);
    const headers = response!.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
  }
});
