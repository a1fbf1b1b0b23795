// The course builder end to end, in Chromium against the built site with its real functions and the
// test emulators: the admin creates a course with a picture (a draft nobody sees), is told why it cannot be
// published yet, adds a session, publishes it; it shows on /courses with its picture and price; a learner buys it
// at that price in the local checkout; the server refuses to put it on sale without a price; unpublished, it is gone.
// Each course links to its sales page in Sanity Studio: to edit the page it has, or to write one it has not.
// Runs in the 'admin' project (after the others): it adds a published course to the shared data for a while.
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { ADMIN, solidPng } from './adminSupport';
import { axeViolations, deleteDoc, freshUser, signInAs, writeDoc } from './learningSupport';

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 60_000 });

const toasts = (page: Page) => page.locator('[data-toast]');

/** A session written straight into Firestore (sessions have their own builder; this spec is about the course). */
async function addSession(courseId: string): Promise<void> {
  await writeDoc('courseSessions', `${courseId}-e2e-1`, {
    course_id: courseId,
    title: 'Settling In',
    description: 'A first, gentle evening session.',
    image_url: null,
    video_url: null,
    duration_minutes: 20,
    session_order: 1,
  });
}

async function openCourses(page: Page): Promise<void> {
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  // The title row is in the page's HTML from the start; the tabs appear once the admin data has loaded.
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
  await page.getByRole('tab', { name: 'Courses', exact: true }).click();
}

/** The /courses grid once loaded (a seeded course is always there). */
async function coursesPage(page: Page): Promise<void> {
  await page.goto('/courses');
  await expect(page.locator('.course-card', { hasText: 'Quantum Alchemy Breathwork' })).toBeVisible();
}

