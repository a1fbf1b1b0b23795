// "Listen anywhere": the session's audio player at phone size in Chromium against the built site. The demo seed
// stores a silent recording as long as the session (45 minutes for session 1); the bytes come from storage's signed
// address (the local server's /local-files/), never from /api. The lock screen's facts, seeking, the sleep timer,
// the position remembered on the server (a reload resumes there) and completion at the end of the track.
import { test, expect as baseExpect, type Page, type Request } from '@playwright/test';
import { axeViolations, COURSE, freshUser, readDoc, signInAs } from './learningSupport';

test.setTimeout(180_000);
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
const expect = baseExpect.configure({ timeout: 60_000 });
const TITLE = 'BREATH OF HYPNOTIC RESTORATION';
const SESSION = `${COURSE}-1`;
const sessionUrl = `/course/${COURSE}/session/${SESSION}`;

const audioState = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => ({
    paused: audio.paused,
    currentTime: audio.currentTime,
    duration: audio.duration,
    src: audio.currentSrc,
  }));

async function openSession(page: Page) {
  await page.goto(sessionUrl);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  // The audio's own length once its details loaded (45 minutes), not the session's estimate.
  await expect.poll(async () => Math.round((await audioState(page)).duration / 60)).toBe(45);
}

test('a learner plays session 1 on a phone: lock screen, seeking, sleep timer, position remembered', async ({ page }) => {
  const user = await freshUser('player', [COURSE]);
  const media: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'media') media.push(request);
  });
  await signInAs(page, user.email);
  await openSession(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(TITLE);
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.album)).toBe('Quantum Alchemy Breathwork');

  // The scrubber is a labelled range that speaks "m:ss of m:ss".
  const scrubber = page.getByRole('slider', { name: 'Position' });
  await scrubber.fill('1200');
  await expect(scrubber).toHaveAttribute('aria-valuetext', /^20:0\d of 45:00$/);
  await expect.poll(async () => Math.floor((await audioState(page)).currentTime)).toBeGreaterThanOrEqual(1200);
  await page.getByRole('button', { name: 'Forward 30 seconds' }).click();
  await expect.poll(async () => Math.floor((await audioState(page)).currentTime)).toBeGreaterThanOrEqual(1230);
  await page.getByRole('button', { name: 'Back 15 seconds' }).click();
  await expect.poll(async () => (await audioState(page)).currentTime).toBeLessThan(1230);

  await page.getByLabel('Speed').selectOption('1.5');
  expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.playbackRate)).toBe(1.5);
  await page.getByLabel('Sleep timer').selectOption({ label: '15 minutes' });
  await expect(page.getByText(/^Pauses in 1[45]:\d\d$/)).toBeVisible();

  // Every byte came from storage's signed address, none through a function.
  expect(media.length).toBeGreaterThan(0);
  for (const request of media) expect(new URL(request.url()).pathname).toBe(`/local-files/audio/${SESSION}.mp3`);

  // Pausing saves the position with her progress; a reload (or another device) resumes there.
  // (Polled: a save made 2 s after the last seek may still land just before the pause's own.)
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  const stopped = (await audioState(page)).currentTime;
  await expect
    .poll(async () => Math.abs(Number((await readDoc('progress', `${user.uid}_${SESSION}`))?.audio_position_seconds) - stopped))
    .toBeLessThan(1);

  await page.reload();
  await openSession(page);
  await expect.poll(async () => Math.abs((await audioState(page)).currentTime - stopped)).toBeLessThan(1);
  await expect(scrubber).toHaveAttribute('aria-valuetext', /^20:\d\d of 45:00$/);
});

test("playing to the end completes the session as 'Mark as Complete' does", async ({ page }) => {
  const user = await freshUser('to-the-end', [COURSE]);
  await signInAs(page, user.email);
  await openSession(page);
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toBeVisible();
  const scrubber = page.getByRole('slider', { name: 'Position' });
  await scrubber.fill(String(45 * 60 - 3));
  await page.getByRole('button', { name: 'Play' }).click();

  await expect(page.locator('[data-toast]').filter({ hasText: 'Session Completed!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);
  const stored = await readDoc('progress', `${user.uid}_${SESSION}`);
  expect(typeof stored?.completed_at).toBe('string');
  // The next listening starts from the beginning.
  expect(Number(stored?.audio_position_seconds)).toBe(0);
});

test('an address that storage refuses after a long pause is replaced, and playback resumes at the same place', async ({ page }) => {
  const user = await freshUser('long-pause', [COURSE]);
  await signInAs(page, user.email);
  await openSession(page);
  const scrubber = page.getByRole('slider', { name: 'Position' });
  await scrubber.fill('600');
  await expect.poll(async () => Math.floor((await audioState(page)).currentTime)).toBe(600);
  const firstSource = (await audioState(page)).src;
  // An address expires long after it was made; one made again within the same second would be the very same address
  // (it names its expiry in whole seconds), so at least a second passes here, as minutes do for a learner.
  await new Promise((resolve) => setTimeout(resolve, 1_100));

  // The signed address has expired: storage refuses it from now on (as the local server and Cloud Storage do).
  await page.route(firstSource, (route) => route.fulfill({ status: 403, body: 'This link to the file has expired' }));
  const fresh = page.waitForResponse((response) => response.url().includes('/api/session-audio-url') && response.ok());
  // A jump far away needs bytes the browser does not hold yet: it asks the old address, which fails.
  await scrubber.fill('2400');
  await fresh;
  await expect.poll(async () => (await audioState(page)).src).not.toBe(firstSource);
  await expect.poll(async () => Math.floor((await audioState(page)).currentTime)).toBeGreaterThanOrEqual(2390);
  await expect(page.getByText('The audio could not be loaded.')).toHaveCount(0);
});

test('the Sleep timer fades the volume out over its last 10 seconds, then pauses', async ({ page }) => {
  // The page's clock is Playwright's: 15 minutes pass in a moment (the audio itself plays in real time).
  await page.clock.install();
  const user = await freshUser('sleeper', [COURSE]);
  await signInAs(page, user.email);
  await openSession(page);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  await page.getByLabel('Sleep timer').selectOption({ label: '15 minutes' });
  await expect(page.getByText('Pauses in 15:00')).toBeVisible();
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const volume = () => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.volume);

  await page.clock.fastForward('14:50'); // about 9 seconds left: the fade has begun
  await expect.poll(volume).toBeLessThan(1);
  expect(await volume()).toBeGreaterThan(0.5);
  await page.clock.fastForward(5_000); // about 4 seconds left
  await expect.poll(volume).toBeLessThan(0.5);
  expect(await volume()).toBeGreaterThan(0);
  expect((await audioState(page)).paused).toBe(false);
  await page.clock.fastForward(5_000);
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  expect((await audioState(page)).paused).toBe(true);
  // The timer is spent and the next play is at full volume.
  await expect(page.getByLabel('Sleep timer')).toHaveValue('off');
  expect(await volume()).toBe(1);
});
