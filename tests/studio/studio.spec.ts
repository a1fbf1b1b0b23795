// The practitioner's Sanity Studio under `npm start`, offline against the local content lake: the
// Treatment list in page order, an edit published to the site, a draft that stays off the site, and a
// validation rule that blocks Publish; the course builder's links open a course's page, or a new one filled in; the
// written lessons are listed in the course builder's order and follow a reorder made there. That published edits survive a restart of npm start is the npm start
// test's (tests/local-stack/npmStart.test.ts, which restarts it anyway).
import { expect, test, type Page } from '@playwright/test';
import { LAKE, SITE, STUDIO, ports } from './stack';
import { coursePageStudioLink } from '../../src/lib/admin/studioLinks';

test.describe.configure({ mode: 'serial' });

// One Studio for the whole suite, as the practitioner keeps it open: it loads once (an 8.8 MB app that took
// over a minute to start beside the built-site suite), and each test moves within it as her links do. The site
// is checked in a tab of its own, so the Studio stays loaded.
let studio: Page;
let site: Page;
/**
 * How long the Studio may take to draw a list or form it has not drawn before (its code for it loads then): on a
 * machine with half this one's CPU (one core, beside the built-site suite) it had the right document open at once
 * and drew the form's fields after 60-70 s; its first load there took 55 s.
 */
const STUDIO_DRAWS_MS = 150_000;
/** What the Studio wrote to its console as errors: a failing step names them (CI keeps only the failure lines). */
const studioErrors: string[] = [];

/** A step whose failure also says what the Studio logged as errors (say, a starting value it could not resolve). */
async function explained(step: Promise<void>): Promise<void> {
  try {
    await step;
  } catch (error) {
    const said = studioErrors.slice(-8).map((line) => `\n  Studio console error: ${line.replace(/\s+/g, ' ')}`);
    if (said.length) (error as Error).message += said.join('');
    throw error;
  }
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  studio = await context.newPage();
  studio.on('console', (message) => {
    if (message.type() === 'error') studioErrors.push(message.text().slice(0, 300));
  });
  studio.on('pageerror', (error) => studioErrors.push(error.message.slice(0, 300)));
  site = await context.newPage();
});

test.afterAll(async () => {
  await studio.context().close();
});

const NEW_TITLE = 'Anxiety Relief, Gently Done';

async function lakeQuery<T>(query: string, perspective = 'published'): Promise<T> {
  const response = await fetch(`${LAKE}/v2025-02-19/data/query/production?perspective=${perspective}&query=${encodeURIComponent(query)}`);
  return ((await response.json()) as { result: T }).result;
}

/** Opens a document in the loaded Studio's form through its router, as a link inside the Studio does. */
async function openDocument(page: Page, id: string, type: string) {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/intent/edit/id=${id};type=${type}`);
  // The form shows that document (not the one open before): its title field holds the document's title.
  const title = await lakeQuery<string>(`*[_id == "${id}"][0].title`, 'raw');
  await expect(field(page, 'title')).toHaveValue(title, { timeout: STUDIO_DRAWS_MS });
}

const cssId = (path: string) => path.replace(/\./g, '\\.');

/** A plain text field of the open document by its field name (labels are the schema's wording, names are stable). */
function field(page: Page, name: string) {
  return page.getByTestId('form-view').locator(`input#${cssId(name)}, textarea#${cssId(name)}`);
}

/**
 * Replaces a text field's words, as a person selecting them and typing does. The Studio may still re-render the form
 * it just opened between Playwright's select-all and its typing, which then lands after the old words (seen under
 * load as "Stress ManagementStress Management (draft only)"); a person would see that and type again, and so does
 * this, until the field holds exactly the new words. What the test then asserts is unchanged.
 */
