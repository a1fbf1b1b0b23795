// The learner's side (spec 2.10, 2.12, 4, 6) in Chromium against the built site with its functions.
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { ANIMALS, axeViolations, COURSE, freshUser, PASSWORD, readDoc, signInAs } from './learningSupport';
import { progressId } from '../../netlify/lib/data/collections';

// Functions start slowly on a busy machine: allow for it (each test still fails when the thing never shows).
test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 60_000 });

const sessionUrl = (n: number, course = COURSE) => `/course/${course}/session/${course}-${n}`;
const toasts = (page: Page) => page.locator('[data-toast]');

test('anonymous visits to the dashboard, a course and a session go to /auth, which names the page to return to', async ({ page }) => {
  for (const path of ['/course-dashboard', `/course/${COURSE}`, sessionUrl(1)]) {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
  }
});

test('a learner who opens a session link signed out signs in and is back on that session', async ({ page }) => {
  const user = await freshUser('learner', [COURSE]);
  await page.goto(sessionUrl(2));
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(sessionUrl(2))}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Please sign in, and you will go straight back to the page you opened.' }),
  ).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(sessionUrl(2));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Another site's address in `next` is not followed: the form goes to the dashboard.
  await page.goto(`/auth?next=${encodeURIComponent('//evil.example/x')}`);
  await expect(page).toHaveURL(/\/course-dashboard$/);
});

