// What every mail implementation offers: send one message, get back an id to find it by.
import type { MailMode } from '../../../../src/lib/integrationModes';

export type MailMessage = {
  to: string;
  subject: string;
  /** Plain-text version, shown by clients that do not render HTML. */
  text: string;
  /** HTML version; callers escape any user-supplied text they put in it. */
  html: string;
  replyTo?: string;
};

export type SentMail = { id: string };

export interface Mailer {
  readonly mode: MailMode;
  send(message: MailMessage): Promise<SentMail>;
}

/** Header fields must be single lines: a newline in them would let input add headers of its own. */
export function assertSingleLineHeaders(message: MailMessage): void {
  for (const [name, value] of Object.entries({ to: message.to, subject: message.subject, replyTo: message.replyTo })) {
    if (value !== undefined && /[\r\n]/.test(value)) throw new Error(`Mail ${name} must not contain line breaks`);
  }
  if (!message.to.trim()) throw new Error('Mail needs a recipient');
}
