// POST /api/send-contact-email (spec 2.8, 7): a visitor's message to the practitioner. Public, so it has a
// honeypot (filled in: answer as if sent, send nothing), a per-address and an overall hourly limit kept in
// Firestore (netlify/lib/rateLimit.ts) and HTML-escaped mail content.
import type { Config } from '@netlify/functions';
import { getSiteSettings } from '../../src/content/siteSettings';
import { contactMessageSchema, type ContactMessage } from '../../src/lib/contactMessage';
import { acceptFormPosts } from '../lib/formPost';
import { defineHandler } from '../lib/handler';
import { takeRateLimit } from '../lib/rateLimit';
import { services } from '../lib/compose';
import { contactMessageMail } from '../lib/contact/mail/contactMessage';
import { brandFromSettings, type MailBrand } from '../lib/adapters/mail/layout';
import { clientAddress } from '../lib/clientAddress';

/** At most this many messages per address per hour. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
/** And at most this many from everyone together per hour: many addresses cannot flood the practitioner's inbox. */
export const CONTACT_OVERALL_LIMIT = { max: 50, windowMs: 60 * 60 * 1000 } as const;
export const RATE_LIMIT_MESSAGE =
  'You have sent several messages in a short time. Please wait an hour before sending another, or email me directly.';
export const BUSY_MESSAGE =
  'The contact form has received a lot of messages this hour. Please try again later, or email me directly.';


/** Counts one message for the address and for the site; throws 429 once either allowance is used up. */
export async function takeContactAllowance(address: string, now = Date.now()): Promise<void> {
  await takeRateLimit({ scope: 'contact-address', ...CONTACT_RATE_LIMIT, message: RATE_LIMIT_MESSAGE }, address, now);
  await takeRateLimit({ scope: 'contact-all', ...CONTACT_OVERALL_LIMIT, message: BUSY_MESSAGE }, 'all', now);
}

/** The message to the practitioner (template in netlify/lib/services/mail/templates/contactMessage.ts). */
export function contactMail(message: ContactMessage, practitionerEmail: string, brand: MailBrand) {
  return contactMessageMail(message, practitionerEmail, brand);
}

// Without JavaScript the page posts the form itself: same checks, then a redirect to /contact/sent or /contact/not-sent.
export const CONTACT_FORM_POST = {
  fields: ['name', 'email', 'phone', 'subject', 'message', 'website'],
  successPath: '/contact/sent',
  failurePath: '/contact/not-sent',
  maxBodyBytes: 16 * 1024,
} as const;

export default acceptFormPosts(defineHandler({
  methods: ['POST'],
  auth: 'public',
  body: contactMessageSchema,
  maxBodyBytes: 16 * 1024,
  handle: async ({ req, context, body }) => {
    // A robot filled in the hidden field: pretend all is well and send nothing.
    if (body.website) return { ok: true };
    await takeContactAllowance(clientAddress(req, context));
    const settings = await getSiteSettings();
    await services().mailer.send(contactMail(body, settings.contact.email, brandFromSettings(settings)));
    return { ok: true };
  },
}), CONTACT_FORM_POST);

export const config: Config = { path: '/api/send-contact-email' };
