// A visitor's message to the practitioner (spec 2.8, 7): public, so every message counts against a per-address and
// an overall hourly allowance kept in Firestore (netlify/lib/rateLimit.ts: the caller's own first, then the shared
// one; only messages sent count); the mail goes to the contact address of the site settings, in the site's mail
// frame, every value escaped (mail/contactMessage.ts).
import { getSiteSettings } from '../../../src/content/siteSettings';
import type { ContactMessage } from '../../../src/lib/contact/message';
import { brandFromSettings } from '../adapters/mail/layout';
import type { Mailer } from '../adapters/mail/mailer';
import { SHARED_LIMIT_SHARDS, withinAllowances, type RateLimit } from '../rateLimit';
import { contactMessageMail } from './mail/contactMessage';

/** At most this many messages per address per hour. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
/** And at most this many from everyone together per hour: many addresses cannot flood the practitioner's inbox. */
export const CONTACT_OVERALL_LIMIT = { max: 50, windowMs: 60 * 60 * 1000 } as const;
export const RATE_LIMIT_MESSAGE =
  'You have sent several messages in a short time. Please wait an hour before sending another, or email me directly.';
export const BUSY_MESSAGE = 'The contact form has received a lot of messages this hour. Please try again later, or email me directly.';

const ADDRESS_LIMIT: RateLimit = { scope: 'contact-address', ...CONTACT_RATE_LIMIT, message: RATE_LIMIT_MESSAGE };
const OVERALL_LIMIT: RateLimit = { scope: 'contact-all', ...CONTACT_OVERALL_LIMIT, message: BUSY_MESSAGE, shards: SHARED_LIMIT_SHARDS };

/**
 * Sends the message when the address's and the site's allowances allow (429 otherwise); only a message sent uses
 * them up, so a refused or failed one leaves both as they were.
 */
export async function sendWithinContactAllowance(address: string, send: () => Promise<void>, now = Date.now()): Promise<void> {
  await withinAllowances(
    [
      { limit: ADDRESS_LIMIT, key: address },
      { limit: OVERALL_LIMIT, key: 'all' },
    ],
    send,
    now,
  );
}

/** Sends the message to the practitioner's contact address. */
export async function sendContactMessage(message: ContactMessage, mailer: Mailer): Promise<void> {
  const settings = await getSiteSettings();
  await mailer.send(contactMessageMail(message, settings.contact.email, brandFromSettings(settings)));
}
