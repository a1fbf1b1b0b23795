// The contact form without JavaScript: the browser posts application/x-www-form-urlencoded to
// /api/send-contact-email and is redirected (303) to /contact/sent or /contact/not-sent, with the same
// validation, honeypot and rate limit as the JSON call (Firestore emulator, outbox mailer).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { beforeAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'contact-form-test-'));
process.env.LOCAL_DATA_DIR = dataDir;
const outbox = join(dataDir, 'outbox');

const { default: sendContactEmail, CONTACT_RATE_LIMIT } = await import('../../netlify/functions/send-contact-email.mts');

function outboxRecords(): Array<{ to: string; replyTo: string | null; subject: string; text: string }> {
  try {
    return readdirSync(outbox)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')));
  } catch {
    return [];
  }
}

const contextFor = (ip: string) => ({ deploy: { context: 'dev' }, ip }) as unknown as Context;
const uniqueIp = () => `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}`;

/** What a browser sends for the form: every field, empty ones as ''. */
function postForm(fields: Record<string, string>, ip = uniqueIp(), body?: string) {
  const all = { name: '', email: '', phone: '', subject: '', message: '', website: '', ...fields };
  return sendContactEmail(
    new Request('https://www.example.co.uk/api/send-contact-email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body ?? new URLSearchParams(all).toString(),
    }),
    contextFor(ip),
  );
}

beforeAll(() => {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run through the "functions" vitest project (emulators)');
});

describe('send-contact-email, posted as a plain HTML form', () => {
  it('sends a valid message and redirects to /contact/sent', async () => {
    const marker = randomUUID();
    const response = await postForm({
      name: ' Ada ',
      email: 'ada@example.com',
      subject: `No script ${marker}`,
      message: 'Hello\r\nfrom a form',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://www.example.co.uk/contact/sent');
    const mail = outboxRecords().find((record) => record.subject.includes(marker));
    expect(mail).toBeDefined();
    expect(mail!.replyTo).toBe('ada@example.com');
    expect(mail!.text).toContain('from a form');
  });

  it('redirects invalid input to /contact/not-sent and sends nothing', async () => {
    const before = outboxRecords().length;
    for (const fields of [
      { name: '', email: 'ada@example.com', message: 'Hi' },
      { name: 'Ada', email: 'not-an-email', message: 'Hi' },
      { name: 'Ada', email: 'ada@example.com', message: '  ' },
    ]) {
      const response = await postForm(fields);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('https://www.example.co.uk/contact/not-sent');
    }
    // Longer than the limit: refused without reading it all.
    const huge = await postForm({}, uniqueIp(), `name=Ada&email=ada%40example.com&message=${'x'.repeat(20 * 1024)}`);
    expect(huge.headers.get('location')).toBe('https://www.example.co.uk/contact/not-sent');
    expect(outboxRecords()).toHaveLength(before);
  });

  it('treats a filled honeypot as sent, but sends nothing', async () => {
    const before = outboxRecords().length;
    const response = await postForm({ name: 'Bot', email: 'bot@example.com', message: 'Buy now', website: 'https://spam.example' });
    expect(response.headers.get('location')).toBe('https://www.example.co.uk/contact/sent');
    expect(outboxRecords()).toHaveLength(before);
  });

  it('shares the rate limit with the JSON call', async () => {
    const ip = uniqueIp();
    const fields = { name: 'Ada', email: 'ada@example.com', message: 'Hi again' };
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await postForm(fields, ip)).headers.get('location')).toMatch(/\/contact\/sent$/);
    }
    expect((await postForm(fields, ip)).headers.get('location')).toMatch(/\/contact\/not-sent$/);
  });
});
