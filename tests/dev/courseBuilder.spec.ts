// The course builder under `npm start` (issue #11, 'Done when'): the demo admin creates a course (a draft nobody
// sees), adds three sessions with Vimeo addresses and pictures, reorders them and publishes it; /courses shows it
// with its picture and price; a new learner buys it at that price in the local checkout and finds the sessions in
// the new order. Then the admin changes the price of The Animal That Walks With You, and its course page, purchase
// dialog and checkout show the new figure; the old price (and the catalog) are put back at the end, whatever
// happens, so the other dev specs see the demo data. Any console error or failed request fails the test
// (tests/dev/watchedPage.ts; the learner's own browser context is watched the same way below).
import type { Browser, Page } from '@playwright/test';
import { expect, test, watchContext } from './watchedPage';
import { signUpThroughForm } from '../support/signUp';

const ADMIN = { email: 'admin@example.com', password: 'local-admin-pass' };
const ANIMALS = { id: 'the-animal-that-walks-with-you', title: 'The Animal That Walks With You', price: '199.99' };
const stamp = Date.now().toString(36);
const course = {
  title: `Evening Calm ${stamp}`,
  price: '19.99',
  description: 'Three short evening sessions to settle the mind before sleep.',
  picture: '/images/courses/sonic-sound-healing.webp',
};
const sessions = [
  { title: 'Dawn', video: 'https://vimeo.com/76979871', picture: '/images/sessions/quantum-alchemy-breathwork-1.webp' },
  { title: 'Noon', video: 'https://vimeo.com/76979872', picture: '/images/sessions/quantum-alchemy-breathwork-2.webp' },
  { title: 'Dusk', video: 'https://vimeo.com/76979873', picture: '/images/sessions/quantum-alchemy-breathwork-3.webp' },
];
const learner = { name: 'Rowan Ashdown', email: `rowan-${Date.now()}@example.com`, password: 'builder-pass-123' };

const toasts = (page: Page) => page.locator('[data-toast]');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
/** A button or link: its visible words, then the title it acts on (read to screen readers only). */
const named = (words: string, title: string) => new RegExp(`^${words}\\s?:? ${title}$`);
const adminCard = (page: Page, title: string) =>
  page.locator('.admin-course', { has: page.getByRole('heading', { name: title, exact: true }) });

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/course-dashboard$/);
}

async function openAdminTab(page: Page, name: string): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await tab(page, name).click();
}

/** The admin changes a course's price in Courses → Edit, as she would. */
async function setPrice(page: Page, title: string, price: string): Promise<void> {
  await openAdminTab(page, 'Courses');
  await adminCard(page, title)
    .getByRole('button', { name: named('Edit', title) })
    .click();
  const form = page.getByRole('form', { name: `Edit ${title}` });
  await form.getByLabel('Price (£)').fill(price);
  await form.getByRole('button', { name: 'Save Course' }).click();
  await expect(toasts(page).filter({ hasText: 'Course updated successfully!' }).last()).toBeVisible();
  await expect(form).toBeHidden();
  await expect(adminCard(page, title)).toContainText(`£${Number(price).toFixed(2)}`);
}

