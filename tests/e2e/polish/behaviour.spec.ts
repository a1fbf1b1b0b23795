// The signed-in behaviour of the app screens, through the UI only: toasts raised as a page navigates away are shown
// on the next page; the navigation follows a sign-in or sign-out made anywhere on the page; the purchase
// dialog knows a learner already owns a course; a new account is greeted by name without "back"; a session's
// video starts where the learner left off.
import { test } from '@playwright/test';
import { DEMO, expect, NOT_OWNED, OWNED, signIn, signUp, toasts } from './polishSupport';

test.setTimeout(180_000);

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

test("signing in on /auth shows 'Welcome back!' on the dashboard it opens", async ({ page }) => {
  await signIn(page, DEMO.learner);
  await expect(toasts(page).filter({ hasText: 'Welcome back!' })).toContainText('You have been signed in successfully.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome( back)?, Sam Rivers$/);
  // Shown once: the next page does not repeat it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Courses' })).toBeVisible();
  await expect(toasts(page).filter({ hasText: 'Welcome back!' })).toHaveCount(0);
});

test("creating an account shows 'Account created!' and greets the new learner by full name, without 'back'", async ({ page }) => {
  await signUp(page, 'Wren Calloway');
  await expect(toasts(page).filter({ hasText: 'Account created!' })).toContainText('Please check your email to confirm your account.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Wren Calloway');
});

test("the purchase dialog's sign-in updates the navigation at once and offers 'Go to course' for an owned course", async ({ page }) => {
  await page.goto(`/courses/${OWNED}`);
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeHidden();
  await page
    .locator('.course-info__hero')
    .getByRole('button', { name: /Enroll? Now/ })
    .click();
  await page.getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByLabel('Email').fill(DEMO.learner.email);
  await dialog.getByLabel('Password').fill(DEMO.learner.password);
  await dialog.getByRole('button', { name: 'Log In' }).click();

  // No reload: the navigation shows the signed-in links straight away (behind the open dialog, so hidden from
  // the accessibility tree until it closes).
  const hiddenNav = page.getByRole('navigation', { name: 'Main', includeHidden: true });
  await expect(hiddenNav.getByRole('link', { name: 'Dashboard', includeHidden: true })).toBeAttached();
  await expect(hiddenNav.locator('[data-sign-out]')).toBeAttached();
  await expect(hiddenNav.locator('[data-auth="signed-in"]').first()).not.toHaveAttribute('hidden', '');

  const owned = page.getByRole('dialog', { name: 'Quantum Alchemy Breathwork' });
  await expect(owned.getByRole('link', { name: 'Go to course' })).toHaveAttribute('href', `/course/${OWNED}`);
  await expect(owned.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
  await owned.getByRole('link', { name: 'Go to course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quantum Alchemy Breathwork' })).toBeVisible();
});

test("a course the learner does not own still offers 'Proceed to Payment'", async ({ page }) => {
  await signIn(page, DEMO.learner);
  await page.goto(`/courses/${NOT_OWNED}`);
  await page
    .locator('.course-info__hero')
    .getByRole('button', { name: /Enroll? Now/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'The Animal That Walks With You' });
  await expect(dialog.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Go to course' })).toHaveCount(0);
});

test('signing out on the dashboard leaves the navigation signed out', async ({ page }) => {
  // An account of its own: signing out ends every session of the account, also the demo learner's in other tests.
  await signUp(page, 'Sol Outbound');
  await expect(nav(page).locator('[data-sign-out]')).toBeAttached();
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeHidden();
  await expect(nav(page).locator('[data-sign-out]')).toBeHidden();
});

test('a session video starts where the learner left off', async ({ page }) => {
  // The demo admin may open every course; the animal journeys have a video on their session page.
  const session = `/course/${NOT_OWNED}/session/${NOT_OWNED}-2`;
  await signIn(page, DEMO.admin);
  await page.goto(session);
  const video = page.locator('.video-card iframe');
  await expect(video).toHaveAttribute('src', /player\.vimeo\.com/);
  const startOf = async () => {
    const hash = new URL((await video.getAttribute('src'))!).hash;
    return Number(/t=(\d+)s/.exec(hash)?.[1] ?? 0);
  };
  const before = await startOf();
  await expect(page.locator('[data-session-timer]')).toHaveText('0:04', { timeout: 15_000 });

  // Leaving the session inside the app saves the time spent.
  const saved = page.waitForResponse((response) => response.url().includes('/api/progress/save') && response.ok());
  await page.getByRole('link', { name: /^Back to The Animal/ }).click();
  await saved;
  await page.goto(session);
  await expect(video).toHaveAttribute('src', /#t=\d+s$/);
  const after = await startOf();
  expect(after).toBeGreaterThanOrEqual(before + 4);
  const clock = `${Math.floor(after / 60)}:${String(after % 60).padStart(2, '0')}`;
  await expect(page.locator('.resume')).toHaveText(`Continue where you left off: the video picks up at ${clock}.`);
});