test('an admin builds a course: a draft until published, then on /courses with its picture and price, bought at that price', async ({
  page,
  browser,
}) => {
  const title = `Evening Calm ${Date.now().toString(36)}`;
  await openCourses(page);
  await page.getByRole('button', { name: 'Create Course' }).click();
  const form = page.getByRole('form', { name: 'Create Course' });
  await expect(form.getByText('A new course is a draft')).toBeVisible();
  // The form checks with the server's schema before sending anything.
  await form.getByLabel('Course Title').fill(title);
  await form.getByLabel('Price (£)').fill('19.99');
  await form.getByLabel('Original price').fill('15');
  await form.getByLabel('Description').fill('Three short evening sessions to settle the mind before sleep.');
  await form.getByRole('button', { name: 'Save Course' }).click();
  await expect(form.getByText('Original price must be more than the price')).toBeVisible();
  await form.getByLabel('Original price').fill('39');
  await form
    .getByLabel('Upload a course picture')
    .setInputFiles({ name: 'calm.png', mimeType: 'image/png', buffer: solidPng(64, 36, [40, 120, 160]) });
  await expect(form.getByRole('img', { name: 'Preview of the course picture' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await form.getByLabel('Popular').check();
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save Course' }).click();
  await expect(toasts(page).filter({ hasText: 'Course created successfully!' })).toBeVisible();

  const card = page.locator('.admin-course', { has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('Draft');
  await expect(card).toContainText('Popular');
  await expect(card).toContainText('£19.99');
  await expect(card).toContainText('0 sessions');
  const courseId = (await card.getAttribute('data-course-id'))!;
  const picture = await card.locator('img').getAttribute('src');
  expect(picture).toMatch(/^\/api\/storage-image\?path=/);

  // A draft is on no public page and no learner's dashboard.
  const visitor = await browser.newPage();
  await coursesPage(visitor);
  await expect(visitor.locator('.course-card', { hasText: title })).toHaveCount(0);

  // Publishing an empty course is refused in the server's words.
  await card.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(card.getByRole('alert')).toHaveText('Add at least one session before publishing this course.');
  await addSession(courseId);
  await page.reload();
  await page.getByRole('tab', { name: 'Courses', exact: true }).click();
  await expect(card).toContainText('1 session');
  await card.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(toasts(page).filter({ hasText: `${title} is published` })).toBeVisible();
  await expect(card).toContainText('Published');
  await expect(card.getByRole('button', { name: `Unpublish ${title}` })).toBeVisible();

  // Now it is on /courses with its picture and price.
  await coursesPage(visitor);
  const listed = visitor.locator('.course-card', { hasText: title });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText('£19.99');
  await expect(listed.locator('img')).toHaveAttribute('src', picture!);
  // The picture really loads (it is lazy: scrolled into view first).
  await listed.locator('img').scrollIntoViewIfNeeded();
  await expect.poll(() => listed.locator('img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(64);

  // A learner buys it at that price in the local checkout.
  const learner = await freshUser('builder-buyer');
  const context = await browser.newContext();
  const buyer = await context.newPage();
  await signInAs(buyer, learner.email);
  await buyer.getByRole('button', { name: new RegExp(`Buy Now\\s?: ${title}`) }).click();
  const purchase = buyer.getByRole('dialog', { name: title });
  await expect(purchase).toContainText('£19.99');
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    purchase.getByRole('button', { name: 'Proceed to Payment' }).click(),
  ]);
  await checkout.waitForURL(/\/local-checkout\?id=cs_local_[0-9a-f]+$/);
  await expect(checkout.getByText('£19.99 (GBP)')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay £19.99' }).click();
  await expect(checkout.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await context.close();

  // Putting it on sale at £0 is refused by the server, in its words, and nothing changes.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${title}` });
  await expect(edit.getByLabel('Course Title')).toHaveValue(title);
  await expect(edit.getByLabel('Original price')).toHaveValue('39');
  await edit.getByLabel('Price (£)').fill('0');
  await edit.getByRole('button', { name: 'Save Course' }).click();
  await expect(edit.getByRole('alert')).toContainText('A published course on sale needs a price above £0.');
  expect(await axeViolations(page)).toEqual([]);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toContainText('£19.99');

  // A sale end: its own labelled field, refused in the past with the schema's words, saved in the future and named
  // on the card.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const sale = page.getByRole('form', { name: `Edit ${title}` });
  const ends = sale.getByLabel('Sale ends');
  await ends.fill('2001-01-01T10:00');
  await sale.getByRole('button', { name: 'Save Course' }).click();
  await expect(sale.getByText('Sale ends must be in the future.')).toBeVisible();
  await ends.fill('2099-01-01T10:00');
  await sale.getByRole('button', { name: 'Save Course' }).click();
  await expect(card).toContainText('Sale ends');

  // Unpublished, it leaves /courses again; then the admin deletes it.
  await card.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expect(card).toContainText('Draft');
  await coursesPage(visitor);
  await expect(visitor.locator('.course-card', { hasText: title })).toHaveCount(0);
  await visitor.close();
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Course' }).click();
  await expect(card).toHaveCount(0);
});

test("each course links to its page in the Studio: 'Edit' for a page it has, 'Write' (its id and title filled in) for one it has not", async ({
  page,
}) => {
  const courseId = `studio-link-${Date.now().toString(36)}`;
  const title = 'Moon Rest — for Zoë';
  await writeDoc('courses', courseId, {
    title,
    description: 'A draft course without a page in the Studio yet.',
    price: 12,
    image_url: null,
    published: false,
    coming_soon: false,
    created_at: new Date().toISOString(),
  } as never);
  try {
    await openCourses(page);
    const seeded = page.locator('[data-course-id="quantum-alchemy-breathwork"]');
    const edit = seeded.getByRole('link', { name: /^Edit its page in the Studio/ });
    await expect(edit).toHaveAccessibleName('Edit its page in the Studio for Quantum Alchemy Breathwork (opens in a new tab)');
    await expect(edit).toHaveAttribute(
      'href',
      /^http:\/\/localhost:\d+\/intent\/edit\/id=course-quantum-alchemy-breathwork;type=courseInfo$/,
    );
    await expect(edit).toHaveAttribute('target', '_blank');

    const write = page.locator(`[data-course-id="${courseId}"]`).getByRole('link', { name: /^Write its page in the Studio/ });
    const href = (await write.getAttribute('href')) ?? '';
    const match = /^http:\/\/localhost:\d+\/intent\/create\/([^/]+)\/([\w-]+)$/.exec(href);
    expect(match, href).not.toBeNull();
    expect(match![1]).toBe(`id=course-${courseId};template=courseInfo-for-course;type=courseInfo`);
    // The template's parameters as the Studio's router reads them: base64url JSON.
    const params = JSON.parse(Buffer.from(match![2]!, 'base64url').toString('utf8')) as unknown;
    expect(params).toEqual({ courseId, title });
  } finally {
    await deleteDoc('courses', courseId);
  }
});