async function replaceText(page: Page, name: string, value: string): Promise<void> {
  // Each try waits up to 10 s for the field to hold the words: on one starved core the Studio took longer than 2 s to
  // show typed words, so 2 s tries kept typing over words still arriving, and 30 s in all ran out with the field
  // holding exactly the new words (seen in a one-core stress run). The whole wait is the Studio's first-draw budget.
  await expect(async () => {
    await field(page, name).fill(value);
    await expect(field(page, name)).toHaveValue(value, { timeout: 10_000 });
  }).toPass({ timeout: STUDIO_DRAWS_MS });
}

async function siteHeading(path: string): Promise<string> {
  await site.goto(`${SITE}${path}`);
  return (await site.locator('h1').first().innerText()).trim();
}

test('the Treatment list is in the order of the Treatments page', async () => {
  const page = studio;
  const expected = await lakeQuery<string[]>('*[_type == "treatment"] | order(order asc)._id');
  // The Studio's one full load: beside npm test's built-site suite it has taken over a minute.
  await page.goto(`${STUDIO}/`);
  await page
    .getByRole('listbox', { name: 'Content' })
    .getByRole('link', { name: /^Treatments?$/ })
    .click();
  // The desk may group the Treatments page's own words with the list: then the list is one step further.
  const list = page.getByTestId('document-list-pane');
  const nested = page.getByRole('listbox', { name: /^Treatments?$/ }).getByRole('link', { name: /^Treatments?$/ });
  await expect(list.or(nested).first()).toBeVisible({ timeout: STUDIO_DRAWS_MS });
  if (await nested.isVisible()) await nested.click();
  // Each entry links to its document: the ids in the order shown.
  const shownIds = () =>
    list.getByRole('link').evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').split(';').pop()));
  await expect.poll(shownIds, { timeout: 60_000 }).toEqual(expected);
});

test('a published title edit shows on the site after a reload', async () => {
  const page = studio;
  expect(await siteHeading('/treatments/anxiety-relief')).toBe('Anxiety Relief');
  await openDocument(page, 'treatment-anxiety-relief', 'treatment');
  await replaceText(page, 'title', NEW_TITLE);
  const publish = page.getByTestId('action-publish');
  await expect(publish).toBeEnabled();
  await publish.click();
  // Published: the draft is gone and the Publish button has nothing left to do.
  await expect(publish).toBeDisabled();
  await expect.poll(() => lakeQuery<string>('*[_id == "treatment-anxiety-relief"][0].title')).toBe(NEW_TITLE);
  expect(await lakeQuery<unknown>('*[_id == "drafts.treatment-anxiety-relief"][0]', 'raw')).toBeNull();

  // The next page load shows it (the dev server picks up the published change within moments).
  await expect.poll(() => siteHeading('/treatments/anxiety-relief'), { timeout: 15_000 }).toBe(NEW_TITLE);
});

test('a draft that is not published does not appear on the site', async () => {
  const page = studio;
  await openDocument(page, 'treatment-stress-management', 'treatment');
  await replaceText(page, 'title', 'Stress Management (draft only)');
  // The draft reaches the lake (the Studio saves as you type)...
  await expect
    .poll(() => lakeQuery<string>('*[_id == "drafts.treatment-stress-management"][0].title', 'raw'))
    .toBe('Stress Management (draft only)');
  // ...but the site shows the published words.
  expect(await siteHeading('/treatments/stress-management')).toBe('Stress Management');
});

test('a YouTube id that breaks the rule shows its message and Publish stays disabled', async () => {
  const page = studio;
  const postId = await lakeQuery<string>('*[_type == "blogPost" && videoProvider == "youtube"][0]._id');
  await openDocument(page, postId, 'blogPost');
  await replaceText(page, 'videoId', 'not-a-youtube-id');
  // The field shows an error mark; pointing at it shows the rule's own words.
  const message = page.getByText('A YouTube video ID is 11 letters, numbers, - or _.').first();
  const marks = page.getByTestId('form-view').getByTestId('input-validation-icon-error');
  await expect(marks.first()).toBeVisible();
  for (const mark of await marks.all()) {
    await mark.hover();
    if (await message.isVisible()) break;
  }
  await expect(message).toBeVisible();
  // Give validation time to settle, then the button must still refuse.
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('action-publish')).toBeDisabled();
});

