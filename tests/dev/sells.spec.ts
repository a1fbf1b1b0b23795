// Under `npm start`: a course the practitioner publishes from the course builder sells itself (its own page from
// the catalog's words, linked from /courses, its price in the page's HTML and JSON-LD), and a sale with an end time
// returns to the usual price at that minute on the open page. Her course is removed again at the end.
import type { Page } from '@playwright/test';
import { expect, test } from './watchedPage';

test.describe.configure({ mode: 'serial' });

const TITLE = `Evening Calm ${Date.now()}`;
let courseId = '';

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('local-admin-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/course-dashboard$/);
}

/** A call to the admin API from the signed-in page, as the course builder makes it (her session cookie, same origin). */
async function adminCall(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

test.afterAll(async ({ browser }) => {
  if (!courseId) return;
  const page = await browser.newPage();
  await signInAsAdmin(page);
  await adminCall(page, 'DELETE', `/api/admin/courses?id=${encodeURIComponent(courseId)}`);
  await page.close();
});

test('a course published from the course builder gets its own sales page, linked from /courses', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const created = await adminCall(page, 'POST', '/api/admin/courses', {
    title: TITLE,
    description: 'Six quiet evenings of guided relaxation.',
    price: '12',
    original_price: '20',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  courseId = created.body.course.id;
  const session = await adminCall(page, 'POST', '/api/admin/sessions', {
    courseId,
    title: 'Settling In',
    description: 'Arrive and soften.',
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  const published = await adminCall(page, 'PATCH', '/api/admin/courses', { action: 'publish', id: courseId });
  expect(published.status, JSON.stringify(published.body)).toBe(200);

  // A visitor, signed out.
  const visitor = await browser.newPage();
  await visitor.goto('/courses');
  const card = visitor.locator('.course-card').filter({ has: visitor.getByRole('heading', { name: TITLE, exact: true }) });
  await expect(card.locator('.course-card__now')).toHaveText('£12.00');
  await card.getByRole('link', { name: new RegExp(`^Learn More\\s?: ${TITLE}$`) }).click();
  await expect(visitor).toHaveURL(new RegExp(`/courses/${courseId}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.getByText('Six quiet evenings of guided relaxation.').first()).toBeVisible();
  const hero = visitor.locator('.course-info__hero');
  await expect(hero.locator('s')).toHaveText('Usual price £20.00');
  await expect(hero.getByRole('button', { name: 'Enroll Now – £12.00' })).toBeVisible();
  await expect(visitor.locator('summary', { hasText: 'Settling In' })).toBeVisible();
  // The page as served (before any script) holds the price and its GBP offer.
  const html = await (await visitor.request.get(`/courses/${courseId}`)).text();
  expect(html).toMatch(/data-price-now[^>]*>£12\.00</);
  expect(html).toContain('"priceCurrency":"GBP"');
  await visitor.close();
});

test('a sale with an end time returns to the usual price at that minute on the open page', async ({ page, browser, watched }) => {
  test.skip(!courseId, 'needs the course of the test before');
  // The refused edit at the end answers 400, as it should.
  watched.expect.push(/400 PATCH .*\/api\/admin\/courses$/);
  await signInAsAdmin(page);
  const endsAt = new Date(Date.now() + 15_000).toISOString();
  const edited = await adminCall(page, 'PATCH', '/api/admin/courses', {
    action: 'edit',
    id: courseId,
    title: TITLE,
    description: 'Six quiet evenings of guided relaxation.',
    price: '12',
    original_price: '20',
    sale_ends_at: endsAt,
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);

  const visitor = await browser.newPage();
  await visitor.goto(`/courses/${courseId}`);
  const hero = visitor.locator('.course-info__hero');
  await expect(hero.locator('.course-info__now')).toHaveText('£12.00');
  await expect(hero.locator('.course-info__now')).toHaveText('£20.00', { timeout: 30_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(endsAt));
  await expect(hero.getByRole('button', { name: 'Enroll Now – £20.00' })).toBeVisible();
  await visitor.close();

  // A past end is refused with the form's words, and nothing changes.
  const refused = await adminCall(page, 'PATCH', '/api/admin/courses', {
    action: 'edit',
    id: courseId,
    title: TITLE,
    description: 'Six quiet evenings of guided relaxation.',
    price: '12',
    original_price: '20',
    sale_ends_at: new Date(Date.now() - 60_000).toISOString(),
  });
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body)).toContain('Sale ends must be in the future.');
});
