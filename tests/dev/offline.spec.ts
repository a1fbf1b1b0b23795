// 'Save for offline' under `npm start` at phone size (short; the built site's suite has the rest, tests/e2e/offline.spec.ts):
// a learner saves her course, and with the network off its session page reloads and its audio plays from the
// cache; a completion made offline reaches the dashboard once back online; sign-out leaves no saved audio.
// A learner of its own: sign-out ends every session of the account (the server revokes them), and the demo learner
// is signed in by other specs running beside this one (seen: the journey's learner on /admin sent to /auth mid-test).
import { expect, test } from './watchedPage';
import { signUpEnrolled } from './adminApi';

const COURSE = 'quantum-alchemy-breathwork';
const SESSION = `${COURSE}-1`;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const learner = { name: 'Ada Offline', email: `ada-offline-${Date.now()}@example.com`, password: 'offline-pass-1234' };

test('a learner saves her course, listens and completes a session offline, then signs out', async ({ page, context, watched, baseURL }) => {
  await signUpEnrolled(page, baseURL!, learner, COURSE);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);

  // Opened online once with the worker in place, the session page's modules are kept for offline use.
  await page.goto(`/course/${COURSE}/session/${SESSION}`);
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toBeVisible();
  await page.goto(`/course/${COURSE}`);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByText(/Available offline · \d+(\.\d)? MB/)).toBeVisible();

  await context.setOffline(true);
  // Offline, pictures (never saved: the page shows its fallback or none) and the dev server's live reload fail.
  watched.expect.push(
    /request failed: GET .*\/(favicon\.svg|images\/)/,
    /request failed: .*(\/@vite\/|__vite_ping|ws:)/,
    /console error .*(\[vite\]|WebSocket connection to 'ws:)/,
  );
  await page.goto(`/course/${COURSE}/session/${SESSION}`);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toBeVisible();
  const played = await page.evaluate(async (url) => {
    const audio = new Audio(url);
    audio.muted = true;
    await audio.play();
    const range = await fetch(url, { headers: { range: 'bytes=0-9' } });
    return { playing: !audio.paused, status: range.status };
  }, `/offline/audio/${COURSE}/${SESSION}`);
  expect(played).toEqual({ playing: true, status: 206 });
  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'Session Completed!' })).toBeVisible();

  await context.setOffline(false);
  await page.goto('/course-dashboard');
  const card = page.getByRole('region', { name: 'Your Courses' }).locator('.course-card');
  await expect(card.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).not.toHaveURL(/course-dashboard/);
  expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('offline-audio')))).toEqual([]);
});
