// Sign-in by e-mail link and a forgotten password as a newcomer meets them under `npm start`: the
// e-mails land in npm start's outbox folder, their links open this dev server's pages, and nothing logs an error
// or fails a request (tests/dev/watchedPage.ts).
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './watchedPage';

// The same folder and Auth emulator port playwright.dev.config.ts gives npm start.
const OUTBOX = join(resolve(process.env.DEV_JOURNEY_DATA_DIR ?? '.test-data/dev-journey'), 'outbox');
const AUTH_EMULATOR = `127.0.0.1:${process.env.DEV_JOURNEY_AUTH_PORT ?? '9351'}`;
const PASSWORD = 'dev-links-pass-1';

/** An account made the way the sign-up form makes one (the Auth emulator's REST sign-up). */
async function newAccount(label: string): Promise<string> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const response = await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return email;
}

/** The link to `path` in the mail npm start's outbox holds for `email`, with this server's address. */
async function linkFromOutbox(email: string, path: string, baseURL: string): Promise<string> {
  let texts: string[] = [];
  await expect
    .poll(async () => {
      const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
      const mails = await Promise.all(
        names.map(
          async (name) => JSON.parse(await readFile(join(OUTBOX, name), 'utf8').catch(() => '{}')) as { to?: string; text?: string },
        ),
      );
      texts = mails.filter((mail) => mail.to === email).map((mail) => mail.text ?? '');
      return texts.length;
    })
    .toBe(1);
  const found = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?[^\\s"<>]+`).exec(texts[0]!)?.[0];
  expect(found, texts[0]).toBeTruthy();
  const url = new URL(found!);
  expect(url.origin).toBe(new URL(baseURL).origin);
  return `${url.pathname}${url.search}`;
}

async function ask(page: Page, email: string, button: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Sign In' })).toBeVisible();
}

test('npm start: an e-mailed sign-in link signs the learner in; used again it says so', async ({ page, baseURL }) => {
  const email = await newAccount('dev-link');
  await ask(page, email, 'Email me a sign-in link');
  const link = await linkFromOutbox(email, '/course-access', baseURL!);
  await page.goto(link);
  await expect(page).toHaveURL(/\/course-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(email);

  // Opened again in this browser: it says at once that it was used (no question, no refused call).
  await page.goto(link);
  await expect(page.locator('p[role="alert"]')).toHaveText('This sign-in link has already been used.');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('button', { name: 'Email me a new link' })).toBeVisible();
});

test("npm start: 'Forgot your password?' resets it on the site's own page; the new password signs in", async ({ page, baseURL }) => {
  const email = await newAccount('dev-reset');
  await ask(page, email, 'Forgot your password?');
  const link = await linkFromOutbox(email, '/auth/set-password', baseURL!);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm Password').fill('12345');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('dev-new-pass-2');
  await page.getByLabel('Confirm Password').fill('dev-new-pass-2');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/course-dashboard$/);

  // Signed out, the new password is the way in.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('dev-new-pass-2');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/course-dashboard$/);
});
