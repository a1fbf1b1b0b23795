// The site's session cookie in Chromium on the built site: the sign-in form leaves an httpOnly, SameSite=Lax
// `__session` cookie that no script can read and that serves the API on its own; a write carried by it from another
// site is refused; sign-out removes it and ends its session, so its old value is refused afterwards.
import { test, expect as baseExpect, request as apiRequest, type APIRequestContext } from '@playwright/test';
import { COURSE, freshUser, signInThroughForm } from './learningSupport';

// Functions start slowly on a busy machine: allow for it (the test still fails when the thing never shows).
test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 60_000 });

const SESSION_LIFETIME_S = 14 * 24 * 60 * 60;

/** Another client with nothing but the cookie's value: no Firebase, no Bearer token, no browser. */
async function withCookieOnly(baseURL: string, value: string, origin?: string): Promise<APIRequestContext> {
  const headers: Record<string, string> = { cookie: `__session=${value}` };
  if (origin) headers.origin = origin;
  return apiRequest.newContext({ baseURL, extraHTTPHeaders: headers });
}

test('sign-in sets the httpOnly SameSite=Lax session cookie; sign-out removes it and its old value is refused', async ({
  page,
  context,
  baseURL,
}) => {
  const user = await freshUser('cookie', [COURSE]);
  await signInThroughForm(page, user.email);
  await expect(page.getByRole('link', { name: /Continue Course\s?: Quantum Alchemy Breathwork/ })).toBeVisible();

  const session = (await context.cookies()).find((cookie) => cookie.name === '__session');
  expect(session, 'the __session cookie after sign-in').toBeDefined();
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', domain: new URL(baseURL!).hostname });
  // Plain http on this machine: a Secure cookie would not be kept here (https everywhere else).
  expect(session!.secure).toBe(false);
  expect(session!.expires - Date.now() / 1000).toBeGreaterThan(SESSION_LIFETIME_S - 600);
  expect(session!.expires - Date.now() / 1000).toBeLessThanOrEqual(SESSION_LIFETIME_S + 5);
  // No script on the page can read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('__session');

  // The cookie alone serves the API.
  const cookieOnly = await withCookieOnly(baseURL!, session!.value);
  const dashboard = await cookieOnly.get('/api/dashboard');
  expect(dashboard.status(), await dashboard.text()).toBe(200);
  expect(((await dashboard.json()) as { courses: Array<{ id: string; enrolled: boolean }> }).courses).toContainEqual(
    expect.objectContaining({ id: COURSE, enrolled: true }),
  );
  // A write it carries from another site's page is refused with words, and changes nothing.
  const elsewhere = await withCookieOnly(baseURL!, session!.value, 'https://elsewhere.example');
  const crossSite = await elsewhere.post('/api/account/name', { data: { fullName: 'Hijacked' } });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toEqual({ error: 'This request came from another site.', code: 'forbidden' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome( back)?, Test cookie$/);

  // Sign-out: the cookie is gone from the browser, and its old value no longer works anywhere.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === '__session')).toBe(false);
  const after = await cookieOnly.get('/api/dashboard');
  expect(after.status()).toBe(401);
  expect(await after.json()).toEqual({ error: 'Authentication required', code: 'unauthenticated' });
  await page.goto('/course-dashboard');
  await expect(page).toHaveURL('/auth?next=%2Fcourse-dashboard');
  await Promise.all([cookieOnly.dispose(), elsewhere.dispose()]);
});