async function addSession(page: Page, session: (typeof sessions)[number]): Promise<void> {
  await page.getByRole('button', { name: 'Add Session', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Session' });
  await expect(dialog.getByLabel('Course')).toHaveValue(courseId);
  await dialog.getByLabel('Title').fill(session.title);
  await dialog.getByLabel('Description').fill(`${session.title}: a guided evening session.`);
  await dialog.getByLabel('Video address').fill(session.video);
  await expect(dialog.getByText(/^Plays as: https:\/\/player\.vimeo\.com\/video\//)).toBeVisible();
  await dialog.getByLabel('Duration (minutes)').fill('20');
  await dialog.getByLabel('Picture URL or path').fill(session.picture);
  await expect(dialog.getByRole('img', { name: 'Preview of the session picture' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Session' }).click();
  await expect(toasts(page).filter({ hasText: 'Session added successfully!' }).last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.admin-session', { has: page.getByRole('heading', { name: session.title }) })).toBeVisible();
}

/**
 * Puts the demo data back: The Animal's price, and the new course deleted. It runs in a fresh browser (the test's
 * admin page may be in any state when the test failed), each step once and on its own: the first failure is thrown.
 */
async function restore(browser: Browser, priceChanged: boolean, created: boolean): Promise<void> {
  const failures: unknown[] = [];
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAsAdmin(page);
    const step = async (work: () => Promise<void>) => work().catch((error: unknown) => void failures.push(error));
    if (priceChanged) await step(() => setPrice(page, ANIMALS.title, ANIMALS.price));
    if (created) {
      await step(async () => {
        await openAdminTab(page, 'Courses');
        const card = adminCard(page, course.title);
        await card.getByRole('button', { name: named('Delete', course.title) }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Course' }).click();
        await expect(card).toHaveCount(0);
      });
    }
  } finally {
    await context.close();
  }
  if (failures.length) throw failures[0];
}

let courseId = '';

test('the admin builds, orders and publishes a course a learner buys, and a price change shows everywhere at once', async ({
  page: admin,
  browser,
  watched,
}) => {
  test.setTimeout(400_000);
  const learnerContext = await browser.newContext();
  watchContext(learnerContext, watched);
  // Offline here: the Vimeo player answers with an empty page (its address is what matters).
  await learnerContext.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  const visitor = await browser.newPage();
  let priceChanged = false;
  try {
    // A new learner, signed up before the course exists.
    const page = await learnerContext.newPage();
    await signUpThroughForm(page, learner);

    // The admin creates the course: a draft.
    await signInAsAdmin(admin);
    await openAdminTab(admin, 'Courses');
    await admin.getByRole('button', { name: 'Create Course' }).click();
    const form = admin.getByRole('form', { name: 'Create Course' });
    await form.getByLabel('Course Title').fill(course.title);
    await form.getByLabel('Price (£)').fill(course.price);
    await form.getByLabel('Description').fill(course.description);
    await form.getByLabel('Course picture URL or path').fill(course.picture);
    await expect(form.getByRole('img', { name: 'Preview of the course picture' })).toHaveAttribute('src', course.picture);
    await form.getByRole('button', { name: 'Save Course' }).click();
    await expect(toasts(admin).filter({ hasText: 'Course created successfully!' })).toBeVisible();
    const card = adminCard(admin, course.title);
    await expect(card).toContainText('Draft');
    await expect(card).toContainText('£19.99');
    courseId = (await card.getAttribute('data-course-id')) ?? '';
    expect(courseId).not.toBe('');

    // A draft is on neither /courses nor the learner's dashboard.
    await visitor.goto('/courses');
    await expect(visitor.locator('.course-card', { hasText: 'Quantum Alchemy Breathwork' })).toBeVisible();
    await expect(visitor.locator('.course-card', { hasText: course.title })).toHaveCount(0);
    await page.goto('/course-dashboard');
    await expect(page.getByRole('button', { name: /Buy Now\s?: Quantum Alchemy Breathwork/ })).toBeVisible();
    await expect(page.getByText(course.title)).toHaveCount(0);

    // Three sessions with Vimeo addresses and pictures, then Dusk first and Dawn second, saved in one go.
    await tab(admin, 'Sessions').click();
    await admin.getByLabel('Filter by Course').selectOption({ label: course.title });
    for (const session of sessions) await addSession(admin, session);
    const titles = admin.locator('.admin-session h3');
    await expect(titles).toHaveText(['Dawn', 'Noon', 'Dusk']);
    const sessionCard = (title: string) => admin.locator('.admin-session', { has: admin.getByRole('heading', { name: title }) });
    await sessionCard('Dusk')
      .getByRole('button', { name: named('Move up', 'Dusk') })
      .click();
    await expect(titles).toHaveText(['Dawn', 'Dusk', 'Noon']);
    await sessionCard('Dawn')
      .getByRole('button', { name: named('Move down', 'Dawn') })
      .click();
    await expect(titles).toHaveText(['Dusk', 'Dawn', 'Noon']);
    await expect(admin.getByText('The new order is not saved yet.')).toBeVisible();
    await admin.getByRole('button', { name: 'Save Order' }).click();
    await expect(toasts(admin).filter({ hasText: 'Session order saved.' })).toBeVisible();
    await expect(admin.getByText('The new order is not saved yet.')).toHaveCount(0);

    // Published: the card says so.
    await openAdminTab(admin, 'Courses');
    await expect(card).toContainText('3 sessions');
    await card.getByRole('button', { name: named('Publish', course.title) }).click();
    await expect(toasts(admin).filter({ hasText: `${course.title} is published` })).toBeVisible();
    await expect(card).toContainText('Published');

    // /courses shows it with its picture (which loads) and its price.
    await visitor.goto('/courses');
    const listed = visitor.locator('.course-card', { hasText: course.title });
    await expect(listed).toBeVisible();
    await expect(listed).toContainText('£19.99');
    await expect(listed.locator('img')).toHaveAttribute('src', course.picture);
    await listed.locator('img').scrollIntoViewIfNeeded();
    await expect
      .poll(() => listed.locator('img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);

    // The learner buys it from her dashboard at that price.
    await page.goto('/course-dashboard');
    await page.getByRole('button', { name: new RegExp(`Buy Now\\s?: ${course.title}`) }).click();
    const purchase = page.getByRole('dialog', { name: course.title });
    await expect(purchase).toContainText('£19.99');
    const [checkout] = await Promise.all([
      learnerContext.waitForEvent('page'),
      purchase.getByRole('button', { name: 'Proceed to Payment' }).click(),
    ]);
    await expect(checkout.getByRole('heading', { level: 1, name: 'Local test checkout' })).toBeVisible();
    await expect(checkout.getByText('£19.99 (GBP)')).toBeVisible();
    await checkout.getByRole('button', { name: 'Pay £19.99' }).click();
    await expect(checkout.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await checkout.close();

    // She opens the course: the sessions in the new order, the first one playing Dusk's video.
    await page.goto('/course-dashboard');
    await page.getByRole('link', { name: new RegExp(`Continue Course\\s?: ${course.title}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${courseId}$`));
    await expect(page.locator('.session-row h3')).toHaveText(['1. Dusk', '2. Dawn', '3. Noon']);
    await page.getByRole('link', { name: named('Start Session', 'Dusk') }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dusk' })).toBeVisible();
    await expect(page.locator('.video-card iframe')).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/76979873/);

    // The admin changes The Animal's price: the course page, its purchase dialog and the checkout follow.
    priceChanged = true;
    await setPrice(admin, ANIMALS.title, '149.5');
    await page.goto(`/courses/${ANIMALS.id}`);
    const hero = page.locator('.course-info__hero');
    await expect(hero.locator('.course-info__now')).toHaveText('£149.50');
    await hero.getByRole('button', { name: 'Enroll Now – £149.50' }).click();
    const animalPurchase = page.getByRole('dialog', { name: ANIMALS.title });
    await expect(animalPurchase).toContainText('£149.50');
    const [animalCheckout] = await Promise.all([
      learnerContext.waitForEvent('page'),
      animalPurchase.getByRole('button', { name: 'Proceed to Payment' }).click(),
    ]);
    await expect(animalCheckout.getByText('£149.50 (GBP)')).toBeVisible();
    await expect(animalCheckout.getByRole('button', { name: 'Pay £149.50' })).toBeVisible();
    await animalCheckout.close();
  } finally {
    await restore(browser, priceChanged, courseId !== '');
    await visitor.close();
    await learnerContext.close();
  }
});
