// /courses and the two course pages (spec 2.4, 4, 9): the grid built with the catalog's prices and corrected from
// /api/courses (demo data seeded into the test emulators), card links, coming-soon courses, the one-open accordion,
// a failed load, prices (built in, corrected live on both the list and the course pages; price.admin.spec.ts
// changes one), a sale that ends while the page is open, and 'Go to Course' for someone who owns the course.
// The suite's globalSetup seeds the demo data.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { freshUser, signInAs } from './learningSupport';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const card = (page: Page, title: string) =>
  page.locator('.course-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('lists the courses from the data, linking only the two course pages', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/courses');
  // Generous: the first function call on a cold local server bundles it first.
  await expect(page.locator('.course-card')).toHaveCount(4, { timeout: 60_000 });
  await expect(page.getByText('Loading courses...')).toHaveCount(0);
  await expect(page.locator('.course-card h2')).toHaveText([
    'Quantum Alchemy Breathwork',
    'The Animal That Walks With You',
    'Sonic Sound Healing',
    'Shapeshifter Soul',
  ]);
  const links = {
    'Quantum Alchemy Breathwork': '/courses/quantum-alchemy-breathwork',
    'The Animal That Walks With You': '/courses/the-animal-that-walks-with-you',
    'Sonic Sound Healing': '/contact',
    'Shapeshifter Soul': '/contact',
  };
  for (const [title, href] of Object.entries(links)) {
    const c = card(page, title);
    await expect(c.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', href);
    await expect(c.getByRole('link', { name: new RegExp(`^Learn More\\s?: ${title}$`) })).toHaveAttribute('href', href);
    await expect(c.locator('.course-card__media')).toHaveAttribute('href', href);
    await expect(c.locator('img')).toHaveAttribute('alt', /.+/);
  }
  const qab = card(page, 'Quantum Alchemy Breathwork');
  await expect(qab.locator('s')).toHaveText('Usual price £59.99');
  await expect(qab.locator('.course-card__now')).toHaveText('£25.00');
  await expect(card(page, 'The Animal That Walks With You').locator('.course-card__now')).toHaveText('£199.99');

  for (const title of ['Sonic Sound Healing', 'Shapeshifter Soul']) {
    const soon = card(page, title);
    await expect(soon).toHaveClass(/is-coming-soon/);
    await expect(soon.locator('.course-card__soon')).toHaveText('COMING SOON');
    await expect(soon.locator('.course-card__now')).toHaveCount(0);
    await expect(soon.locator('[data-purchase-course]')).toHaveCount(0);
    expect(await soon.locator('img').evaluate((img) => getComputedStyle(img).filter)).toContain('blur');
  }
  await expect(page.getByRole('link', { name: 'Schedule an Initial Consultation' })).toHaveAttribute('href', '/contact');
  await expectNoAxeViolations(page);
});

test('shows two columns on large screens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/courses');
  await expect(page.locator('.course-card')).toHaveCount(4, { timeout: 60_000 });
  const columns = await page.locator('.course-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(2);
});

test('each Course Content accordion keeps one session open and can collapse', async ({ page }) => {
  await page.goto('/courses');
  const qab = card(page, 'Quantum Alchemy Breathwork');
  await expect(qab.getByRole('heading', { name: 'Course Content' })).toBeVisible({ timeout: 60_000 });
  // Native <details name>: the summary is what a visitor presses.
  const item = (title: string) => qab.locator('details').filter({ has: page.locator('summary', { hasText: title }) });
  const first = qab.locator('summary', { hasText: 'BREATH OF HYPNOTIC RESTORATION' });
  const second = qab.locator('summary', { hasText: 'ALCHEMY OF INNER STILLNESS' });
  const firstText = qab.getByText('A slow, guided breath that drops you into deep hypnotic rest');
  const secondText = qab.getByText('Breath and suggestion together to find the quiet place');
  await expect(firstText).toBeHidden();
  await first.click();
  await expect(item('BREATH OF HYPNOTIC RESTORATION')).toHaveAttribute('open', '');
  await expect(firstText).toBeVisible();
  await second.click();
  await expect(secondText).toBeVisible();
  await expect(firstText).toBeHidden();
  await expect(item('BREATH OF HYPNOTIC RESTORATION')).not.toHaveAttribute('open');
  await second.click();
  await expect(secondText).toBeHidden();
  await expect(item('ALCHEMY OF INNER STILLNESS')).not.toHaveAttribute('open');
  // Another card's accordion is independent.
  const animal = card(page, 'The Animal That Walks With You');
  await animal.locator('summary', { hasText: 'The Wolf: Loyalty and Inner Strength' }).click();
  await first.click();
  await expect(animal.getByText('Meet the wolf within')).toBeVisible();
  await expect(firstText).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a failed load is logged and the built cards stay, with their prices', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/courses', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }));
  await page.goto('/courses');
  await expect.poll(() => errors.some((text) => text.includes('Error fetching courses'))).toBe(true);
  await expect(page.locator('.course-card')).toHaveCount(4);
  await expect(card(page, 'Quantum Alchemy Breathwork').locator('.course-card__now')).toHaveText('£25.00');
});

