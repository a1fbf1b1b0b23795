// POST /api/send-contact-email against the Firestore emulator (rate limit) with the outbox mailer.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { beforeAll, describe, expect, it } from 'vitest';

// Each run gets its own outbox, so files from other runs never count here. Set before services() first runs.
const dataDir = mkdtempSync(join(tmpdir(), 'contact-test-'));
process.env.LOCAL_DATA_DIR = dataDir;
const outbox = join(dataDir, 'outbox');

const {
  default: sendContactEmail,
  CONTACT_RATE_LIMIT,
  CONTACT_OVERALL_LIMIT,
  RATE_LIMIT_MESSAGE,
  BUSY_MESSAGE,
} = await import('../../netlify/functions/send-contact-email.mts');

const PRACTITIONER = 'hello@mayalinwood-hypnotherapy.co.uk';

function outboxRecords(): Array<{ to: string; replyTo: string | null; subject: string; text: string; html: string }> {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')));
}

const contextFor = (ip: string) => ({ deploy: { context: 'dev' }, ip }) as unknown as Context;
const uniqueIp = () => `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`;

function post(body: unknown, ip = uniqueIp()) {
  const req = new Request('http://localhost/api/send-contact-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return sendContactEmail(req, contextFor(ip));
}

beforeAll(() => {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run through the "functions" vitest project (emulators)');
});

describe('send-contact-email', () => {
  it('delivers a valid message to the practitioner, replying to the visitor, with escaped HTML', async () => {
    const marker = randomUUID();
    const before = outboxRecords().length;
    const response = await post({
      name: '  Ada <b>Lovelace</b> ',
      email: ' ada@example.com ',
      phone: '',
      subject: `Sleep & stress ${marker}`,
      message: 'Hello <script>alert(1)</script>\nSecond line',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const records = outboxRecords();
    expect(records).toHaveLength(before + 1);
    const mail = records.find((record) => record.subject.includes(marker))!;
    expect(mail.to).toBe(PRACTITIONER);
    expect(mail.replyTo).toBe('ada@example.com');
    expect(mail.subject).toBe(`New message from Ada <b>Lovelace</b>: Sleep & stress ${marker}`);
    expect(mail.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;<br>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('Phone'); // empty optional field left out
    expect(mail.text).toContain('Hello <script>alert(1)</script>\nSecond line');
  });

  it('rejects invalid input with 400 and sends nothing', async () => {
    const before = outboxRecords().length;
    for (const body of [
      { name: ' ', email: 'ada@example.com', message: 'Hi' },
      { name: 'Ada', email: 'not-an-email', message: 'Hi' },
      { name: 'Ada', email: 'ada@example.com', message: '   ' },
      { name: 'Ada\nBcc: x@example.com', email: 'ada@example.com', message: 'Hi' },
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/name|email|message/);
    }
    expect(outboxRecords()).toHaveLength(before);
  });

  it('answers a filled honeypot as if sent, but sends nothing', async () => {
    const before = outboxRecords().length;
    const response = await post({ name: 'Bot', email: 'bot@example.com', message: 'Buy now', website: 'https://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(outboxRecords()).toHaveLength(before);
  });

  it(`allows ${CONTACT_RATE_LIMIT.max} messages an hour per address, then answers 429`, async () => {
    const ip = uniqueIp();
    const before = outboxRecords().length;
    const message = { name: 'Ada', email: 'ada@example.com', message: 'Hi again' };
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await post(message, ip)).status).toBe(200);
    const limited = await post(message, ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: RATE_LIMIT_MESSAGE, code: 'rate_limited' });
    // Until the hour's window ends.
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(outboxRecords()).toHaveLength(before + CONTACT_RATE_LIMIT.max);
    // Another address is not affected.
    expect((await post(message)).status).toBe(200);
  });

  it('refuses broken Unicode and control characters with 400 and sends nothing', async () => {
    const before = outboxRecords().length;
    const lone = await post({ name: 'Ada \uD800', email: 'ada@example.com', message: 'Hi' });
    expect(lone.status).toBe(400);
    expect((await lone.json()).error).toBe('name: Name contains characters that cannot be stored (broken Unicode). Please retype it.');
    const control = await post({ name: 'Ada', email: 'ada@example.com', message: 'Hi\u0000there' });
    expect(control.status).toBe(400);
    expect((await control.json()).error).toMatch(/^message: Message contains control characters/);
    expect(outboxRecords()).toHaveLength(before);
  });

  it(`allows ${CONTACT_OVERALL_LIMIT.max} messages an hour from all addresses together, then answers 429`, async () => {
    const message = { name: 'Ada', email: 'ada@example.com', message: 'From many addresses' };
    // Earlier tests in this file already used part of this hour's allowance; spend the rest.
    let status = 200;
    let sent = 0;
    while (status === 200 && sent <= CONTACT_OVERALL_LIMIT.max) {
      status = (await post(message)).status;
      if (status === 200) sent++;
    }
    expect(sent).toBeLessThan(CONTACT_OVERALL_LIMIT.max);
    const limited = await post(message);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: BUSY_MESSAGE, code: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('only accepts POST', async () => {
    const response = await sendContactEmail(new Request('http://localhost/api/send-contact-email'), contextFor(uniqueIp()));
    expect(response.status).toBe(405);
  });
});
