// The /account journey, run on the built site (tests/e2e/account.spec.ts; npm start's suite checks
// that the page renders there, tests/dev/screens.spec.ts). Only what a person does: sign up, buy,
// learn, then on /account rename, download her data, change her password and e-mail (through the link in the
// outbox), delete her account, and fail to sign in again. The outbox folder is the only thing passed in.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect as baseExpect, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signUpThroughForm } from '../support/signUp';

const expect = baseExpect.configure({ timeout: 60_000 });
const COURSE = 'quantum-alchemy-breathwork';
const toasts = (page: Page) => page.locator('[data-toast]');

type Mail = { to: string; subject: string; text: string };

async function mailsTo(outboxDir: string, to: string): Promise<Mail[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const mails: Mail[] = [];
  for (const name of names.filter((file) => file.endsWith('.json')).sort()) {
    const mail = JSON.parse(await readFile(join(outboxDir, name), 'utf8').catch(() => '{}')) as Partial<Mail>;
    if (mail.to?.toLowerCase() === to.toLowerCase()) mails.push(mail as Mail);
  }
  return mails;
}

async function mailWithSubject(outboxDir: string, to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect.poll(async () => (found = (await mailsTo(outboxDir, to)).find((mail) => mail.subject === subject)) !== undefined).toBe(true);
  return found!;
}

export async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export async function accountJourney({
  page,
  context,
  outboxDir,
  label,
}: {
  page: Page;
  context: BrowserContext;
  outboxDir: string;
  label: string;
}) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const person = { name: 'Rowan Ash', email: `${label}-${stamp}@example.com`, password: 'account-pass-123' };
  const moved = `${label}-moved-${stamp}@example.com`;
  const newPassword = 'account-pass-456';

  // Sign up, buy a course through the local test checkout, complete a session.
  await signUpThroughForm(page, person);
  await page.getByRole('button', { name: /Buy Now\s?: Quantum Alchemy Breathwork/ }).click();
  const purchase = page.getByRole('dialog', { name: 'Quantum Alchemy Breathwork' });
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    purchase.getByRole('button', { name: 'Proceed to Payment' }).click(),
  ]);
  await checkout.getByRole('button', { name: 'Pay £25.00' }).click();
  await expect(checkout.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await checkout.close();
  await page.goto(`/course/${COURSE}/session/${COURSE}-1`);
  await page.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(toasts(page).first()).toContainText('Session Completed!');

  // The dashboard and the signed-in navigation both lead to /account.
  await page.goto('/course-dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account', exact: true })).toHaveAttribute(
    'href',
    '/account',
  );
  await page.getByRole('main').getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  // Purchases (course, date, amount paid) and enrollments.
  const purchases = page.getByRole('table', { name: 'Your purchases' });
  await expect(purchases.getByRole('row', { name: /Quantum Alchemy Breathwork/ })).toContainText('£25.00');
  await expect(purchases.getByRole('row', { name: /Quantum Alchemy Breathwork/ })).toContainText(String(new Date().getFullYear()));
  await expect(page.getByRole('region', { name: 'Enrollments' }).getByRole('link', { name: 'Quantum Alchemy Breathwork' })).toHaveAttribute(
    'href',
    `/course/${COURSE}`,
  );
  expect(await axeFindings(page)).toEqual([]);

  // Rename: the dashboard greets with the new name, and so does the next e-mail.
  await page.getByLabel('Full Name').fill('Juniper Vale');
  await page.getByRole('button', { name: 'Save Name' }).click();
  await expect(toasts(page).first()).toContainText('Name saved');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome( back)?, Juniper Vale$/);
  await page.goto('/account');

  // Download my data: one JSON file with every record.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<string, unknown> & {
    profile: { full_name: string; email: string };
    enrollments: Array<{ course_id: string }>;
    progress: Array<{ session_id: string; completed_at: string | null }>;
    payments: Array<{ course_id: string; amount_paid_pence: number; paid_at: string }>;
    certificates: unknown[];
  };
  expect(data.profile).toMatchObject({ full_name: 'Juniper Vale', email: person.email });
  expect(data.enrollments.map((e) => e.course_id)).toEqual([COURSE]);
  expect(data.progress).toEqual([expect.objectContaining({ session_id: `${COURSE}-1`, completed_at: expect.any(String) })]);
  expect(data.payments).toEqual([expect.objectContaining({ course_id: COURSE, amount_paid_pence: 2500, paid_at: expect.any(String) })]);
  expect(Array.isArray(data.certificates)).toBe(true);

  // Password: a wrong current password is refused under its field; the right one changes it.
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(newPassword);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByText('Your current password is not right. Please try again.')).toBeVisible();
  await password.getByLabel('Current password').fill(person.password);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(toasts(page).filter({ hasText: 'Password changed' })).toBeVisible();

  // E-mail: a confirmation link goes to the new address (greeting with the new name); opening it changes it.
  const emailCard = page.getByRole('region', { name: 'E-mail address' });
  await emailCard.getByLabel('New e-mail address').fill(moved);
  await emailCard.getByLabel('Current password').fill(newPassword);
  await emailCard.getByRole('button', { name: 'Send Confirmation Link' }).click();
  await expect(emailCard.getByRole('status')).toContainText(`An e-mail is on its way to ${moved}`);
  const confirm = await mailWithSubject(outboxDir, moved, 'Confirm your new e-mail address');
  expect(confirm.text).toContain('Hello Juniper Vale,');
  const link = /(http\S+\/account\?mode=verifyAndChangeEmail&oobCode=\S+)/.exec(confirm.text)?.[1];
  expect(link, confirm.text).toBeDefined();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is now' })).toContainText(moved);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('region', { name: 'E-mail address' })).toContainText(moved);

  // Delete: a dialog that wants DELETE typed; then signed out, at home, with a goodbye e-mail.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const confirmButton = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirmButton).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirmButton).toBeDisabled();
  expect(await axeFindings(page)).toEqual([]);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirmButton.click();
  await expect(dialog.getByRole('status')).toContainText(`Your account is deleted. A confirmation is on its way to ${moved}.`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account', exact: true })).toBeHidden();
  const goodbye = await mailWithSubject(outboxDir, moved, 'Your account has been deleted');
  expect(goodbye.text).toContain('Hello Juniper Vale,');

  // She cannot sign in again, with either address.
  for (const [email, secret] of [
    [moved, newPassword],
    [person.email, person.password],
  ] as const) {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(secret);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toasts(page).filter({ hasText: 'Invalid email or password' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  }
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\?next=%2Faccount$/);
}
