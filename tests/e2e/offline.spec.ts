// The installable app and 'Save for offline' (src/offline/) at phone size on the BUILT site: the manifest and the
// service worker; a course saved with a progress bar ends in 'Available offline'; with the network off the
// dashboard, the course and its session open again, the saved audio plays and seeks (Range answered from the cache);
// a completion made offline reaches the server once back online; sign-out leaves no saved file.
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { enrollmentId } from '../../netlify/lib/data/collections';
import { ADMIN, idToken } from './adminSupport';
import { ANIMALS, freshUser, signInThroughForm } from './learningSupport';

test.setTimeout(180_000);
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'allow' });
const expect = baseExpect.configure({ timeout: 30_000 });
const SESSION = `${ANIMALS}-1`;
const AUDIO = `/offline/audio/${ANIMALS}/${SESSION}`;

/** Waits until the service worker controls the page (it claims open pages as soon as it is active). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
}

/** The names of the caches that hold the learner's things (the app shell's precache is not hers). */
const learnerCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('offline-')));

/** The saved audio, courses and session answers (looked up without creating a cache). */
const savedEntries = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [];
    for (const name of ['offline-audio', 'offline-lessons']) {
      if (!(await caches.has(name))) continue;
      for (const request of await (await caches.open(name)).keys()) found.push(new URL(request.url).pathname);
    }
    return found.filter((path) => path !== '/api/dashboard');
  });

test('the app is installable: a manifest with its icons and start page, and a service worker', async ({ page, request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, unknown> & {
    icons: Array<{ sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ start_url: '/course-dashboard', display: 'standalone', theme_color: '#a63f00' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of ['/icons/app-192.png', '/icons/app-512.png', '/icons/app-maskable-512.png'])
    expect((await request.get(icon)).headers()['content-type']).toBe('image/png');
  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(await worker.text()).toContain('app/course/index.html'); // the precached shell

  // A visitor who is not signed in gets no service worker; a learner does once signed in.
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
  const user = await freshUser('installer', [ANIMALS]);
  await signInThroughForm(page, user.email);
  await controlled(page);
});

test('a saved course opens, plays and records progress offline, and sign-out deletes it', async ({ page, context }) => {
  const user = await freshUser('offline', [ANIMALS]);
  await signInThroughForm(page, user.email);
  await controlled(page);

  // Save for offline: the audio's answer is held back a moment so the progress bar is seen.
  await page.route('**/local-files/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/course/${ANIMALS}`);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('progressbar', { name: 'Saving for offline' })).toBeVisible();
  await expect(page.getByText('Available offline')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText(/Available offline · 9\.2 MB/)).toBeVisible(); // the 40-minute demo recording
  await expect(page.getByRole('button', { name: 'Remove download' })).toBeVisible();
  await page.unroute('**/local-files/**');

  await context.setOffline(true);
  // The dashboard, the course and its session open with the network off.
  await page.goto('/course-dashboard');
  await expect(page.getByRole('region', { name: 'Your Courses' }).locator('.course-card')).toHaveCount(1);
  await page.goto(`/course/${ANIMALS}`);
  await expect(page.getByText('Available offline')).toBeVisible();
  await page.goto(`/course/${ANIMALS}/session/${SESSION}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toBeVisible();

  // The saved audio: Range answered from the cache, and it plays and seeks.
  const range = await page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { range: 'bytes=100-199' } });
    return {
      status: response.status,
      length: (await response.arrayBuffer()).byteLength,
      contentRange: response.headers.get('content-range'),
    };
  }, AUDIO);
  expect(range).toEqual({ status: 206, length: 100, contentRange: expect.stringMatching(/^bytes 100-199\/\d+$/) });
  const played = await page.evaluate(async (url) => {
    const audio = new Audio(url);
    audio.muted = true;
    await new Promise((resolve, reject) => {
      audio.addEventListener('loadedmetadata', resolve, { once: true });
      audio.addEventListener('error', () => reject(new Error(`audio error ${audio.error?.code}`)), { once: true });
    });
    audio.currentTime = 600;
    await new Promise((resolve) => audio.addEventListener('seeked', resolve, { once: true }));
    await audio.play();
    return { duration: Math.round(audio.duration), at: Math.round(audio.currentTime) };
  }, AUDIO);
  expect(played.duration).toBeGreaterThan(2300); // 40 minutes
  expect(played.at).toBeGreaterThanOrEqual(600);

  // A completion made offline: the page takes it now, and the server gets it once back online.
  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'Session Completed!' })).toContainText(
    "Great job! Your progress is saved on this device and will sync when you're back online.",
  );
  // Queued by the service worker (its own fetch failed too: the network really is off for it).
  const queued = () => page.evaluate(async () => (await (await caches.open('offline-queue')).keys()).length);
  expect(await queued()).toBe(1);
  await expect(page.goto('/treatments')).rejects.toThrow(); // a page never saved does not open
  await context.setOffline(false);
  await page.goto('/course-dashboard');
  await expect(page.getByRole('region', { name: 'Your Courses' }).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');
  expect(await queued()).toBe(0);

  // Sign-out leaves no saved file.
  expect(await learnerCaches(page)).toContain('offline-audio');
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).not.toHaveURL(/course-dashboard/);
  expect(await learnerCaches(page)).toEqual([]);
});

test('when access ends, the saved course is removed at the next online start', async ({ page }) => {
  const user = await freshUser('refunded', [ANIMALS]);
  await signInThroughForm(page, user.email);
  await controlled(page);
  await page.goto(`/course/${ANIMALS}`);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByText('Available offline')).toBeVisible({ timeout: 90_000 });
  const savedAudio = () => page.evaluate(async () => (await (await caches.open('offline-audio')).keys()).length);
  expect(await savedAudio()).toBe(1);

  // The admin removes her enrollment (through the product, so the admin's figures move with it).
  const removed = await fetch(new URL(`/api/admin/enrollments?id=${encodeURIComponent(enrollmentId(user.uid, ANIMALS))}`, page.url()), {
    method: 'DELETE',
    headers: { authorization: `Bearer ${await idToken(ADMIN.email, ADMIN.password)}` },
  });
  expect(removed.status, await removed.clone().text()).toBe(200);
  await page.goto('/course-dashboard');
  await expect(page.getByRole('heading', { name: 'Start Your Journey' })).toBeVisible();
  await expect.poll(savedAudio).toBe(0);
  await page.goto(`/course/${ANIMALS}`);
  await expect(page.getByRole('heading', { name: 'Course Not Accessible' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save for offline' })).toHaveCount(0);
});

test('another person signing in on the same browser never sees what the last one saved', async ({ page, context }) => {
  const first = await freshUser('first', [ANIMALS]);
  const second = await freshUser('second', [ANIMALS]); // the same course: only the owner check can tell them apart
  await signInThroughForm(page, first.email);
  await controlled(page);
  await page.goto(`/course/${ANIMALS}`);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByText('Available offline')).toBeVisible({ timeout: 90_000 });

  // Her session ends without a sign-out (it expired), and the next person signs in here.
  await context.clearCookies();
  await page.evaluate(() => localStorage.removeItem('maya-auth-hint'));
  await signInThroughForm(page, second.email);
  // Nothing of hers stays: no audio, no course, no session answer (the new person's own dashboard may be read).
  await expect.poll(() => savedEntries(page)).toEqual([]);
  await page.goto(`/course/${ANIMALS}`);
  await expect(page.getByRole('button', { name: 'Save for offline' })).toBeVisible();
});
