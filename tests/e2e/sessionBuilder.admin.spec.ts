// The course builder's sessions in Chromium against the built site and its functions: the admin adds
// three sessions with video addresses and pictures to a published course, reorders them with Move up / Move down
// (one request), and a learner sees and watches them in the new order; deleting a session a learner has started
// needs a second, explicit confirmation that says how many learners have progress on it, and removes its picture and
// audio from storage.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { axeViolations, freshUser, signInAs, writeDoc } from './learningSupport';
import { ADMIN, listCollection, solidPng } from './adminSupport';

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 60_000 });

const COURSE_ID = `builder-e2e-${randomUUID().slice(0, 8)}`;
const COURSE_TITLE = `Builder Course ${COURSE_ID.slice(-8)}`;
const PLAYER = 'https://player.vimeo.com/video/';

/** A published course with no sessions yet, written straight into the emulator (the Courses tab is another test's). */
async function createPublishedCourse(): Promise<void> {
  await writeDoc('courses', COURSE_ID, {
    title: COURSE_TITLE,
    description: 'Three sessions put together in the course builder.',
    price: 20,
    image_url: null,
    published: true,
    coming_soon: false,
    created_at: new Date().toISOString(),
  });
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await createPublishedCourse();
});

const toasts = (page: Page) => page.locator('[data-toast]');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const cardTitles = (page: Page) => page.locator('.admin-session h3');
/** A button or link: its visible words, then the session title (read to screen readers only). */
const button = (words: string, title: string) => new RegExp(`^${words}\\s?: ${title}$`);

async function openSessions(page: Page): Promise<void> {
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  // The title row is in the page's HTML from the start; the tabs appear once the admin data has loaded.
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
  await tab(page, 'Sessions').click();
  await page.getByLabel('Filter by Course').selectOption({ label: COURSE_TITLE });
}

type NewSession = { title: string; video: string; minutes: string; picture: { file: Buffer } | { url: string } };

