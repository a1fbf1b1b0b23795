// Cloud mail: Mailgun's HTTP API through the official mailgun.js client.
import Mailgun from 'mailgun.js';
import { backendTimeoutMs, withDeadlines } from '../../faults';
import { assertSingleLineHeaders, type Mailer, type MailMessage, type SentMail } from './mailer';

export type MailgunSettings = {
  apiKey: string;
  domain: string;
  /** https://api.mailgun.net (US), https://api.eu.mailgun.net (EU), or a test server. */
  baseUrl: string;
  from: string;
  timeoutMs?: number;
  /** An HTTP proxy to send through (mailgun.js's own option; tests use it to see which region is addressed). */
  proxy?: { protocol: 'http' | 'https'; host: string; port: number };
};

export function createMailgunMailer(settings: MailgunSettings): Mailer {
  // Node's built-in FormData: mailgun.js posts the message as multipart form fields.
  const client = new Mailgun(FormData).client({
    username: 'api',
    key: settings.apiKey,
    url: settings.baseUrl,
    timeout: settings.timeoutMs ?? backendTimeoutMs(),
    ...(settings.proxy ? { proxy: settings.proxy } : {}),
  });

  // An outage or timeout becomes a 503 naming the e-mail service.
  return withDeadlines('mail', {
    mode: 'mailgun',
    async send(message: MailMessage): Promise<SentMail> {
      assertSingleLineHeaders(message);
      const result = await client.messages.create(settings.domain, {
        from: settings.from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { 'h:Reply-To': message.replyTo } : {}),
      });
      if (!result.id) throw new Error(`Mailgun accepted no message (status ${result.status}): ${result.message ?? ''}`);
      return { id: result.id };
    },
  });
}
