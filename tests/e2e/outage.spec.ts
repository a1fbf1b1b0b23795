// Every outage reads as one, in Chromium against the built site: with the Auth emulator paused (SIGSTOP on its
// process, like a sign-in service that stalls) every app page shows its spec words and the reason within 10 s, never
// an endless 'Loading...', and works again once the service is back ('Try again'; a sign-in that waited carries on); the same for the dashboard with the Firestore
// emulator paused (tests/functions/resilience.test.ts holds every endpoint to its 503 then).
// The pauses stop the emulators every other spec uses: this file runs in its own project after all the others
// (playwright.config.ts), one test at a time, and every pause is undone in `finally` (and after all, whatever happened).
import { test, expect as baseExpect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { unavailableMessage } from '../../src/lib/serviceWords';
import { TEST_PORTS } from '../support/emulators';
import { pidListeningOn } from '../functions/resilienceSupport';
import { ADMIN } from './adminSupport';
import { COURSE, freshUser, PASSWORD, seed, signInThroughForm, warmFunctions } from './learningSupport';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);
// For the steps around an outage (signing in, a page coming back); what an outage shows is held to WITHIN_10_S.
const expect = baseExpect.configure({ timeout: 30_000 });
const WITHIN_10_S = { timeout: 10_000 };

const SIGN_IN_DOWN = unavailableMessage('sign-in');
const DATABASE_DOWN = unavailableMessage('database');

const paused = new Set<number>();

/** Runs `work` with the emulator on `port` paused, and resumes it however `work` ends. */
async function whilePaused(port: number, work: () => Promise<void>): Promise<void> {
  const pid = pidListeningOn(port);
  if (!pid) throw new Error(`No process of this user listens on the test emulator port ${port}`);
  process.kill(pid, 'SIGSTOP');
  paused.add(pid);
  try {
    await work();
  } finally {
    paused.delete(pid);
    process.kill(pid, 'SIGCONT');
  }
}

test.afterAll(() => {
  for (const pid of paused) process.kill(pid, 'SIGCONT');
  paused.clear();
});

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(240_000);
  await seed();
  await warmFunctions(baseURL!);
});

/** The line that says a learner page is loading, or that it could not load. */
const status = (page: Page) => page.locator('.learn__status');

/** Waits until the site's health check answers 200 again (the functions' clients have reconnected). */
async function untilHealthy(page: Page): Promise<void> {
  await expect.poll(async () => (await page.request.get('/api/health')).status(), { timeout: 30_000 }).toBe(200);
}

const openedContexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(openedContexts.splice(0).map((context) => context.close()));
});

/** A browser of its own (its own stored sign-in), closed after the test. */
async function newBrowserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  openedContexts.push(context);
  return context.newPage();
}

test('sign-in paused: the dashboard says so within 10 s, Try again asks again, and works once it is back', async ({ page }) => {
  const learner = await freshUser('outage-auth', [COURSE]);
  await signInThroughForm(page, learner.email);
  await expect(page.getByRole('heading', { name: 'Your Courses' })).toBeVisible();

  await whilePaused(TEST_PORTS.auth, async () => {
    // A fresh start: the server checks the session cookie with the stalled service, and answers 503 in time.
    await page.reload();
    await expect(status(page)).toHaveText('Failed to load course data.', WITHIN_10_S);
    await expect(page.getByText(SIGN_IN_DOWN)).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(status(page)).toHaveText('Loading your courses...');
    await expect(status(page)).toHaveText('Failed to load course data.', WITHIN_10_S);
    await expect(page.getByText(SIGN_IN_DOWN)).toBeVisible();
  });
  // The 503 meant nothing happened: once the service is back, 'Try again' loads the page, still signed in.
  await untilHealthy(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Your Courses' })).toBeVisible(WITHIN_10_S);
  await expect(page.getByText(SIGN_IN_DOWN)).toHaveCount(0);
});

test('sign-in paused: the course, session, account, payment result, admin and sign-in pages say so within 10 s', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const learner = await freshUser('outage-auth-pages', [COURSE]);
  await signInThroughForm(page, learner.email);
  const admin = await newBrowserPage(browser);
  await signInThroughForm(admin, ADMIN.email, ADMIN.password);
  const signInForm = await newBrowserPage(browser);
  await signInForm.goto('/auth');

  /** Opens `path` afresh (the server checks the session cookie with the stalled service) and expects its words. */
  async function saysSignInIsDown(tab: Page, path: string, words: { heading?: string; status?: string }): Promise<void> {
    await tab.goto(path);
    const title = words.heading
      ? tab.getByRole('heading', { name: words.heading })
      : tab.getByRole('status').filter({ hasText: words.status });
    await expect(title).toBeVisible(WITHIN_10_S);
    // The page's own words (a failed payment check also says them in a toast).
    await expect(tab.locator('main').getByText(SIGN_IN_DOWN).first()).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Try again' })).toBeVisible();
  }

  // One page after another: each page's own call stalls on the sign-in check from its own start.
  await whilePaused(TEST_PORTS.auth, async () => {
    await saysSignInIsDown(page, `/course/${COURSE}`, { heading: 'Failed to load course data.' });
    await saysSignInIsDown(page, `/course/${COURSE}/session/${COURSE}-1`, { heading: 'Failed to load session data.' });
    await saysSignInIsDown(page, '/account', { status: 'Failed to load your account.' });
    await saysSignInIsDown(page, `/payment-success?session_id=cs_test_outage&course_id=${COURSE}`, { heading: 'Verification Failed' });
    await saysSignInIsDown(admin, '/admin', { status: 'Failed to load admin data.' });
    // Nobody is signed in on this page, so it shows the form at once; signing in is what waits.
    await signInForm.getByLabel('Email').fill(learner.email);
    await signInForm.getByLabel('Password').fill(PASSWORD);
    await signInForm.getByRole('button', { name: 'Sign In' }).click();
    await expect(signInForm.locator('[data-toast]').filter({ hasText: 'Error' })).toContainText(SIGN_IN_DOWN, WITHIN_10_S);
  });

  // Back: the sign-in that waited carries on by itself (nothing she typed is lost), and 'Try again' loads a page.
  await expect(signInForm).toHaveURL(/\/course-dashboard$/);
  await untilHealthy(admin);
  await admin.getByRole('button', { name: 'Try again' }).click();
  await expect(admin.getByRole('tablist', { name: 'Admin sections' })).toBeVisible(WITHIN_10_S);
  await expect(admin.getByText(SIGN_IN_DOWN)).toHaveCount(0);
});

test('database paused: the dashboard says so within 10 s, and Try again works once it is back', async ({ page }) => {
  const learner = await freshUser('outage-database', [COURSE]);
  await signInThroughForm(page, learner.email);
  await expect(page.getByRole('heading', { name: 'Your Courses' })).toBeVisible();

  await whilePaused(TEST_PORTS.firestore, async () => {
    await page.reload();
    await expect(status(page)).toHaveText('Failed to load course data.', WITHIN_10_S);
    await expect(page.getByText(DATABASE_DOWN)).toBeVisible();
  });

  await untilHealthy(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Your Courses' })).toBeVisible();
  await expect(page.getByText(DATABASE_DOWN)).toHaveCount(0);
});
