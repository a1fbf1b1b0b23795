// Certificates under `npm start` (issue #12): a newcomer buys The Animal That Walks With You through the local
// test checkout, completes the journeys, sees the Butterfly's certificate section count down and turn into her
// certificate the moment she marks the last one complete, downloads it, and a signed-out visitor confirms it at
// /certificates/{code}. Any console error or failed request fails the test (tests/dev/watchedPage.ts).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './watchedPage';
import { signUpThroughForm } from '../support/signUp';

const COURSE = 'the-animal-that-walks-with-you';
const learner = { name: 'Wren Calloway', email: `wren-${Date.now()}@example.com`, password: 'certificate-pass-123' };

async function markComplete(page: Page, sessionNumber: number): Promise<void> {
  await page.goto(`/course/${COURSE}/session/${COURSE}-${sessionNumber}`);
  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);
}

test('a learner completes The Animal That Walks With You, downloads her certificate, and anyone can check it', async ({
  page,
  context,
  browser,
  watched,
}, testInfo) => {
  test.setTimeout(400_000);
  await signUpThroughForm(page, learner);

  await page.getByRole('button', { name: /Buy Now\s?: The Animal That Walks With You/ }).click();
  const purchase = page.getByRole('dialog', { name: 'The Animal That Walks With You' });
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    purchase.getByRole('button', { name: 'Proceed to Payment' }).click(),
  ]);
  await checkout.getByRole('button', { name: /^Pay £/ }).click();
  await expect(checkout.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await checkout.close();

  for (const n of [1, 2, 3, 4]) await markComplete(page, n);
  await page.goto(`/course/${COURSE}/session/${COURSE}-6`);
  const section = page.getByRole('region', { name: 'DOWNLOAD YOUR CERTIFICATE OF COMPLETION' });
  await expect(section).toContainText('2 sessions to go before your certificate');

  await markComplete(page, 5);
  await page.goto(`/course/${COURSE}/session/${COURSE}-6`);
  await expect(section).toContainText('1 session to go before your certificate');
  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(section).toContainText('You walked every step of this journey.');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download Certificate' }).click(),
  ]);
  const file = testInfo.outputPath('certificate.html');
  await download.saveAs(file);
  const html = readFileSync(file, 'utf8');
  expect(html).toContain(learner.name);
  expect(html).toContain('The Animal That Walks With You');
  expect(html).toContain('Maya Linwood');
  const code = /\/certificates\/([2-9A-HJKMNP-Z]{10})/.exec(html)?.[1];
  expect(code, 'the certificate names its check address').toBeTruthy();

  const stranger = await browser.newContext();
  const check = await stranger.newPage();
  await check.goto(`/certificates/${code}`);
  await expect(check.getByRole('heading', { name: 'This certificate is genuine' })).toBeVisible();
  await expect(check.locator('.certificate-check__facts dd')).toHaveText([
    learner.name,
    'The Animal That Walks With You',
    /^\d{1,2} \w+ \d{4}$/,
  ]);
  await expect(check.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await check.locator('main').innerText()).not.toContain(learner.email);

  // An unknown code: the check answers 404 and the page says so.
  watched.expect.push(/404 GET .*\/api\/certificates\/ABCDEFGHJK$/);
  await check.goto('/certificates/ABCDEFGHJK');
  await expect(check.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
  await stranger.close();
});
