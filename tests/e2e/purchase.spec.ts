// Buying a course (spec 2.4, 2.11, 4, 8) in Chromium against the built site with its functions, in local
// payments mode: the purchase dialogs, the local test checkout, the payment result page, the dashboard.
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { axeViolations, COURSE, freshUser, PASSWORD, readDoc, signInAs } from './learningSupport';
import { enrollmentId } from '../../netlify/lib/data/collections';
import { expectWorkingSessionCookie } from './sessionSupport';

test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 60_000 });
const INFO_PAGE = `/courses/${COURSE}`;

const toasts = (page: Page) => page.locator('[data-toast]');
const buyButton = (page: Page) => page.locator('.course-info__hero').getByRole('button', { name: 'Enroll Now – £25.00' });

test('a signed-out visitor signs up in the dialog, buys through the local checkout and starts learning', async ({ page, context }) => {
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/public-config')) configRequests.push(request.url());
  });
  await page.goto(INFO_PAGE);
  await expect(buyButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Firebase (which fetches its configuration first) has not loaded with the page.
  expect(configRequests).toEqual([]);

  await buyButton(page).click();
  const account = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(account).toBeVisible();
  await expect(account).toContainText('Quantum Alchemy Breathwork');
  expect(await axeViolations(page)).toEqual([]);

  // Back returns to the choice and clears the fields.
  await account.getByRole('button', { name: 'Create Account' }).click();
  const signup = page.getByRole('dialog', { name: 'Create Account' });
  await signup.getByLabel('Email').fill('half-typed@example.com');
  await signup.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in to continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(signup.getByLabel('Email')).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);

  const email = `buyer-${Date.now()}@example.com`;
  await signup.getByLabel('Full Name').fill('Robin Ashdown');
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Password').fill(PASSWORD);
  await signup.getByRole('button', { name: 'Create Account' }).click();
  await expect(toasts(page).filter({ hasText: 'Account created!' })).toContainText(
    'Account created successfully. You can now purchase the course.',
  );
  await expectWorkingSessionCookie(page);

  const purchase = page.getByRole('dialog', { name: 'Quantum Alchemy Breathwork' });
  await expect(purchase).toBeVisible();
  await expect(purchase).toContainText('£25.00');
  expect(await axeViolations(page)).toEqual([]);

  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    purchase.getByRole('button', { name: 'Proceed to Payment' }).click(),
  ]);
  await checkout.waitForURL(/\/local-checkout\?id=cs_local_[0-9a-f]+$/);
  await expect(purchase).toBeHidden();

  await expect(checkout.getByRole('heading', { level: 1, name: 'Local test checkout' })).toBeVisible();
  await expect(checkout.getByText('Test mode · no real payment is taken')).toBeVisible();
  await expect(checkout.getByText('Quantum Alchemy Breathwork')).toBeVisible();
  await expect(checkout.getByText('£25.00 (GBP)')).toBeVisible();
  await expect(checkout.getByText(email)).toBeVisible();
  await expect(checkout.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', /\/courses\/quantum-alchemy-breathwork$/);
  expect(await axeViolations(checkout)).toEqual([]);

  await checkout.getByRole('button', { name: 'Pay £25.00' }).click();
  await checkout.waitForURL(/\/payment-success\?session_id=cs_local_[0-9a-f]+&course_id=quantum-alchemy-breathwork$/);
  await expect(checkout.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(checkout.getByText('Your course access has been activated.').first()).toBeVisible();
  await expect(checkout.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
  await expect(checkout.getByRole('link', { name: 'Open Login Link' })).toHaveCount(0);
  expect(await axeViolations(checkout)).toEqual([]);

  await checkout.getByRole('link', { name: 'Access Your Course' }).click();
  await expect(checkout).toHaveURL(/\/course-dashboard$/);
  await expect(checkout.getByText('Enrolled', { exact: true })).toBeVisible();
  // 'Continue Course' opens the first session she has not completed: here the first.
  await checkout.getByRole('link', { name: /Continue Course\s?: Quantum Alchemy Breathwork/ }).click();
  await expect(checkout).toHaveURL(new RegExp(`/course/${COURSE}/session/${COURSE}-1$`));
  await expect(checkout.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(checkout.getByText('Course Not Accessible')).toHaveCount(0);

  // Back on the course page, it is theirs: the page offers the course instead of selling it again.
  await checkout.close();
  await page.reload();
  const hero = page.locator('.course-info__hero');
  await expect(hero.getByRole('link', { name: 'Go to Course' })).toHaveAttribute('href', `/course/${COURSE}`);
  await expect(buyButton(page)).toHaveCount(0);
  expect(context.pages()).toHaveLength(1);
});

test('an existing learner logs in inside the dialog; closing resets it', async ({ page }) => {
  const user = await freshUser('dialog-login');
  await page.goto('/courses/the-animal-that-walks-with-you');
  const buy = page.locator('.course-info__hero').getByRole('button', { name: 'Enroll Now – £199.99' });
  await buy.click();
  await page.getByRole('dialog', { name: 'Sign in to continue' }).getByRole('button', { name: 'Log In' }).click();
  const login = page.getByRole('dialog', { name: 'Log In' });
  await expect(login.getByLabel('Full Name')).toHaveCount(0);

  // A wrong password: the login failure toast, and the dialog stays.
  await login.getByLabel('Email').fill(user.email);
  await login.getByLabel('Password').fill('not-the-password');
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(toasts(page).filter({ hasText: 'Login failed' })).toBeVisible();
  await expect(login).toBeVisible();

  // Escape closes and resets: the next press starts again at the choice.
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(buy).toBeFocused();
  await buy.click();
  await page.getByRole('dialog', { name: 'Sign in to continue' }).getByRole('button', { name: 'Log In' }).click();
  await expect(login.getByLabel('Email')).toHaveValue('');

  await login.getByLabel('Email').fill(user.email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(toasts(page).filter({ hasText: 'Success' })).toContainText('Logged in successfully!');
  const purchase = page.getByRole('dialog', { name: 'The Animal That Walks With You' });
  await expect(purchase).toContainText('£199.99');
  await purchase.getByRole('button', { name: 'Cancel' }).click();
  await expect(purchase).toBeHidden();
  expect(await readDoc('enrollments', enrollmentId(user.uid, 'the-animal-that-walks-with-you'))).toBeNull();
});

test('the dashboard offers the courses for sale (not the coming-soon ones) through the same dialog', async ({ page }) => {
  const user = await freshUser('dashboard-buyer');
  await signInAs(page, user.email);
  await expect(page.getByRole('heading', { name: 'Available Courses' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy Now/ })).toHaveCount(2);
  await expect(page.getByRole('button', { name: /Buy Now\s?: Sonic Sound Healing/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Buy Now\s?: The Animal That Walks With You/ }).click();
  const purchase = page.getByRole('dialog', { name: 'The Animal That Walks With You' });
  await expect(purchase.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the payment result page without a session, and with a session that is not found', async ({ page }) => {
  await page.goto('/payment-success');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid payment session' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
  expect(await axeViolations(page)).toEqual([]);

  const user = await freshUser('no-session');
  await signInAs(page, user.email);
  await page.goto(`/payment-success?session_id=cs_local_doesnotexist&course_id=${COURSE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByText('Payment session not found.').first()).toBeVisible();
  await expect(toasts(page).filter({ hasText: 'Verification Failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
  expect(await axeViolations(page)).toEqual([]);
});

test('a result page that could not check the payment offers Try again, which finds the course', async ({ page, baseURL }) => {
  const user = await freshUser('result-retry');
  // Bought through the API with the learner's own token: create the local checkout, press its Pay.
  const signIn = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key-local`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const post = (path: string, body: unknown, token?: string) =>
    fetch(new URL(path, baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, string> }));
  const checkout = await post('/api/create-checkout', { courseId: COURSE }, idToken);
  expect(checkout.status).toBe(200);
  const paid = await post('/api/local-checkout/pay', { id: checkout.body.checkoutId });
  expect(paid.status).toBe(200);

  // The first check meets a database that is not responding (the server's own 503 words).
  let stalled = 1;
  await page.route('**/api/verify-payment', (route) =>
    stalled-- > 0
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          headers: { 'retry-after': '15' },
          body: JSON.stringify({ error: 'Our database is not responding right now. Please try again in a moment.', code: 'unavailable' }),
        })
      : route.continue(),
  );
  await signInAs(page, user.email);
  await page.goto(new URL(paid.body.redirectUrl!).pathname + new URL(paid.body.redirectUrl!).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByText('Our database is not responding right now. Please try again in a moment.').first()).toBeVisible();
  await expect(page.getByText('Checking again is safe: it never charges you a second time.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  expect(await readDoc('enrollments', enrollmentId(user.uid, COURSE))).not.toBeNull();
});
