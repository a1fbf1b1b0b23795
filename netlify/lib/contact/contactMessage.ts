// A visitor's message to the practitioner (spec 2.8, 7): public, so every message counts against a per-address and
// an overall hourly allowance kept in Firestore (netlify/lib/rateLimit.ts); the mail goes to the contact address of
// the site settings, in the site's mail frame, every value escaped (mail/contactMessage.ts).
import { getSiteSettings } from '../../../src/content/siteSettings';
import type { ContactMessage } from '../../../src/lib/contactMessage';
import { brandFromSettings } from '../adapters/mail/layout';
import type { Mailer } from '../adapters/mail/mailer';
import { takeRateLimit } from '../rateLimit';
import { contactMessageMail } from './mail/contactMessage';

/** At most this many messages per address per hour. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
/** And at most this many from everyone together per hour: many addresses cannot flood the practitioner's inbox. */
export const CONTACT_OVERALL_LIMIT = { max: 50, windowMs: 60 * 60 * 1000 } as const;
export const RATE_LIMIT_MESSAGE =
  'You have sent several messages in a short time. Please wait an hour before sending another, or email me directly.';
export const BUSY_MESSAGE = 'The contact form has received a lot of messages this hour. Please try again later, or email me directly.';

/** Counts one message for the address and for the site; throws 429 once either allowance is used up. */
export async function takeContactAllowance(address: string, now = Date.now()): Promise<void> {
  await takeRateLimit({ scope: 'contact-address', ...CONTACT_RATE_LIMIT, message: RATE_LIMIT_MESSAGE }, address, now);
  await takeRateLimit({ scope: 'contact-all', ...CONTACT_OVERALL_LIMIT, message: BUSY_MESSAGE }, 'all', now);
}

/** Sends the message to the practitioner's contact address. */
export async function sendContactMessage(message: ContactMessage, mailer: Mailer): Promise<void> {
  const settings = await getSiteSettings();
  await mailer.send(contactMessageMail(message, settings.contact.email, brandFromSettings(settings)));
}
