// Money in Chromium: a learner buys a course through the local checkout; the admin sees the money in Total
// Revenue and this month's bar, the learner's start in the funnel, refunds the purchase (revenue down, the
// enrollment gone, the e-mail in the outbox), sees a manual enrollment change enrollments and not revenue,
// and downloads a payments CSV with the right rows.
import { readFile } from 'node:fs/promises';
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { ANIMALS, COURSE, freshUser, readDoc, signInAs } from './learningSupport';
import { enrollmentId, progressId } from '../../netlify/lib/data/collections';
import { ADMIN, expectedTotals, listCollection, outboxFor, poundsText } from './adminSupport';

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 60_000 });

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const stat = (page: Page, label: string) => page.locator('.admin-stat', { has: page.getByText(label, { exact: true }) }).locator('dd');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The admin reloads the overview until it shows what Firestore holds: the other specs' learners buy and sign up
 * meanwhile (shared data), so the figures read a moment earlier may be behind; a reload is what she would do.
 */
async function expectOverviewMatchesData(page: Page) {
  await expect(async () => {
    const expected = await expectedTotals();
    await page.reload();
    await expect(stat(page, 'Total Revenue')).toHaveText(poundsText(expected.revenuePence), { timeout: 15_000 });
    await expect(stat(page, 'Total Enrollments')).toHaveText(String(expected.enrollments), { timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
}

test('a purchase shows as money, in the month and the funnel; a refund takes it back; manual enrollments bring none; CSV', async ({
  page,
  browser,
}) => {
  const learner = await freshUser('payer');
  const learnerContext = await browser.newContext();
  const buyer = await learnerContext.newPage();
  await signInAs(buyer, learner.email);
  await buyer.goto(`/courses/${COURSE}`);
  await buyer.locator('.course-info__hero').getByRole('button', { name: 'Enroll Now – £25.00' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Quantum Alchemy Breathwork' });
  const [checkout] = await Promise.all([
    learnerContext.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Proceed to Payment' }).click(),
  ]);
  await checkout.getByRole('button', { name: 'Pay £25.00' }).click();
  await expect(checkout.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await checkout.goto(`/course/${COURSE}/session/${COURSE}-1`);
  await expect.poll(() => readDoc('progress', progressId(learner.uid, `${COURSE}-1`))).not.toBeNull();
  const payment = (await listCollection('payments')).find((row) => row.user_id === learner.uid)!;
  expect(payment.amount_total).toBe(2500);

  // Total Revenue is the money received, including this £25.00.
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await expectOverviewMatchesData(page);

  // Insight: this month's bar (its table row) and the learner's start in the course's funnel.
  await tab(page, 'Insight').click();
  const panel = page.getByRole('tabpanel', { name: 'Insight' });
  const now = new Date();
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const monthPence = (await listCollection('payments'))
    .filter((row) => String(row.fulfilled_at).startsWith(month))
    .reduce((sum, row) => sum + Number(row.amount_total ?? 0) - Number(row.amount_refunded ?? 0), 0);
  await panel.getByText('Show as a table').first().click();
  await expect(panel.locator('#revenue-chart-table tr', { hasText: `${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}` })).toContainText(
    poundsText(monthPence),
  );
  await expect(panel.getByRole('img', { name: 'Revenue per month (last 12 months)' })).toBeVisible();
  const started = (await listCollection('progress')).filter((row) => row.session_id === `${COURSE}-1`).length;
  expect(started).toBeGreaterThanOrEqual(1);
  await expect(panel.locator(`[data-funnel="${COURSE}"] tbody tr`).first().locator('td').first()).toHaveText(String(started));

  // Refund from the user's details.
  await tab(page, 'Users').click();
  await page.getByLabel('Search users').fill(learner.email);
  await page
    .locator(`[data-user-email="${learner.email}"]`)
    .getByRole('button', { name: `View ${learner.email}` })
    .click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await details.getByRole('button', { name: 'Refund Quantum Alchemy Breathwork' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Refund £25.00 to ${learner.email}`);
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'Payment refunded.' })).toBeVisible();
  await expect(details.getByText('Refunded', { exact: true })).toBeVisible();
  await expect.poll(() => readDoc('enrollments', enrollmentId(learner.uid, COURSE))).toBeNull();
  await expect
    .poll(async () => (await outboxFor(learner.email)).map((mail) => mail.subject))
    .toContain('Your refund for Quantum Alchemy Breathwork');

  await details.getByRole('button', { name: 'Close' }).click();

  // The CSV of payments has this payment, refunded.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Payments CSV' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFPayment ID,User ID,Email,Course ID,Course,Amount,Currency,Paid,Refunded')).toBe(true);
  const row = csv.split('\r\n').find((line) => line.startsWith(`${payment.id},`))!;
  expect(row).toContain(`,${learner.uid},${learner.email},${COURSE},Quantum Alchemy Breathwork,25.00,GBP,`);
  expect(row).toContain(',yes,25.00,');

  // Revenue is back down; a manual enrollment changes enrollments, not revenue.
  await tab(page, 'Overview').click();
  await expectOverviewMatchesData(page);
  const revenueBefore = await stat(page, 'Total Revenue').textContent();
  await tab(page, 'Manual Enrollment').click();
  await page.getByLabel('User Email').fill(learner.email);
  await page.getByLabel('Course', { exact: true }).selectOption(ANIMALS);
  await page.getByRole('button', { name: 'Enroll & Send Email' }).click();
  await expect
    .poll(async () => (await readDoc('enrollments', enrollmentId(learner.uid, ANIMALS)))?.payment_intent_id)
    .toBe('manual_admin_enrollment');
  await tab(page, 'Overview').click();
  await expectOverviewMatchesData(page);
  expect(await stat(page, 'Total Revenue').textContent()).toBe(revenueBefore);
  await learnerContext.close();
});
