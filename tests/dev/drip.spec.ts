// Drip under `npm start`: the practitioner's course has a session that opens 3 days after enrollment; her learner
// sees 'Opens on {date}' for it on the course page, and opening its address anyway gets the server's refusal
// (403 `not_yet_available`) in its words. Her course is removed again at the end.
import { expect, test } from './watchedPage';
import { adminApi } from './adminApi';
import { signUpThroughForm } from '../support/signUp';

const TITLE = `Slow Dawn ${Date.now()}`;
const learner = { name: 'Ivy Marsh', email: `ivy-${Date.now()}@example.com`, password: 'drip-pass-1234' };
let courseId = '';

test.afterAll(async ({ baseURL }) => {
  if (!courseId) return;
  const call = await adminApi(baseURL!);
  await call('DELETE', `/api/admin/courses?id=${encodeURIComponent(courseId)}`);
});

test('a dripped session shows its opening day and is refused before it', async ({ page, baseURL, watched }) => {
  await signUpThroughForm(page, learner);
  const call = await adminApi(baseURL!);
  const created = await call('POST', '/api/admin/courses', { title: TITLE, description: 'Released a day at a time.', price: '15' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  courseId = created.body.course.id;
  const first = await call('POST', '/api/admin/sessions', { courseId, title: 'First Light', description: 'Begin.', duration_minutes: 10 });
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  const later = await call('POST', '/api/admin/sessions', {
    courseId,
    title: 'Third Day',
    description: 'Later.',
    duration_minutes: 10,
    opens_after_days: 3,
  });
  expect(later.status, JSON.stringify(later.body)).toBe(201);
  expect((await call('PATCH', '/api/admin/courses', { action: 'publish', id: courseId })).status).toBe(200);
  const enrolled = await call('POST', '/api/create-user-and-enroll', { userEmail: learner.email, courseId });
  expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);

  const DAY = 24 * 60 * 60 * 1000;
  const opensOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Math.floor(Date.now() / DAY) * DAY + 3 * DAY),
  );
  await page.goto(`/course/${courseId}`);
  const row = page.locator('.session-row', { hasText: 'Third Day' });
  await expect(row).toContainText(`Opens on ${opensOn}`);
  await expect(row.getByRole('link', { name: /Start Session/ })).toHaveCount(0);
  await expect(page.locator('.session-row', { hasText: 'First Light' }).getByRole('link', { name: /Start Session/ })).toBeVisible();

  // Its address, opened anyway: the server refuses the content, and the page says why in the server's words.
  const sessionId: string = later.body.session.id;
  watched.expect.push(new RegExp(`^403 GET .*/api/session\\?.*${sessionId}`));
  const answer = page.waitForResponse((response) => response.url().includes('/api/session?') && response.url().includes(sessionId));
  await page.goto(`/course/${courseId}/session/${sessionId}`);
  const refused = await answer;
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('not_yet_available');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`This session is not available yet. It opens on ${opensOn}.`);
});
