// A session's audio track uploaded from the course builder in Chromium against the built site: a file of another
// type is refused in the browser (nothing sent), an MP3 goes straight into storage at a signed address (no function
// carries it) with its length read in the browser and shown, and a learner then finds the player on that session.
import { randomUUID } from 'node:crypto';
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { freshUser, signInAs, writeDoc } from './learningSupport';
import { ADMIN } from './adminSupport';
import { silentMp3 } from '../../scripts/lib/demo-audio.mjs';

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 60_000 });

const COURSE_ID = `audio-e2e-${randomUUID().slice(0, 8)}`;
const COURSE_TITLE = `Audio Course ${COURSE_ID.slice(-8)}`;
const SESSION_ID = `${COURSE_ID}-1`;
const SESSION_TITLE = 'Evening Release';
const MP3 = Buffer.from(silentMp3(6, 'audio upload e2e'));

test.beforeAll(async () => {
  await writeDoc('courses', COURSE_ID, {
    title: COURSE_TITLE,
    description: 'A course whose session gets its recording in the builder.',
    price: 15,
    image_url: null,
    published: true,
    coming_soon: false,
    created_at: new Date().toISOString(),
  });
  await writeDoc('courseSessions', SESSION_ID, {
    course_id: COURSE_ID,
    title: SESSION_TITLE,
    description: 'A guided session.',
    image_url: null,
    video_url: null,
    duration_minutes: 20,
    session_order: 1,
  });
});

const toasts = (page: Page) => page.locator('[data-toast]');
const card = (page: Page) => page.locator('.admin-session', { has: page.getByRole('heading', { name: SESSION_TITLE }) });

test('the admin uploads a session recording in the builder, sees its length, and the learner gets the player', async ({
  page,
  browser,
}) => {
  const signing: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/session-audio-upload')) signing.push(r.method());
  });
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Sessions', exact: true }).click();
  await page.getByLabel('Filter by Course').selectOption({ label: COURSE_TITLE });
  const field = card(page).getByLabel('Audio track', { exact: true });
  await expect(field).toHaveAttribute('accept', '.mp3,.m4a,.aac,audio/mpeg,audio/mp4,audio/aac');

  // Another type: refused in the browser with clear words, nothing sent.
  await field.setInputFiles({ name: 'notes.wav', mimeType: 'audio/wav', buffer: Buffer.from('RIFF....WAVE') });
  await expect(card(page).getByRole('alert')).toHaveText('The audio track must be an MP3 or M4A/AAC file.');
  expect(signing).toEqual([]);

  // The MP3: signed, PUT straight to storage (outside /api), its length recorded.
  const put = page.waitForResponse((r) => r.request().method() === 'PUT');
  await field.setInputFiles({ name: 'evening-release.mp3', mimeType: 'audio/mpeg', buffer: MP3 });
  const stored = await put;
  expect(new URL(stored.url()).pathname).toMatch(/^\/local-files\/audio\//);
  expect(stored.status()).toBe(201);
  await expect(
    toasts(page)
      .filter({ hasText: /Audio track uploaded \(0:0[56]\)\./ })
      .last(),
  ).toBeVisible();
  await expect(card(page).getByText(/^Audio track: 0:0[56]$/)).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Remove audio' })).toBeVisible();
  expect(signing).toEqual(['POST']);

  // A learner enrolled in the course finds the player on that session, playing the uploaded file.
  const learner = await freshUser('audio-upload', [COURSE_ID]);
  const context = await browser.newContext();
  const learnerPage = await context.newPage();
  await signInAs(learnerPage, learner.email);
  await learnerPage.goto(`/course/${COURSE_ID}/session/${SESSION_ID}`);
  await expect(learnerPage.getByRole('heading', { level: 1, name: SESSION_TITLE })).toBeVisible();
  await expect
    .poll(() => learnerPage.locator('audio').evaluate((audio: HTMLAudioElement) => Math.round(audio.duration)))
    .toBeGreaterThanOrEqual(5);
  await context.close();

  // 'Remove audio' takes the track away.
  await card(page).getByRole('button', { name: 'Remove audio' }).click();
  await expect(toasts(page).filter({ hasText: 'Audio track removed.' }).last()).toBeVisible();
  await expect(card(page).getByText(/^Audio track: /)).toHaveCount(0);
});
