// The admin dashboard (spec 2.13, 4, 5, 6, 8) and the password set-up page, in Chromium against the built
// site with its real functions and the test emulators.
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { axeViolations, COURSE, freshUser, PASSWORD, readDoc, signInAs, writeDoc } from './learningSupport';
import { enrollmentId } from '../../netlify/lib/data/collections';
import {
  ADMIN,
  expectedTotals,
  idToken,
  listCollection,
  outboxFor,
  poundsText,
  recordsOfUser,
  noisePng,
  solidPng,
  tracesOfUser,
} from './adminSupport';

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 60_000 });

const toasts = (page: Page) => page.locator('[data-toast]');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const stat = (page: Page, label: string) => page.locator('.admin-stat', { has: page.getByText(label, { exact: true }) }).locator('dd');
const IMAGE_COURSE = 'shapeshifter-soul';
const IMAGE_SESSION = `${IMAGE_COURSE}-2`;
// The big photo goes to another session: the two upload tests may run at the same time (fullyParallel).
const BIG_PHOTO_SESSION = `${IMAGE_COURSE}-4`;

async function openAdmin(page: Page): Promise<void> {
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  // The title row is in the page's HTML from the start; the tabs appear once the admin data has loaded.
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
}

test('anonymous visitors to /admin go to /auth', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/auth?next=%2Fadmin');
});

test("a learner visiting /admin gets 'Access Denied' and goes to the dashboard", async ({ page }) => {
  const learner = await freshUser('not-admin');
  await signInAs(page, learner.email);
  const adminCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/')) adminCalls.push(request.url());
  });
  await page.goto('/admin');
  await expect(toasts(page).filter({ hasText: 'Access Denied' })).toContainText("You don't have admin privileges.");
  await expect(page).toHaveURL(/\/course-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  expect(adminCalls).toEqual([]);
});

