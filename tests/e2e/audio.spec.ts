// The bonus hypnosis audio download on the session page (spec 2.12, 7, 8) in Chromium against the built site:
// the real function (a signed address), the bytes from storage (the local server's signed files, never /api), the
// test storage folder the demo seed fills with session-long audio, and the three toasts.
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { axeViolations, COURSE, freshUser, signInAs } from './learningSupport';

test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 60_000 });
const toasts = (page: Page) => page.locator('[data-toast]');
const sessionUrl = (n: number) => `/course/${COURSE}/session/${COURSE}-${n}`;
const DOWNLOAD = 'Download Hypnosis Audio';

test('an enrolled learner downloads the bonus hypnosis audio under its spec name', async ({ page }) => {
  const user = await freshUser('listener', [COURSE]);
  await signInAs(page, user.email);
  await page.goto(sessionUrl(1));
  await expect(page.getByRole('heading', { level: 1, name: 'BREATH OF HYPNOTIC RESTORATION' })).toBeVisible();
  const button = page.getByRole('button', { name: DOWNLOAD });
  await expect(button).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const downloaded = page.waitForEvent('download');
  await button.click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('hypnosis-breath-of-hypnotic-restoration.mp3');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 3).toString('latin1')).toBe('ID3'); // an MP3, not an error page
  expect(bytes.length).toBeGreaterThan(6 * 1024 * 1024); // the 45-minute demo recording, whole
  // From storage's signed address, not through a function.
  expect(new URL(download.url()).pathname).toBe(`/local-files/audio/${COURSE}-1.mp3`);
  await expect(toasts(page).filter({ hasText: 'Download Started' })).toBeVisible();
});

test("a session whose audio is not stored yet shows 'Download Not Available'", async ({ page }) => {
  // ALCHEMY OF INNER STILLNESS has its demo audio: put it aside for this case, and back afterwards.
  const file = join(process.env.LOCAL_DATA_DIR!, 'storage', 'audio', `${COURSE}-2.mp3`);
  await rename(file, `${file}.aside`);
  try {
    await notAvailable(page);
  } finally {
    await rename(`${file}.aside`, file);
  }
});

async function notAvailable(page: Page) {
  const user = await freshUser('early', [COURSE]);
  await signInAs(page, user.email);
  await page.goto(sessionUrl(2));
  await expect(page.getByRole('heading', { level: 1, name: 'ALCHEMY OF INNER STILLNESS' })).toBeVisible();
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('button', { name: DOWNLOAD }).click();
  const toast = toasts(page).filter({ hasText: 'Download Not Available' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('The hypnosis audio file is not yet available for this session.');
  expect(downloads).toBe(0);
}

test("a failed download shows 'Download Failed'", async ({ page }) => {
  const user = await freshUser('unlucky', [COURSE]);
  await signInAs(page, user.email);
  await page.route('**/api/session-audio-url?**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Something went wrong. Please try again.' }),
    }),
  );
  await page.goto(sessionUrl(1));
  await page.getByRole('button', { name: DOWNLOAD }).click();
  const toast = toasts(page).filter({ hasText: 'Download Failed' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Failed to download the hypnosis audio file.');
});

test('sessions without a bonus audio offer no download', async ({ page }) => {
  const user = await freshUser('plain', [COURSE]);
  await signInAs(page, user.email);
  await page.goto(sessionUrl(3));
  await expect(page.getByRole('heading', { level: 1, name: 'Quantum Integration Breath' })).toBeVisible();
  await expect(page.getByRole('button', { name: DOWNLOAD })).toHaveCount(0);
});
