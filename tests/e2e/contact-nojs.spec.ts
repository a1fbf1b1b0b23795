// The contact form without JavaScript: the browser posts the form itself to /api/send-contact-email,
// which answers with a redirect to /contact/sent (message in the outbox) or /contact/not-sent.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test.use({ javaScriptEnabled: false });

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

function outboxSubjects(): string[] {
  const dir = join(process.env.LOCAL_DATA_DIR!, 'outbox');
  try {
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { subject: string }).subject);
  } catch {
    return [];
  }
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('without JavaScript a message is sent and the visitor lands on a confirmation page', async ({ page }) => {
  const marker = randomUUID();
  await page.goto('/contact');
  await field(page, 'Name').fill('Grace Hopper');
  await field(page, 'Email').fill('grace@example.com');
  await field(page, 'Subject (optional)').fill(`Without script ${marker}`);
  await field(page, 'Message').fill('Hello, I would like to ask about a first session.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(/\/contact\/sent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Message Sent Successfully' })).toBeVisible();
  await expect(page.getByText('Thank you for reaching out. Maya Linwood will get back to you within 24 hours.')).toBeVisible();
  await expect.poll(() => outboxSubjects().some((subject) => subject.includes(marker))).toBe(true);
});

test('without JavaScript a message missing its required fields is not sent, and the page says why', async ({ page }) => {
  // Other tests write to the same outbox at the same time: look for this message only.
  const marker = randomUUID();
  await page.goto('/contact');
  await field(page, 'Name').fill(`Grace ${marker}`);
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(/\/contact\/not-sent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Error Sending Message' })).toBeVisible();
  await expect(page.getByText('Name, email, and message are required.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the contact form' })).toHaveAttribute('href', '/contact');
  expect(outboxSubjects().filter((subject) => subject.includes(marker))).toEqual([]);
});

test('the two result pages have no axe violations', async ({ browser }) => {
  // axe runs as a script in the page: check them in a context with JavaScript on.
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  for (const path of ['/contact/sent', '/contact/not-sent']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await context.close();
});