test('a learner made an admin while signed in opens /admin without signing in again', async ({ page }) => {
  const learner = await freshUser('granted-later');
  await signInAs(page, learner.email);
  // Granted by the practitioner meanwhile (her own call, as the Users tab makes it).
  const granted = await page.request.post('/api/admin/grant-admin', {
    headers: { authorization: `Bearer ${await idToken(ADMIN.email, ADMIN.password)}` },
    data: { userId: learner.uid },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  // Her page named her no admin at sign-in: it asks once more, and the role as it is now counts.
  await page.goto('/admin');
  // The title row is in the page's HTML from the start; the tabs appear once the admin data has loaded.
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
  await expect(toasts(page).filter({ hasText: 'Access Denied' })).toHaveCount(0);
});

test('the dashboard frame, tabs by keyboard, totals that match the data, and no axe violations in its forms', async ({ page }) => {
  await openAdmin(page);
  await expect(page.getByText('Manage courses, users, and analytics')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View as User' })).toHaveAttribute('href', '/course-dashboard');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Overview', 'Insight', 'Courses', 'Sessions', 'Users', 'Manual Enrollment', 'Promotions']);
  await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();

  // The totals equal what Firestore holds (retried: other tests may add users or enrollments meanwhile).
  await expect(async () => {
    const expected = await expectedTotals();
    await page.reload();
    await expect(stat(page, 'Total Users')).toBeVisible({ timeout: 60_000 });
    const shown = await Promise.all(
      ['Total Users', 'Total Revenue', 'Total Courses', 'Total Enrollments'].map((label) => stat(page, label).textContent()),
    );
    expect(shown).toEqual([
      String(expected.users),
      poundsText(expected.revenuePence),
      String(expected.courses),
      String(expected.enrollments),
    ]);
    expect(expected.courses).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId('manual-enrollments')).toContainText(`${expected.manual} enrollment`);
  }).toPass({ timeout: 120_000 });
  await expect(page.getByRole('heading', { name: 'Recent Enrollments' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Quantum Alchemy Breathwork' }).first()).toContainText('£25.00');

  // Arrow keys move between tabs (wrapping), Home and End jump.
  await tab(page, 'Overview').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Insight')).toBeFocused();
  await expect(tab(page, 'Insight')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Insight' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeHidden();
  await page.keyboard.press('End');
  await expect(tab(page, 'Promotions')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Overview')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Promotions')).toHaveAttribute('aria-selected', 'true');

  // Each tab's axe scan, at every layout, is the polish suite's (tests/e2e/polish/screens.spec.ts).
  for (const name of ['Insight', 'Courses', 'Sessions', 'Users', 'Manual Enrollment', 'Promotions']) {
    await tab(page, name).click();
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
  }
  // The create-course form and the user details panel are scanned open as well.
  await tab(page, 'Courses').click();
  await page.getByRole('button', { name: 'Create Course' }).click();
  await expect(page.getByLabel('Course Title')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await tab(page, 'Users').click();
  await page.getByLabel('Search users').fill('admin@example.com');
  await page.locator('[data-user-email="admin@example.com"]').click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details).toBeVisible();
  await expect(details).toContainText('Maya Linwood');
  expect(await axeViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
});

test('an admin creates a course, sees it in the list as a draft that /courses does not show, then deletes it', async ({
  page,
  browser,
}) => {
  await openAdmin(page);
  await tab(page, 'Courses').click();
  const title = `Evening Calm ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Create Course' }).click();
  // The form checks its fields before anything is sent.
  await page.getByRole('button', { name: 'Save Course' }).click();
  await expect(page.getByText('Course Title is required')).toBeVisible();
  await page.getByLabel('Course Title').fill(title);
  await page.getByLabel('Price (£)').fill('49.5');
  await page.getByLabel('Description').fill('Three short evening sessions to settle the mind before sleep.');
  await page.getByRole('button', { name: 'Save Course' }).click();
  await expect(toasts(page).filter({ hasText: 'Course created successfully!' })).toContainText('Success');
  const card = page.locator('.admin-course', { has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('£49.50');
  await expect(card).toContainText('0 enrollments');
  const courseId = await card.getAttribute('data-course-id');
  await expect(card.getByRole('link', { name: `View ${title}` })).toHaveAttribute('href', `/course/${courseId}`);

  // A new course is a draft: nobody sees it until it is published (courseBuilder.admin.spec.ts).
  await expect(card).toContainText('Draft');
  const visitor = await browser.newPage();
  await visitor.goto('/courses');
  await expect(visitor.locator('.course-card', { hasText: 'Quantum Alchemy Breathwork' })).toBeVisible();
  await expect(visitor.locator('.course-card', { hasText: title })).toHaveCount(0);
  await visitor.close();

  await card.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this course?');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await confirm.getByRole('button', { name: 'Delete Course' }).click();
  await expect(toasts(page).filter({ hasText: 'Course deleted successfully!' })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('an admin uploads a session image and the learner sees it on the session page', async ({ page, browser }) => {
  await openAdmin(page);
  await tab(page, 'Sessions').click();
  await page.getByLabel('Filter by Course').selectOption({ label: 'Shapeshifter Soul' });
  const cards = page.locator('.admin-session');
  await expect(cards).toHaveCount(6);
  const card = page.locator(`[data-session-id="${IMAGE_SESSION}"]`);
  await card.getByRole('button', { name: /Edit Image/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(dialog).toBeVisible();
  // Escape closes it; focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: /Edit Image/ })).toBeFocused();
  await card.getByRole('button', { name: /Edit Image/ }).click();
  await expect(dialog).toBeVisible();
  // Tab stays inside the dialog.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  const upload = dialog.getByLabel('Upload an image');
  await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(dialog.getByRole('alert')).toContainText('Please choose an image file');
  await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(dialog.getByRole('alert')).toHaveText('The image must be 5 MB or smaller.');
  // A broken address gives no preview.
  await dialog.getByLabel('Image URL or path').fill('/images/no-such-picture.png');
  await expect(dialog.getByRole('img', { name: 'Preview of the new session image' })).toHaveCount(0);
  await expect(dialog.getByText('No preview')).toBeVisible();

  await upload.setInputFiles({ name: 'calm.png', mimeType: 'image/png', buffer: solidPng(48, 27, [40, 120, 160]) });
  const preview = dialog.getByRole('img', { name: 'Preview of the new session image' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/session-image') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Update Image' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  const imageUrl = ((await response.json()) as { session: { image_url: string } }).session.image_url;
  expect(imageUrl).toBeTruthy();
  await expect(toasts(page).filter({ hasText: 'Session image updated successfully!' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.locator('img')).toHaveAttribute('src', imageUrl);

  const learner = await freshUser('image-viewer', [IMAGE_COURSE]);
  const context = await browser.newContext();
  const learnerPage = await context.newPage();
  await signInAs(learnerPage, learner.email);
  await learnerPage.goto(`/course/${IMAGE_COURSE}/session/${IMAGE_SESSION}`);
  const image = learnerPage.locator('img.session-main__image');
  await expect(image).toHaveAttribute('src', imageUrl);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(48);
  await context.close();
});

test("a photo over 4 MB is shrunk in the browser before upload, so it fits Netlify's request limit", async ({ page }) => {
  await openAdmin(page);
  await tab(page, 'Sessions').click();
  await page.getByLabel('Filter by Course').selectOption({ label: 'Shapeshifter Soul' });
  const card = page.locator(`[data-session-id="${BIG_PHOTO_SESSION}"]`);
  await card.getByRole('button', { name: /Edit Image/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Session' });
  const photo = noisePng(1500, 1000);
  expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
  expect(photo.length).toBeLessThan(5 * 1024 * 1024);
  await dialog.getByLabel('Upload an image').setInputFiles({ name: 'big-photo.png', mimeType: 'image/png', buffer: photo });
  const preview = dialog.getByRole('img', { name: 'Preview of the new session image' });
  await expect(preview).toHaveAttribute('src', /^data:image\/webp;base64,/);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/admin/session-image') && r.method() === 'POST');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/session-image') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Update Image' }).click();
  expect((await sent).postDataBuffer()!.length).toBeLessThan(6 * 1000 * 1000);
  expect((await saved).status()).toBe(200);
  await expect(toasts(page).filter({ hasText: 'Session image updated successfully!' })).toBeVisible();
});

test('manual enrollment of a new e-mail: the set-up e-mail, the password page, the course, then a complete delete', async ({
  page,
  browser,
  baseURL,
}) => {
  await openAdmin(page);
  await tab(page, 'Manual Enrollment').click();
  const email = `new-learner-${Date.now().toString(36)}@example.com`;
  const button = page.getByRole('button', { name: 'Enroll & Send Email' });
  await expect(button).toBeDisabled();
  await expect(page.getByLabel('User Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Course', { exact: true }).locator('option').first()).toHaveText('Select a course');
  await page.getByLabel('User Email').fill(email);
  await expect(button).toBeDisabled();
  await page.getByLabel('Course', { exact: true }).selectOption({ label: 'The Animal That Walks With You - £199.99' });
  await expect(button).toBeEnabled();
  await expect(page.locator('[data-enroll-preview]')).toContainText(
    `${email} will be enrolled in The Animal That Walks With You (£199.99)`,
  );
  await button.click();
  await expect(toasts(page).filter({ hasText: 'Enrollment Complete' })).toContainText(
    `${email} has been enrolled and will receive account setup instructions via email`,
  );
  await expect(page.getByLabel('User Email')).toHaveValue('');

  // The overview shows the enrollment with its 'Manual' badge.
  await tab(page, 'Overview').click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('The Animal That Walks With You');
  await expect(row).toContainText('Manual');
  await expect(row).toContainText('£199.99');

  // The outbox holds the e-mail with the set-up link to this site's page.
  let mails: Awaited<ReturnType<typeof outboxFor>> = [];
  await expect.poll(async () => (mails = await outboxFor(email)).length).toBe(1);
  const link = /https?:\/\/[^\s"<>]+\/auth\/set-password\?[^\s"<>]+/.exec(mails[0]!.text)?.[0];
  expect(link, mails[0]!.text).toBeTruthy();
  const setupUrl = new URL(link!.replace(/&amp;/g, '&'));
  expect(setupUrl.origin).toBe(new URL(baseURL!).origin);
  expect(setupUrl.searchParams.get('email')).toBe(email);

  // The new learner chooses a password through the link and lands on the dashboard with the course.
  const context = await browser.newContext();
  const learner = await context.newPage();
  await learner.goto(`${setupUrl.pathname}${setupUrl.search}`);
  await expect(learner.getByText(`Choose a password for ${email}.`, { exact: false })).toBeVisible();
  expect(await axeViolations(learner)).toEqual([]);
  await learner.getByLabel('New Password', { exact: true }).fill('short');
  await learner.getByLabel('Confirm Password').fill('short');
  await learner.getByRole('button', { name: 'Set Password' }).click();
  await expect(learner.getByText('Password must be at least 6 characters.')).toBeVisible();
  await learner.getByLabel('New Password', { exact: true }).fill('my-new-pass-1');
  await learner.getByLabel('Confirm Password').fill('my-new-pass-2');
  await learner.getByRole('button', { name: 'Set Password' }).click();
  await expect(learner.getByText('The passwords do not match.')).toBeVisible();
  await learner.getByLabel('Confirm Password').fill('my-new-pass-1');
  await learner.getByRole('button', { name: 'Set Password' }).click();
  await expect(learner).toHaveURL(/\/course-dashboard$/);
  await expect(learner.getByRole('link', { name: /Continue Course\s?: The Animal That Walks With You/ })).toBeVisible();
  await learner.goto('/course/the-animal-that-walks-with-you/session/the-animal-that-walks-with-you-2');
  await expect(learner.getByRole('heading', { level: 1 })).toBeVisible();
  // The used link now says so.
  await learner.goto(`${setupUrl.pathname}${setupUrl.search}`);
  await expect(learner.getByText('This set-up link has already been used or is not valid.')).toBeVisible();
  await context.close();

  // The admin deletes that user from the Users tab; nothing of theirs is left.
  await page.reload();
  await tab(page, 'Users').click();
  await page.getByLabel('Search users').fill(email);
  const userRow = page.locator(`[data-user-email="${email}"]`);
  await expect(userRow).toContainText('No name');
  await expect(userRow).toContainText('1 enrollment');
  await userRow.click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details).toContainText('Not provided');
  await expect(details).toContainText(email);
  await expect(details.locator('.admin-details__courses')).toContainText('The Animal That Walks With You');
  await expect(details.locator('.admin-details__courses')).toContainText('£199.99');
  const userId = await uidOfProfile(email);
  await expect.poll(() => recordsOfUser(userId)).toEqual({ enrollments: 1, progress: 1 });

  await details.getByRole('button', { name: 'Delete User & Enrollments' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `Are you sure you want to delete user: ${email}? This will remove their account and all associated data and cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(toasts(page).filter({ hasText: 'User deleted successfully!' })).toBeVisible();
  await expect(details).toBeHidden();
  await expect(userRow).toHaveCount(0);
  expect(await tracesOfUser(userId, email)).toEqual([]);
});

test('an admin grants admin, e-mails a learner, enrolls an existing learner and deletes that enrollment', async ({ page }) => {
  const learner = await freshUser('existing');
  await openAdmin(page);
  await tab(page, 'Users').click();
  await page.getByLabel('Search users').fill(learner.email);
  const row = page.locator(`[data-user-email="${learner.email}"]`);
  await expect(row).toContainText('Test existing');
  await expect(row).toContainText('0 enrollments');
  await row.getByRole('button', { name: `Grant Admin to ${learner.email}` }).click();
  await expect(toasts(page).filter({ hasText: 'Admin access granted successfully!' })).toContainText('Success');
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Grant Admin/ })).toHaveCount(0);
  await expect.poll(async () => (await readDoc('userRoles', learner.uid))?.role).toBe('admin');

  await row.getByRole('button', { name: `View ${learner.email}` }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await details.getByRole('button', { name: 'Send Email' }).click();
  const compose = page.getByRole('dialog', { name: 'Send Email' });
  await expect(compose.getByLabel('Subject')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  const subject = `Your next session ${Date.now().toString(36)}`;
  await compose.getByLabel('Subject').fill(subject);
  await compose.getByLabel('Message').fill('I have added a new breathing practice for you. Enjoy it this week.');
  await compose.getByRole('button', { name: 'Send Email' }).click();
  await expect(toasts(page).filter({ hasText: 'Email Sent' })).toContainText(`Email sent successfully to ${learner.email}`);
  await expect(compose).toBeHidden();
  await expect.poll(async () => (await outboxFor(learner.email)).map((mail) => mail.subject)).toContain(subject);
  await details.getByRole('button', { name: 'Close' }).click();

  await tab(page, 'Manual Enrollment').click();
  await page.getByLabel('User Email').fill(learner.email);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: 'Quantum Alchemy Breathwork - £25.00' });
  await page.getByRole('button', { name: 'Enroll & Send Email' }).click();
  await expect(toasts(page).filter({ hasText: 'Enrollment Complete' })).toContainText(
    `${learner.email} has been enrolled and notified via email`,
  );
  expect((await readDoc('enrollments', enrollmentId(learner.uid, 'quantum-alchemy-breathwork')))?.payment_intent_id).toBe(
    'manual_admin_enrollment',
  );

  await tab(page, 'Overview').click();
  const enrollment = page.getByRole('row').filter({ hasText: learner.email });
  await expect(enrollment).toContainText('Manual');
  await enrollment.getByRole('button', { name: /Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Enrollment' }).click();
  await expect(toasts(page).filter({ hasText: 'Enrollment deleted successfully.' })).toContainText('Success');
  await expect(enrollment).toHaveCount(0);
  expect(await readDoc('enrollments', enrollmentId(learner.uid, 'quantum-alchemy-breathwork'))).toBeNull();
});

test('failures read as the spec words: a failed load, a server refusal, a failed e-mail and a failed enrollment', async ({ page }) => {
  await signInAs(page, ADMIN.email, ADMIN.password);
  // A failed load (a fault, not a refusal).
  await page.route('**/api/admin/overview', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }),
  );
  await page.goto('/admin');
  await expect(toasts(page).filter({ hasText: 'Failed to load admin data.' })).toContainText('Error');
  await expect(page.getByRole('status').filter({ hasText: 'Failed to load admin data.' })).toBeVisible();
  await page.unroute('**/api/admin/overview');

  // Manual enrollment: the e-mail fails after a successful enrollment, then the enrollment itself fails.
  await page.goto('/admin');
  await tab(page, 'Manual Enrollment').click();
  await page.route('**/api/create-user-and-enroll', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, userId: 'u1', isNewUser: true, enrollmentId: 'u1_c', created: true }),
    }),
  );
  await page.route('**/api/send-enrollment-email', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"Mail is down"}' }),
  );
  await page.getByLabel('User Email').fill('someone@example.com');
  await page.getByLabel('Course', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Enroll & Send Email' }).click();
  await expect(toasts(page).filter({ hasText: 'Enrollment Successful' })).toContainText(
    'User enrolled successfully, but email notification failed.',
  );
  await page.unroute('**/api/create-user-and-enroll');
  await page.route('**/api/create-user-and-enroll', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"User Email must be a valid email address"}' }),
  );
  await page.getByLabel('User Email').fill('someone@example.com');
  await page.getByLabel('Course', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Enroll & Send Email' }).click();
  await expect(toasts(page).filter({ hasText: 'Enrollment Failed' })).toContainText('User Email must be a valid email address');

  // The server refusing the admin (a stale claim in the browser) turns the visitor away too.
  await page.route('**/api/admin/**', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: '{"error":"Admin access required"}' }),
  );
  await page.goto('/admin');
  await expect(toasts(page).filter({ hasText: 'Access Denied' })).toContainText("You don't have admin privileges.");
  await expect(page).toHaveURL(/\/course-dashboard$/);
});