async function addSession(page: Page, session: NewSession): Promise<void> {
  await page.getByRole('button', { name: 'Add Session', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Session' });
  await expect(dialog.getByLabel('Course')).toHaveValue(COURSE_ID);
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await dialog.getByLabel('Title').fill(session.title);
  await dialog.getByLabel('Description').fill(`${session.title}: a guided session.`);
  await dialog.getByLabel('Video address').fill(session.video);
  await expect(dialog.getByText(/^Plays as: https:\/\/player\.vimeo\.com\/video\//)).toBeVisible();
  await dialog.getByLabel('Duration (minutes)').fill(session.minutes);
  if ('file' in session.picture) {
    await dialog
      .getByLabel('Upload a picture')
      .setInputFiles({ name: `${session.title}.png`, mimeType: 'image/png', buffer: session.picture.file });
  } else {
    await dialog.getByLabel('Picture URL or path').fill(session.picture.url);
  }
  await expect(dialog.getByRole('img', { name: 'Preview of the session picture' })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/sessions') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Save Session' }).click();
  expect((await saved).status()).toBe(201);
  await expect(toasts(page).filter({ hasText: 'Session added successfully!' }).last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.admin-session', { has: page.getByRole('heading', { name: session.title }) })).toBeVisible();
}

test('the admin builds a course of three sessions, reorders them in one request, and the learner follows the new order', async ({
  page,
  browser,
}) => {
  await openSessions(page);
  await expect(page.getByRole('status').filter({ hasText: /^0 sessions$/ })).toBeVisible();

  // The form checks its fields with the server's schema before anything is sent.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admin/sessions') && r.method() === 'POST') posts.push(r.url());
  });
  await page.getByRole('button', { name: 'Add Session', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Session' });
  await dialog.getByLabel('Video address').fill('https://www.youtube.com/watch?v=abc');
  await dialog.getByRole('button', { name: 'Save Session' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText(/^Video address must be a Vimeo address/)).toBeVisible();
  await expect(dialog.getByText(/^Duration must be a whole number of minutes/)).toBeVisible();
  await expect(dialog.getByLabel('Title')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  expect(posts).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await addSession(page, {
    title: 'Dawn',
    video: 'https://vimeo.com/76979871',
    minutes: '20',
    picture: { file: solidPng(48, 27, [200, 140, 60]) },
  });
  await addSession(page, {
    title: 'Noon',
    video: '76979872',
    minutes: '25',
    picture: { url: '/images/sessions/quantum-alchemy-breathwork-2.webp' },
  });
  await addSession(page, {
    title: 'Dusk',
    video: 'https://player.vimeo.com/video/76979873',
    minutes: '30',
    picture: { file: solidPng(48, 27, [60, 60, 140]) },
  });
  await expect(cardTitles(page)).toHaveText(['Dawn', 'Noon', 'Dusk']);
  const stored = (await listCollection('courseSessions')).filter((s) => s.course_id === COURSE_ID);
  expect(stored.map((s) => [s.title, s.video_url]).sort()).toEqual([
    ['Dawn', `${PLAYER}76979871?autoplay=0&title=0&byline=0&portrait=0`],
    ['Dusk', `${PLAYER}76979873`],
    ['Noon', `${PLAYER}76979872?autoplay=0&title=0&byline=0&portrait=0`],
  ]);
  expect(stored.every((s) => typeof s.image_url === 'string' && s.image_url)).toBe(true);

  // Reorder by keyboard-reachable buttons: Dusk up twice. Nothing is sent until Save Order, then one request.
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admin/sessions') && r.method() === 'PUT') puts.push(r.postData() ?? '');
  });
  const dusk = page.locator('.admin-session', { has: page.getByRole('heading', { name: 'Dusk' }) });
  await expect(dusk.getByRole('button', { name: button('Move down', 'Dusk') })).toBeDisabled();
  await dusk.getByRole('button', { name: button('Move up', 'Dusk') }).click();
  await expect(dusk.getByRole('button', { name: button('Move up', 'Dusk') })).toBeFocused();
  await expect(page.getByText("Moved 'Dusk' to position 2 of 3.")).toBeAttached();
  await page.keyboard.press('Enter');
  await expect(cardTitles(page)).toHaveText(['Dusk', 'Dawn', 'Noon']);
  await expect(dusk.getByRole('button', { name: button('Move down', 'Dusk') })).toBeFocused(); // at the top, focus moves to the button that still works
  await expect(page.getByText('The new order is not saved yet.')).toBeVisible();
  expect(puts).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/sessions') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save Order' }).click();
  expect((await saved).status()).toBe(200);
  await expect(toasts(page).filter({ hasText: 'Session order saved.' })).toBeVisible();
  await expect(page.getByText('The new order is not saved yet.')).toHaveCount(0);
  expect(puts).toHaveLength(1);
  expect((JSON.parse(puts[0]!) as { sessionIds: string[] }).sessionIds).toHaveLength(3);
  await expect(cardTitles(page)).toHaveText(['Dusk', 'Dawn', 'Noon']);

  // The learner: the course page (one function call) lists the new order; the sessions play in it.
  const learner = await freshUser('builder-learner', [COURSE_ID]);
  const context = await browser.newContext();
  const learnerPage = await context.newPage();
  await learnerPage.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await signInAs(learnerPage, learner.email);
  // The dashboard the sign-in lands on has made its one call (counted below otherwise, if it came late).
  await expect(learnerPage.getByRole('heading', { name: 'Your Courses' })).toBeVisible();
  const apiCalls: string[] = [];
  learnerPage.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/public-config') apiCalls.push(url.pathname);
  });
  await learnerPage.goto(`/course/${COURSE_ID}`);
  await expect(learnerPage.locator('.session-row h3')).toHaveText(['1. Dusk', '2. Dawn', '3. Noon']);
  await expect(learnerPage.getByText('3 sessions · Total duration 1 h 15 min · 0 of 3 complete')).toBeVisible();
  expect(apiCalls).toEqual(['/api/course']);

  await learnerPage.getByRole('link', { name: button('Start Session', 'Dusk') }).click();
  await expect(learnerPage.getByRole('heading', { level: 1, name: 'Dusk' })).toBeVisible();
  await expect(learnerPage.locator('.video-card iframe')).toHaveAttribute('src', new RegExp(`^${PLAYER}76979873`));
  await expect(learnerPage.locator('aside ol a')).toHaveText(['Dusk', 'Dawn', 'Noon']);
  await learnerPage.getByRole('link', { name: /^Next\s?: Dawn/ }).click();
  await expect(learnerPage.getByRole('heading', { level: 1, name: 'Dawn' })).toBeVisible();
  await expect(learnerPage.locator('.video-card iframe')).toHaveAttribute('src', new RegExp(`^${PLAYER}76979871`));
  await expect(learnerPage.locator('img.session-main__image')).toHaveAttribute('src', /^\/api\/storage-image\?path=session-images/);
  await context.close();

  // Dusk's uploaded picture and an audio track put in storage: deleting the session removes both.
  const duskRecord = (await listCollection('courseSessions')).find((s) => s.course_id === COURSE_ID && s.title === 'Dusk')!;
  const storageDir = join(process.env.LOCAL_DATA_DIR!, 'storage');
  const duskPicture = join(storageDir, new URLSearchParams(String(duskRecord.image_url).split('?')[1]).get('path')!);
  const duskAudio = join(storageDir, 'audio', `${duskRecord.id}.mp3`);
  mkdirSync(dirname(duskAudio), { recursive: true });
  writeFileSync(duskAudio, Buffer.from([0xff, 0xfb, 0x90, 0x00]));
  expect(existsSync(duskPicture) && existsSync(duskAudio)).toBe(true);

  // Deleting Dusk, which the learner has opened: the server says so, and the admin confirms a second time.
  await dusk.getByRole('button', { name: button('Delete', 'Dusk') }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText("Are you sure you want to delete the session 'Dusk'?");
  await confirm.getByRole('button', { name: 'Delete Session' }).click();
  await expect(confirm).toContainText('1 learner has progress on this session.');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete Anyway' }).click();
  await expect(toasts(page).filter({ hasText: 'Session deleted successfully!' })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(['Dawn', 'Noon']);
  expect(existsSync(duskPicture), "the deleted session's picture").toBe(false);
  expect(existsSync(duskAudio), "the deleted session's audio").toBe(false);
  await expect(page.locator('.admin-session .admin-muted').first()).toContainText('Session 1');
});
