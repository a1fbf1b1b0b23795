// The session cookie a sign-in path left in the browser, checked as another client would use it: its value alone
// (no Firebase, no Bearer token) must serve the API. Proof that the path traded its sign-in for the cookie.
import { expect, request, type Page } from '@playwright/test';

/** The `__session` value in the page's browser context; fails when there is none. */
export async function sessionCookieOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === '__session');
  expect(cookie, 'the __session cookie of this sign-in').toBeDefined();
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  return cookie!.value;
}

/** GET /api/dashboard with nothing but the cookie `value`: its status. */
export async function dashboardStatusWithCookie(page: Page, value: string): Promise<number> {
  const client = await request.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { cookie: `__session=${value}` } });
  try {
    return (await client.get('/api/dashboard')).status();
  } finally {
    await client.dispose();
  }
}

/** The page's session cookie serves the API on its own; returns its value. */
export async function expectWorkingSessionCookie(page: Page): Promise<string> {
  const value = await sessionCookieOf(page);
  expect(await dashboardStatusWithCookie(page, value), 'the session cookie alone serves GET /api/dashboard').toBe(200);
  return value;
}