test('the set-up page explains a link without a code or with a bad one, with no axe violations', async ({ page }) => {
  await page.goto('/auth/set-password');
  await expect(page.getByText('This link is incomplete.', { exact: false })).toBeVisible();
  await page.goto('/auth/set-password?oobCode=not-a-real-code&email=someone%40example.com');
  await expect(page.getByText('This set-up link has already been used or is not valid.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/auth');
  expect(await axeViolations(page)).toEqual([]);
});

async function uidOfProfile(email: string): Promise<string> {
  const profile = (await listCollection('profiles')).find((row) => row.email === email);
  if (!profile) throw new Error(`no profile for ${email}`);
  return profile.id;
}

test('a paid checkout whose course could not be added shows under Unfinished Payments until Finish now adds it', async ({
  page,
  baseURL,
}) => {
  const learner = await freshUser('unfinished');
  // A local checkout the learner opened and paid, whose fulfilment then failed (recorded as the fulfilment records it).
  const signIn = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key-local`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: learner.email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const created = await fetch(new URL('/api/create-checkout', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ courseId: COURSE }),
  });
  expect(created.status).toBe(200);
  const { checkoutId } = (await created.json()) as { checkoutId: string };
  await writeDoc(
    'localCheckouts',
    checkoutId,
    { status: 'complete', payment_status: 'paid', payment_intent_id: 'pi_local_e2e', paid_at: new Date().toISOString() },
    { merge: true },
  );
  const failedAt = new Date().toISOString();
  const fields = {
    checkout_session_id: { stringValue: checkoutId },
    user_id: { stringValue: learner.uid },
    course_id: { stringValue: COURSE },
    amount_total: { integerValue: '2500' },
    kind: { stringValue: 'not-enrolled' },
    enrolled_by_hand: { booleanValue: false },
    source: { stringValue: 'local-checkout' },
    error: { stringValue: 'Our database is not responding right now.' },
    failed_at: { stringValue: failedAt },
    after_answer: { booleanValue: true },
  };
  const recorded = await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${process.env.FIREBASE_PROJECT_ID}/databases/(default)/documents/unfinished_payments/${checkoutId}`,
    { method: 'PATCH', headers: { authorization: 'Bearer owner', 'content-type': 'application/json' }, body: JSON.stringify({ fields }) },
  );
  expect(recorded.ok).toBe(true);

  await openAdmin(page);
  const card = page.getByTestId('unfinished-payments');
  await expect(card.getByRole('heading', { name: 'Unfinished Payments' })).toBeVisible();
  await expect(card).toContainText(
    `${learner.email} paid £25.00 for Quantum Alchemy Breathwork, but the course could not be added to their account. It is added when they open their payment page again, or with Finish now.`,
  );
  await expect(card).toContainText('Our database is not responding right now.');
  expect(await axeViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Finish now' }).click();
  await expect(toasts(page).filter({ hasText: 'The unfinished payments have been finished.' })).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await readDoc('enrollments', enrollmentId(learner.uid, COURSE))).not.toBeNull();
  expect(await readDoc('payments', checkoutId)).toMatchObject({ source: 'local-checkout', enrollment_created: true });
});