/** Follows a link of the site's course builder inside the loaded Studio (its path, through the Studio's router). */
async function followStudioLink(page: Page, href: string) {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, new URL(href).pathname);
}

test("the course builder's links open a course's page, or a new one with its course id and name filled in", async () => {
  const page = studio;
  const pages = { studioUrl: STUDIO, documentIds: { 'quantum-alchemy-breathwork': 'course-quantum-alchemy-breathwork' } };
  await followStudioLink(page, coursePageStudioLink(pages, { id: 'quantum-alchemy-breathwork', title: 'Quantum Alchemy Breathwork' }).href);
  await explained(expect(field(page, 'title')).toHaveValue('Quantum Alchemy Breathwork', { timeout: STUDIO_DRAWS_MS }));

  await followStudioLink(page, coursePageStudioLink(pages, { id: 'moon-rest', title: 'Moon Rest' }).href);
  await explained(expect(field(page, 'title')).toHaveValue('Moon Rest', { timeout: STUDIO_DRAWS_MS }));
  // Her first words make it a draft under the id the link names, found by the site through its course id.
  await replaceText(page, 'title', 'Moon Rest Evenings');
  await explained(
    expect
      .poll(() => lakeQuery<unknown>('*[_id == "drafts.course-moon-rest"][0]{title, "courseId": slug.current, order}', 'raw'))
      .toEqual({ title: 'Moon Rest Evenings', courseId: 'moon-rest', order: 5 }),
  );
});

/** The course builder's reorder of a course's sessions, as the demo admin makes it on npm start's site. */
async function builderReorder(courseId: string, sessionIds: string[]): Promise<void> {
  const signIn = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key-local`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'local-admin-pass', returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const response = await fetch(`${SITE}/api/admin/sessions`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ courseId, sessionIds }),
  });
  const body = (await response.json()) as { notice?: string; error?: string };
  expect(response.status, body.error).toBe(200);
  expect(body.notice).toBeUndefined();
}

test("the written lessons are listed in the course builder's order, and follow a reorder made there", async () => {
  const page = studio;
  const lessonOf = Object.fromEntries(
    (await lakeQuery<Array<{ _id: string; sessionId: string }>>('*[_type == "lesson"]{_id, sessionId}')).map((l) => [l.sessionId, l._id]),
  );
  const breathwork = [1, 2, 3, 4, 5].map((n) => `quantum-alchemy-breathwork-${n}`);
  const animals = [1, 2, 3, 4, 5, 6].map((n) => `the-animal-that-walks-with-you-${n}`);
  // Courses → Written lessons, through the Studio's router (the page may have any document open from the steps before).
  await page.evaluate(() => {
    window.history.pushState(null, '', '/structure/courses;lesson');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const list = page.getByTestId('document-list-pane').last();
  const shownIds = () =>
    list.getByRole('link').evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').split(';').pop()));
  // Courses oldest first (Quantum Alchemy Breathwork, then The Animal That Walks With You), sessions in order: not by title.
  await explained(expect.poll(shownIds, { timeout: STUDIO_DRAWS_MS }).toEqual([...breathwork, ...animals].map((id) => lessonOf[id])));

  const reversed = [...breathwork].reverse();
  await builderReorder('quantum-alchemy-breathwork', reversed);
  try {
    // The open list follows the change as it arrives from the lake.
    await explained(expect.poll(shownIds, { timeout: 60_000 }).toEqual([...reversed, ...animals].map((id) => lessonOf[id])));
  } finally {
    await builderReorder('quantum-alchemy-breathwork', breathwork);
  }
});