test('an enrolled learner opens the course, plays a session, completes it, and progress is kept', async ({ page }) => {
  const user = await freshUser('learner', [COURSE]);
  await signInAs(page, user.email);
  const bar = page.getByRole('progressbar', { name: 'Quantum Alchemy Breathwork progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('Enrolled', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Explore More Courses' })).toBeVisible();

  // 'Continue Course' opens where she is: nothing done yet, the first session.
  await page.getByRole('link', { name: /Continue Course\s?: Quantum Alchemy Breathwork/ }).click();
  await expect(page).toHaveURL(new RegExp(`${sessionUrl(1)}$`));
  await page.goto(`/course/${COURSE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quantum Alchemy Breathwork' })).toBeVisible();
  await expect(page.getByText('Total duration 3 h 10 min')).toBeVisible();
  // Every session can be begun; only the first, just opened, may say 'Continue' (a second spent there counts).
  const sessionLinks = page.locator('.session-row').getByRole('link', { name: /^(Start Session|Continue)\b/ });
  await expect(sessionLinks).toHaveCount(5);
  for (let index = 1; index < 5; index += 1) await expect(sessionLinks.nth(index)).toHaveAccessibleName(/^Start Session\b/);
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();

  await page.getByRole('link', { name: /Start Session\s?: Quantum Integration Breath/ }).click();
  await expect(page).toHaveURL(new RegExp(`${sessionUrl(3)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Quantum Integration Breath' })).toBeVisible();
  const all = page
    .getByRole('region', { name: 'All Sessions' })
    .or(page.locator('section', { has: page.getByRole('heading', { name: 'All Sessions' }) }));
  await expect(all.getByRole('link', { name: 'Quantum Integration Breath' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /Previous\s?: ALCHEMY OF INNER STILLNESS/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Next\s?: Pineal Breath of Light/ })).toBeVisible();

  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(toasts(page).first()).toContainText('Session Completed!');
  await expect(toasts(page).first()).toContainText('Great job! Your progress has been saved.');
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);
  expect((await readDoc('progress', progressId(user.uid, `${COURSE}-3`)))?.completed_at).toEqual(expect.any(String));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Quantum Integration Breath' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);

  await page.goto(`/course/${COURSE}`);
  await expect(page.getByRole('link', { name: /Review Session\s?: Quantum Integration Breath/ })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  await page.goto('/course-dashboard');
  await expect(bar).toHaveAttribute('aria-valuenow', '20');
  // Session 3 done, session 1 still open: 'Continue Course' still starts with the first one not completed.
  await expect(page.getByRole('link', { name: /Continue Course\s?: Quantum Alchemy Breathwork/ })).toHaveAttribute(
    'href',
    new RegExp(`${sessionUrl(1)}$`),
  );
});

test('watch time is saved every 30 seconds and the session offers to resume', async ({ page }) => {
  const user = await freshUser('watcher', [COURSE]);
  await page.clock.install();
  await signInAs(page, user.email);
  await page.goto(sessionUrl(4));
  await expect(page.getByRole('heading', { level: 1, name: 'Pineal Breath of Light' })).toBeVisible();
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/progress/save') && r.method() === 'POST');
  await page.clock.runFor(61_000);
  const body = (await saved).postDataJSON() as { watchTimeSeconds: number };
  expect(body.watchTimeSeconds).toBeGreaterThanOrEqual(30);
  await expect
    .poll(async () => Number((await readDoc('progress', progressId(user.uid, `${COURSE}-4`)))?.watch_time_seconds))
    .toBeGreaterThanOrEqual(30);
  await page.reload();
  await expect(page.getByText(/Continue where you left off/)).toBeVisible();
  // On the course page the session says 'Continue', with the time reached.
  await page.goto(`/course/${COURSE}`);
  const row = page.locator('.session-row', { hasText: 'Pineal Breath of Light' });
  await expect(row.getByRole('link', { name: /^Continue\s?: Pineal Breath of Light/ })).toBeVisible();
  await expect(row).toContainText(/· \d+:\d\d reached/);
});

test('a learner who is not enrolled is locked out and redirected from its sessions', async ({ page }) => {
  const user = await freshUser('outsider', [COURSE]);
  await signInAs(page, user.email);
  await page.goto(`/course/${ANIMALS}`);
  await expect(page.getByRole('heading', { name: 'Course Not Accessible' })).toBeVisible();
  await expect(page.getByText('You need to purchase this course to access its content.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  await expect(page.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/course-dashboard');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(sessionUrl(1, ANIMALS));
  await expect(page).toHaveURL(new RegExp(`/course/${ANIMALS}$`));
  await expect(page.getByRole('heading', { name: 'Course Not Accessible' })).toBeVisible();
});

test('dashboard, course and session pages have no accessibility violations', async ({ page }) => {
  const user = await freshUser('axe', [ANIMALS]);
  await signInAs(page, user.email);
  await expect(page.getByRole('progressbar')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`/course/${ANIMALS}`);
  await expect(page.getByRole('link', { name: /Start Session/ }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(sessionUrl(6, ANIMALS));
  await expect(page.getByRole('heading', { level: 1, name: 'The Butterfly: Transformation' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a written lesson shows its rich text as paragraphs, not as markup', async ({ page }) => {
  const user = await freshUser('reader', [ANIMALS]);
  await signInAs(page, user.email);
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.goto(sessionUrl(1, ANIMALS));
  const lesson = page.getByRole('region', { name: 'Lesson' });
  await expect(lesson.getByRole('heading', { level: 2, name: 'The Spirit of the Wolf' })).toBeVisible();
  await expect(lesson.locator('p', { hasText: /^Find somewhere quiet where you will not be disturbed/ })).toBeVisible();
  expect(await lesson.locator('p').count()).toBeGreaterThanOrEqual(10);
  await expect(lesson).not.toContainText('<p>');
});

test('watch time is saved when the page is hidden (a phone locked, another app), before its 30 seconds', async ({ page }) => {
  const user = await freshUser('hider', [COURSE]);
  await page.clock.install();
  await signInAs(page, user.email);
  await page.goto(sessionUrl(5));
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toBeVisible();
  await page.clock.runFor(12_000);
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/progress/save') && r.method() === 'POST');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(((await saved).postDataJSON() as { watchTimeSeconds: number }).watchTimeSeconds).toBeGreaterThanOrEqual(10);
  await expect
    .poll(async () => Number((await readDoc('progress', progressId(user.uid, `${COURSE}-5`)))?.watch_time_seconds))
    .toBeGreaterThanOrEqual(10);
});
