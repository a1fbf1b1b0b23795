// The Contact page (spec 2.8, 4, 5, 8): labelled fields, details, personal note, FAQ, and the form's
// toasts: validation, success (the message lands in the local outbox and the form clears) and failure
// (the typed text is kept). Axe on the page and with a toast showing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const EMAIL = 'hello@mayalinwood-hypnotherapy.co.uk';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

function outboxMessages(): Array<{ to: string; replyTo: string | null; subject: string; text: string; html: string }> {
  const dir = join(process.env.LOCAL_DATA_DIR!, 'outbox');
  try {
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')));
  } catch {
    return [];
  }
}

const toast = (page: Page) => page.locator('[data-toast]');
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('shows the form with real labels, the contact details, the personal note and the FAQ', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(field(page, 'Name')).toHaveAttribute('type', 'text');
  await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
  await expect(field(page, 'Phone (optional)')).toHaveAttribute('type', 'tel');
  await expect(field(page, 'Subject (optional)')).toBeVisible();
  await expect(field(page, 'Message')).toBeVisible();
  // The honeypot is out of sight, out of the tab order and out of the accessibility tree.
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  await expect(page.locator('#contact-website')).toHaveAttribute('tabindex', '-1');
  const details = page.getByRole('region', { name: 'Contact Details' });
  await expect(details.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
  await expect(details.getByRole('link', { name: '+44 7700 900123' })).toHaveAttribute('href', 'tel:+447700900123');
  await expect(details).toContainText('available worldwide via online sessions');
  await expect(page.getByRole('region', { name: 'A personal note' })).toContainText('With warmth, Maya');

  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await expect(faq.locator('summary')).toHaveText([
    'Is hypnotherapy right for me?',
    'What happens in the first session?',
    'Do virtual sessions work as well as in person?',
  ]);
  const answer = faq.getByText('You stay aware and in control throughout');
  await expect(answer).toBeHidden();
  await faq.getByText('What happens in the first session?').click();
  await expect(answer).toBeVisible();
  await expectNoAxeViolations(page);
});

test('asks for the required fields, checking them after trimming', async ({ page }) => {
  await page.goto('/contact');
  let posted = false;
  await page.route('**/api/send-contact-email', (route) => {
    posted = true;
    return route.abort();
  });
  await field(page, 'Name').fill('   ');
  await field(page, 'Email').fill('sam@example.com');
  await field(page, 'Message').fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page)).toContainText('Please fill in required fields');
  await expect(toast(page)).toContainText('Name, email, and message are required.');
  await expectNoAxeViolations(page);
  expect(posted).toBe(false);
});

test('sends the message: Sending..., the success toast, a cleared form and the mail in the outbox', async ({ page }) => {
  test.setTimeout(120_000);
  const marker = randomUUID();
  await page.goto('/contact');
  let sentBody: Record<string, unknown> | undefined;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/send-contact-email', async (route) => {
    sentBody = route.request().postDataJSON();
    await held; // hold the request so the submitting state can be seen
    await route.continue();
  });
  await field(page, 'Name').fill('  Sam Rivers ');
  await field(page, 'Email').fill('sam@example.com');
  await field(page, 'Subject (optional)').fill(`Sleep ${marker}`);
  await field(page, 'Message').fill('I would love to talk about <sleep> & stress.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const sending = page.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  release();
  // Generous: the first call to a function on a cold local server bundles it first.
  await expect(toast(page)).toContainText('Message Sent Successfully', { timeout: 60_000 });
  await expect(toast(page)).toContainText('Thank you for reaching out. Maya Linwood will get back to you within 24 hours.');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  for (const label of ['Name', 'Email', 'Subject (optional)', 'Message']) await expect(field(page, label)).toHaveValue('');

  // Trimmed, and the empty phone is absent rather than "".
  expect(sentBody).toEqual({
    name: 'Sam Rivers',
    email: 'sam@example.com',
    subject: `Sleep ${marker}`,
    message: 'I would love to talk about <sleep> & stress.',
  });
  await expect.poll(() => outboxMessages().filter((mail) => mail.subject.includes(marker)).length).toBe(1);
  const mail = outboxMessages().find((m) => m.subject.includes(marker))!;
  expect(mail.to).toBe(EMAIL);
  expect(mail.replyTo).toBe('sam@example.com');
  expect(mail.html).toContain('&lt;sleep&gt; &amp; stress.');
});

test('a failed send shows the error toast and keeps what was typed', async ({ page }) => {
  await page.goto('/contact');
  await page.route('**/api/send-contact-email', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Something went wrong. Please try again.' }),
    }),
  );
  await field(page, 'Name').fill('Sam');
  await field(page, 'Email').fill('sam@example.com');
  await field(page, 'Phone (optional)').fill('+44 7700 900456');
  await field(page, 'Message').fill('Please keep this text.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page)).toContainText('Error Sending Message');
  await expect(toast(page)).toContainText(`There was a problem sending your message. Please try again or contact directly at ${EMAIL}`);
  await expect(field(page, 'Name')).toHaveValue('Sam');
  await expect(field(page, 'Phone (optional)')).toHaveValue('+44 7700 900456');
  await expect(field(page, 'Message')).toHaveValue('Please keep this text.');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.getByText('Error Sending Message')).toHaveCount(0);
});
