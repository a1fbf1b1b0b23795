// The session's audio player under `npm start`, at phone size: a learner enrolled in the demo course plays session 1,
// the lock screen names the session, the bytes come from the local storage's signed address, the Sleep timer is
// there, a reload resumes at 20:00 and playing to the end completes the session.
import { expect, test } from './watchedPage';
import { signUpEnrolled } from './adminApi';

const COURSE = 'quantum-alchemy-breathwork';
const TITLE = 'BREATH OF HYPNOTIC RESTORATION';
const learner = { name: 'Lark Bell', email: `lark-${Date.now()}@example.com`, password: 'player-pass-1234' };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a learner plays session 1 on a phone: lock screen, Sleep timer, resume at 20:00, complete at the end', async ({ page, baseURL }) => {
  await signUpEnrolled(page, baseURL!, learner, COURSE);

  const media: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'media') media.push(new URL(request.url()).pathname);
  });
  await page.goto(`/course/${COURSE}/session/${COURSE}-1`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0)).toBe(true);
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(TITLE);
  expect(media.length).toBeGreaterThan(0);
  expect(new Set(media)).toEqual(new Set([`/local-files/audio/${COURSE}-1.mp3`]));

  await page.getByLabel('Sleep timer').selectOption({ label: 'End of track' });
  await expect(page.getByText(/^Pauses in \d+:\d\d$/)).toBeVisible();

  // Seeking to 20:00 of the 45-minute recording; pausing keeps the place, and a reload resumes there.
  const scrubber = page.getByRole('slider', { name: 'Position' });
  await scrubber.fill('1200');
  await expect(scrubber).toHaveAttribute('aria-valuetext', /^20:0\d of 45:00$/);
  const saved = page.waitForResponse((response) => response.url().includes('/api/progress/save') && response.ok());
  await page.getByRole('button', { name: 'Pause' }).click();
  await saved;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Play' })).toBeEnabled();
  await expect(scrubber).toHaveAttribute('aria-valuetext', /^20:0\d of 45:00$/);

  // Playing to the end completes the session.
  await scrubber.fill(String(45 * 60 - 2));
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'Session Completed!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);
});
