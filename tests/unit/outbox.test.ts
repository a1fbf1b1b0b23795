import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxMailer, subjectSlug, type OutboxRecord } from '../../netlify/lib/adapters/mail/outbox';

let dir: string;
const lines: string[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
  lines.length = 0;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function mailer() {
  return createOutboxMailer({
    dir: join(dir, 'outbox'),
    from: 'Maya Linwood <hello@example.com>',
    now: () => new Date('2025-03-04T05:06:07.089Z'),
    log: (line) => lines.push(line),
  });
}

describe('outbox mailer', () => {
  it('writes one readable JSON file per message, named by time, subject and a short id', async () => {
    const { id } = await mailer().send({
      to: 'ann@example.com',
      subject: 'Welcome to Quantum Alchemy!',
      text: 'Hello Ann',
      html: '<p>Hello Ann</p>',
      replyTo: 'maya@example.com',
    });
    expect(id).toMatch(/^2025-03-04T05-06-07-089Z-welcome-to-quantum-alchemy-[0-9a-f]{8}$/);
    const files = (await readdir(join(dir, 'outbox'))).sort();
    expect(files).toEqual([`${id}.eml`, `${id}.json`]);

    const record = JSON.parse(await readFile(join(dir, 'outbox', `${id}.json`), 'utf8')) as OutboxRecord;
    expect(record).toEqual({
      id,
      date: '2025-03-04T05:06:07.089Z',
      from: 'Maya Linwood <hello@example.com>',
      to: 'ann@example.com',
      replyTo: 'maya@example.com',
      subject: 'Welcome to Quantum Alchemy!',
      text: 'Hello Ann',
      html: '<p>Hello Ann</p>',
    });
    expect(lines).toEqual([expect.stringMatching(/^\[outbox\] mail to ann@example.com: "Welcome to Quantum Alchemy!" -> .*\.json$/)]);
  });

  it('also writes an .eml a mail app can open, with both versions of the body', async () => {
    const { id } = await mailer().send({ to: 'ann@example.com', subject: 'Séance réservée', text: 'plain body', html: '<b>html body</b>' });
    const eml = await readFile(join(dir, 'outbox', `${id}.eml`), 'utf8');
    expect(eml).toContain('To: ann@example.com\r\n');
    expect(eml).toContain(`Subject: =?UTF-8?B?${Buffer.from('Séance réservée').toString('base64')}?=\r\n`);
    expect(eml).toContain('Content-Type: multipart/alternative;');
    expect(eml).toContain('plain body');
    expect(eml).toContain('<b>html body</b>');
    expect(eml).not.toContain('Reply-To:');
  });

  it('gives every message its own file even within the same millisecond', async () => {
    const outbox = mailer();
    const message = { to: 'a@example.com', subject: 'Same', text: 't', html: 'h' };
    const [first, second] = await Promise.all([outbox.send(message), outbox.send(message)]);
    expect(first.id).not.toBe(second.id);
    expect(await readdir(join(dir, 'outbox'))).toHaveLength(4);
  });

  it('refuses header fields with line breaks (header injection)', async () => {
    await expect(mailer().send({ to: 'a@example.com', subject: 'Hi\r\nBcc: everyone@example.com', text: 't', html: 'h' })).rejects.toThrow(
      /line breaks/,
    );
  });
});

describe('subjectSlug', () => {
  it('keeps file names short and plain', () => {
    expect(subjectSlug('Your Course: "The Animal That Walks With You" — enrolled!')).toBe('your-course-the-animal-that-walks-with-y');
    expect(subjectSlug('Café')).toBe('cafe');
    expect(subjectSlug('!!!')).toBe('message');
  });
});
