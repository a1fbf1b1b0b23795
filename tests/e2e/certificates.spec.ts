// Certificates on the built site: a learner of The Animal That Walks With You sees how many sessions
// remain on the Butterfly session's certificate section, marks the last one complete, downloads her certificate
// (one A4 landscape page with her name, the course, the date, the practitioner and a code), and anyone, signed
// out, can check it at /certificates/{code}: name, course and date only, kept out of search engines.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { certificateDate } from '../../src/lib/learning/certificate';
import { ANIMALS, axeViolations, freshUser, signInAs, writeDoc } from './learningSupport';
import { progressId } from '../../netlify/lib/data/collections';
import { horizontalOverflow } from './polish/polishSupport';

const expect = baseExpect.configure({ timeout: 30_000 });
const LAST_SESSION = `${ANIMALS}-6`; // The Butterfly: Transformation, the lesson with the certificate section
const FULL_NAME = 'Zoë Ashford';

/** Pages of a PDF Chromium printed, and the size of the first one in points. */
function pdfPages(pdf: Buffer): { count: number; width: number; height: number } {
  const text = pdf.toString('latin1');
  const count = text.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
  const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  return { count, width: box ? Number(box[3]) - Number(box[1]) : 0, height: box ? Number(box[4]) - Number(box[2]) : 0 };
}

test('the last session counts down, then gives a one-page certificate that anyone can check', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const learner = await freshUser('certificate', [ANIMALS]);
  await writeDoc('profiles', learner.uid, {
    user_id: learner.uid,
    email: learner.email,
    full_name: FULL_NAME,
    created_at: new Date().toISOString(),
  });
  // The first four journeys are done; the fifth is not yet.
  for (const n of [1, 2, 3, 4]) {
    await writeDoc('progress', progressId(learner.uid, `${ANIMALS}-${n}`), {
      user_id: learner.uid,
      session_id: `${ANIMALS}-${n}`,
      completed_at: `2026-03-0${n}T10:00:00.000Z`,
    });
  }
  await signInAs(page, learner.email);

  await page.goto(`/course/${ANIMALS}/session/${LAST_SESSION}`);
  const section = page.getByRole('region', { name: 'DOWNLOAD YOUR CERTIFICATE OF COMPLETION' });
  await expect(section).toContainText('2 sessions to go before your certificate');
  await expect(section.getByRole('button', { name: 'Download Certificate' })).toHaveCount(0);

  // Completing the fifth elsewhere, then the Butterfly here: the section updates the moment she marks it.
  await writeDoc('progress', progressId(learner.uid, `${ANIMALS}-5`), {
    user_id: learner.uid,
    session_id: `${ANIMALS}-5`,
    completed_at: '2026-03-05T10:00:00.000Z',
  });
  await page.reload();
  await expect(section).toContainText('1 session to go before your certificate');
  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(section).toContainText('You walked every step of this journey.');
  const today = certificateDate(new Date().toISOString());

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download Certificate' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('certificate-the-animal-that-walks-with-you.html');
  const file = testInfo.outputPath('certificate.html');
  await download.saveAs(file);
  const html = readFileSync(file, 'utf8');
  for (const words of [FULL_NAME, 'The Animal That Walks With You', today, 'Maya Linwood', 'Certificate of Completion'])
    expect(html).toContain(words);
  const printedCode = /Certificate code <strong>([2-9A-HJKMNP-Z]{5})-([2-9A-HJKMNP-Z]{5})<\/strong>/.exec(html);
  expect(printedCode, 'the certificate prints its code').not.toBeNull();
  const code = `${printedCode![1]}${printedCode![2]}`;
  expect(html).toContain(`/certificates/${code}`);

  // After issuing, the section shows the facts and the code (the same certificate every time).
  await expect(section).toContainText(`${printedCode![1]}-${printedCode![2]}`);
  await expect(section.getByRole('link', { name: new RegExp(`/certificates/${code}$`) })).toBeVisible();
  // On a phone the section still fits the screen (the long check address wraps).
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(page)).toEqual([]);

  // Printed (Chromium's own print to PDF, honouring the page's @page size): exactly one A4 landscape page.
  const printed = await browser.newPage();
  await printed.setContent(html);
  const pdf = pdfPages(await printed.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(pdf.count).toBe(1);
  expect(Math.round(pdf.width)).toBe(842); // 297 mm
  expect(Math.round(pdf.height)).toBe(595); // 210 mm
  await printed.close();

  // Anyone, signed out, can check it: name, course and date, nothing else, and no search engine may index it.
  const stranger = await browser.newContext();
  const check = await stranger.newPage();
  await check.goto(`/certificates/${code}`);
  await expect(check.getByRole('heading', { name: 'This certificate is genuine' })).toBeVisible();
  const facts = check.locator('.certificate-check__facts');
  await expect(facts.locator('dt')).toHaveText(['Name', 'Course', 'Completed on']);
  await expect(facts.locator('dd')).toHaveText([FULL_NAME, 'The Animal That Walks With You', today]);
  await expect(check.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const body = await check.locator('main').innerText();
  expect(body).not.toContain(learner.email);
  expect(body).not.toContain(learner.uid);
  expect(await axeViolations(check)).toEqual([]);
  await check.setViewportSize({ width: 360, height: 800 });
  expect(await horizontalOverflow(check)).toEqual([]);

  // The same code typed by hand, in lower case with its dash, reaches the same page.
  await check.goto('/certificates/');
  await check.getByLabel(/enter the code printed on it/).fill(`${printedCode![1]}-${printedCode![2]}`.toLowerCase());
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check).toHaveURL(new RegExp(`/certificates/${code}$`));
  await expect(check.getByRole('heading', { name: 'This certificate is genuine' })).toBeVisible();
  await stranger.close();
});

test('an unknown or malformed code gets a clear not-found message', async ({ page }) => {
  for (const [path, shown] of [
    ['/certificates/ABCDEFGHJK', 'ABCDE-FGHJK'],
    ['/certificates/not-a-code', 'not-a-code'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200); // the page itself exists; the check finds nothing
    await expect(page.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
    await expect(page.getByText(`I could not find a certificate with the code ${shown}.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This certificate is genuine' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  expect(await axeViolations(page)).toEqual([]);
});

test('a signed-out caller gets no certificate data from the API (401)', async ({ request }) => {
  const response = await request.get(`/api/certificate?courseId=${ANIMALS}`);
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ error: 'Authentication required', code: 'unauthenticated' });
});
