#!/usr/bin/env node
// @ts-check
// Screenshots of the signed-in screens at phone width (390 × 844), for a person to look over: the learner
// dashboard, a session page, and each admin tab. Run against a running site (`npm start` or `npm run serve`)
// that has the demo accounts:
//   node scripts/screens.mjs [--base http://127.0.0.1:4321] [--width 390]
// Writes reports/screens/<name>-<width>.png (full page) and prints each file.
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 4321}` },
    width: { type: 'string', default: '390' },
    out: { type: 'string', default: 'reports/screens' },
  },
});
const width = Number(values.width);
const DEMO = {
  learner: { email: 'learner@example.com', password: 'local-learner-pass' },
  admin: { email: 'admin@example.com', password: 'local-admin-pass' },
};
const SESSION = '/course/quantum-alchemy-breathwork/session/quantum-alchemy-breathwork-1';

await mkdir(values.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/**
 * A signed-in page at the chosen width (signing in through the real form).
 * @param {{ email: string, password: string }} account
 */
async function signedIn({ email, password }) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(new URL('/auth', values.base).href);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/course-dashboard$/);
  return page;
}

/**
 * @param {import('playwright').Page} page
 * @param {string} name
 */
async function shoot(page, name) {
  await page.waitForLoadState('networkidle').catch(() => {});
  // Toasts come and go; they are not part of the screen being judged.
  await page
    .locator('[data-toast] button')
    .evaluateAll((buttons) => buttons.forEach((button) => /** @type {HTMLElement} */ (button).click()));
  const path = `${values.out}/${name}-${width}.png`;
  await page.screenshot({ path, fullPage: true });
  console.log(path);
}

try {
  const learner = await signedIn(DEMO.learner);
  await learner.getByRole('heading', { name: 'Your Courses' }).waitFor();
  await shoot(learner, 'dashboard');
  await learner.goto(new URL(SESSION, values.base).href);
  await learner.getByRole('heading', { name: 'Session Navigation' }).waitFor();
  await shoot(learner, 'session');
  await learner.context().close();

  const admin = await signedIn(DEMO.admin);
  await admin.goto(new URL('/admin', values.base).href);
  await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  // Every tab the dashboard has, read from the page itself.
  for (const tab of await admin.getByRole('tab').allInnerTexts()) {
    await admin.getByRole('tab', { name: tab.trim(), exact: true }).click();
    await admin.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().waitFor({ state: 'attached' });
    await shoot(admin, `admin-${tab.trim().toLowerCase().replace(/\s+/g, '-')}`);
  }
  await admin.context().close();
} finally {
  await browser.close();
}