test('without JavaScript the list shows every course with its price', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/courses');
  await expect(page.locator('.course-card')).toHaveCount(4);
  await expect(card(page, 'Quantum Alchemy Breathwork').locator('s')).toHaveText('Usual price £59.99');
  await expect(card(page, 'The Animal That Walks With You').locator('.course-card__now')).toHaveText('£199.99');
  await page.goto('/courses/quantum-alchemy-breathwork');
  await expect(page.locator('.course-info__hero .course-info__now')).toHaveText('£25.00');
  await expect(page.locator('.course-info__hero').getByText('Save £34.99')).toBeVisible();
  await context.close();
});

/** GET /api/courses as the server would answer it, with one change to one course. */
async function liveCoursesWith(page: Page, courseId: string, change: Record<string, unknown>): Promise<void> {
  await page.route('**/api/courses', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { courses: Array<Record<string, unknown>> };
    for (const course of body.courses) if (course.id === courseId) Object.assign(course, change);
    await route.fulfill({ response, json: body });
  });
}

test('a sale that ends while the page is open returns to the usual price at that moment, without a reload', async ({ page }) => {
  const endsAt = new Date(Date.now() + 6000).toISOString();
  await liveCoursesWith(page, 'quantum-alchemy-breathwork', { sale_ends_at: endsAt });
  await page.goto('/courses/quantum-alchemy-breathwork');
  const hero = page.locator('.course-info__hero');
  await expect(hero.locator('.course-info__now')).toHaveText('£25.00');
  await expect(hero.getByRole('button', { name: 'Enroll Now – £25.00' })).toBeVisible();
  await expect(hero.locator('.course-info__now')).toHaveText('£59.99', { timeout: 15_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(endsAt));
  await expect(hero.locator('s')).toBeHidden();
  await expect(hero.locator('.course-info__saving')).toBeHidden();
  await expect(hero.getByRole('button', { name: 'Enroll Now – £59.99' })).toHaveAttribute('data-course-price', '59.99');

  // The list does the same.
  await liveCoursesWith(page, 'quantum-alchemy-breathwork', { sale_ends_at: new Date(Date.now() + 6000).toISOString() });
  await page.goto('/courses');
  const qab = card(page, 'Quantum Alchemy Breathwork');
  await expect(qab.locator('.course-card__now')).toHaveText('£25.00');
  await expect(qab.locator('.course-card__now')).toHaveText('£59.99', { timeout: 15_000 });
  await expect(qab.locator('s')).toHaveCount(0);
  await expect(qab.locator('.course-card__tag')).toHaveCount(0);
});

test("the dashboard's cards show the usual price struck through and 'COMING SOON', as /courses does", async ({ page }) => {
  const learner = await freshUser('dashboard-prices');
  await signInAs(page, learner.email);
  const available = page.locator('section', { has: page.getByRole('heading', { name: 'Available Courses' }) });
  const dashCard = (title: string) => available.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(dashCard('Quantum Alchemy Breathwork').locator('.price')).toHaveText('Usual price £59.99 £25.00');
  await expect(dashCard('Quantum Alchemy Breathwork').locator('s')).toHaveText('Usual price £59.99');
  await expect(dashCard('The Animal That Walks With You').locator('.price')).toHaveText('£199.99');
  for (const title of ['Sonic Sound Healing', 'Shapeshifter Soul']) {
    await expect(dashCard(title).locator('.price')).toHaveText('COMING SOON');
    await expect(dashCard(title).getByRole('button', { name: /Buy Now/ })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});

test("someone who owns a course sees 'Go to Course' on its page and on /courses, not 'Enroll Now'", async ({ page }) => {
  const owner = await freshUser('owner', ['quantum-alchemy-breathwork']);
  await signInAs(page, owner.email);
  await page.goto('/courses/quantum-alchemy-breathwork');
  const hero = page.locator('.course-info__hero');
  await expect(hero.getByRole('link', { name: 'Go to Course' })).toHaveAttribute('href', '/course/quantum-alchemy-breathwork');
  await expect(page.getByRole('button', { name: /Enroll Now/ })).toHaveCount(0);
  // A course she does not own still sells itself.
  await page.goto('/courses/the-animal-that-walks-with-you');
  await expect(page.locator('.course-info__hero').getByRole('button', { name: 'Enroll Now – £199.99' })).toBeVisible();

  await page.goto('/courses');
  const qab = card(page, 'Quantum Alchemy Breathwork');
  await expect(qab.getByRole('link', { name: /^Go to Course/ })).toHaveAttribute('href', '/course/quantum-alchemy-breathwork');
  await expect(card(page, 'The Animal That Walks With You').getByRole('link', { name: /^Learn More/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('course pages', () => {
  test('Quantum Alchemy Breathwork: price, saving, benefits, sessions and purchase', async ({ page }) => {
    await page.goto('/courses/quantum-alchemy-breathwork');
    await expect(page.getByRole('heading', { level: 1, name: 'Quantum Alchemy Breathwork' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to Courses/ })).toHaveAttribute('href', '/courses');
    const hero = page.locator('.course-info__hero');
    await expect(hero.locator('s')).toHaveText('Usual price £59.99');
    await expect(hero.locator('.course-info__now')).toHaveText('£25.00');
    await expect(hero.getByText('Save £34.99')).toBeVisible();
    await expect(page.locator('.course-info__benefits > li')).toHaveCount(6);
    const buy = hero.getByRole('button', { name: 'Enroll Now – £25.00' });
    await expect(buy).toHaveAttribute('data-purchase-course', 'quantum-alchemy-breathwork');

    const sessions = page.locator('[data-course-accordion] > li');
    await expect(sessions).toHaveCount(5);
    const first = page.locator('summary', { hasText: /Breath of Hypnotic Restoration/ });
    const second = page.locator('summary', { hasText: /Alchemy of Inner Stillness/ });
    await first.click();
    await expect(page.getByText('Nervous system reset')).toBeVisible();
    await second.click();
    await expect(page.getByText('Nervous system reset')).toBeHidden();
    await expect(page.getByText('Less overthinking')).toBeVisible();
    await second.click();
    await expect(page.getByText('Less overthinking')).toBeHidden();
    await expectNoAxeViolations(page);

    // Signed out: the purchase button opens the account dialog (tests/e2e/purchase.spec.ts covers the rest).
    await buy.click();
    await expect(page.getByRole('dialog', { name: 'Sign in to continue' })).toBeVisible();
  });

  test('The Animal That Walks With You: price without a reduction and six journeys', async ({ page }) => {
    await page.goto('/courses/the-animal-that-walks-with-you');
    await expect(page.getByRole('heading', { level: 1, name: 'The Animal That Walks With You' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to Courses/ })).toHaveAttribute('href', '/courses');
    const hero = page.locator('.course-info__hero');
    await expect(hero.locator('.course-info__now')).toHaveText('£199.99');
    await expect(hero.locator('s')).toBeHidden();
    await expect(hero.locator('.course-info__saving')).toBeHidden();
    await expect(hero.getByRole('button', { name: 'Enroll Now – £199.99' })).toHaveAttribute(
      'data-purchase-course',
      'the-animal-that-walks-with-you',
    );
    await expect(page.getByRole('heading', { name: 'The Six Journeys' })).toBeVisible();
    await expect(page.locator('[data-course-accordion] > li')).toHaveCount(6);
    await expectNoAxeViolations(page);
  });

  test('a failed price load leaves the built price and the purchase button working', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/courses', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }));
    await page.goto('/courses/quantum-alchemy-breathwork');
    await expect.poll(() => errors.some((text) => text.includes('Error fetching the course price'))).toBe(true);
    const hero = page.locator('.course-info__hero');
    await expect(hero.locator('.course-info__now')).toHaveText('£25.00');
    await hero.getByRole('button', { name: 'Enroll Now – £25.00' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to continue' })).toBeVisible();
  });
});
