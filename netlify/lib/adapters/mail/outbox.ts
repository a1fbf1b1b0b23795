// Local mail: each message becomes a JSON file (for tests and scripts) and an .eml file (opens in any mail app)
// in the outbox folder, plus one console line, so the whole product runs offline with nothing sent.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { slugOf } from '../../../../src/lib/text/slug';
import { assertSingleLineHeaders, type Mailer, type MailMessage, type SentMail } from './mailer';

export type OutboxSettings = {
  dir: string;
  from: string;
  now?: () => Date;
  log?: (line: string) => void;
};

/** What one outbox JSON file holds. */
export type OutboxRecord = {
  id: string;
  date: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
};

export function subjectSlug(subject: string): string {
  return slugOf(subject, 40) || 'message';
}

/** RFC 2047 encoded-word for non-ASCII header text, so mail apps show it correctly. */
function headerText(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

export function toEml(record: OutboxRecord): string {
  const boundary = `outbox-${record.id}`;
  const headers = [
    `From: ${headerText(record.from)}`,
    `To: ${headerText(record.to)}`,
    ...(record.replyTo ? [`Reply-To: ${headerText(record.replyTo)}`] : []),
    `Subject: ${headerText(record.subject)}`,
    `Date: ${new Date(record.date).toUTCString()}`,
    `Message-ID: <${record.id}@outbox.local>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) => [
    `--${boundary}`,
    `Content-Type: ${type}; charset=utf-8`,
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
  ];
  return [...headers, '', ...part('text/plain', record.text), ...part('text/html', record.html), `--${boundary}--`, ''].join('\r\n');
}

export function createOutboxMailer(settings: OutboxSettings): Mailer {
  const now = settings.now ?? (() => new Date());
  const log = settings.log ?? ((line: string) => console.log(line));

  return {
    mode: 'outbox',
    async send(message: MailMessage): Promise<SentMail> {
      assertSingleLineHeaders(message);
      const date = now();
      // Colons and dots are swapped for dashes: the name stays sortable and valid on every file system.
      const stamp = date.toISOString().replace(/[:.]/g, '-');
      const id = `${stamp}-${subjectSlug(message.subject)}-${randomUUID().slice(0, 8)}`;
      const record: OutboxRecord = {
        id,
        date: date.toISOString(),
        from: settings.from,
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html,
      };
      await mkdir(settings.dir, { recursive: true });
      const jsonPath = join(settings.dir, `${id}.json`);
      await writeFile(join(settings.dir, `${id}.eml`), toEml(record), 'utf8');
      // The JSON file is written last: whoever watches for it finds the .eml already there.
      await writeFile(jsonPath, `${JSON.stringify(record, null, 2)}\n`, 'utf8');
      log(`[outbox] mail to ${message.to}: "${message.subject}" -> ${jsonPath}`);
      return { id };
    },
  };
}
