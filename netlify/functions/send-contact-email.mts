// POST /api/send-contact-email (spec 2.8, 7): a visitor's message to the practitioner. Public, so it has a
// honeypot (filled in: answer as if sent, send nothing), a per-address rate limit kept in Firestore
// (rate_limits/{sha256 of the address}, updated in a transaction) and HTML-escaped mail content.
import { createHash } from 'node:crypto';
import type { Config, Context } from '@netlify/functions';
import { getSiteSettings } from '../../src/content/siteSettings';
import { contactMessageSchema, type ContactMessage } from '../../src/lib/contactMessage';
import { HttpError } from '../../src/lib/http';
import { db } from '../lib/firebase';
import { acceptFormPosts } from '../lib/formPost';
import { defineHandler } from '../lib/handler';
import { services } from '../lib/services/index';
import { contactMessageMail } from '../lib/services/mail/templates/contactMessage';
import { brandFromSettings, type MailBrand } from '../lib/services/mail/templates/layout';

/** At most this many messages per address per window. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
export const RATE_LIMIT_MESSAGE =
  'You have sent several messages in a short time. Please wait an hour before sending another, or email me directly.';

/** The caller's address: Netlify's context, else the proxy headers, else one shared bucket. */
export function clientAddress(req: Request, context: Partial<Context> | undefined): string {
  const forwarded = req.headers.get('x-nf-client-connection-ip') ?? req.headers.get('x-forwarded-for')?.split(',')[0];
  return (context?.ip || forwarded || 'unknown').trim();
}

/** Counts one message for the address; throws 429 once the window's allowance is used up. */
export async function takeRateLimit(address: string, now = Date.now()): Promise<void> {
  const firestore = await db();
  // Only a hash of the address is stored: the limit works without keeping anyone's IP.
  const id = createHash('sha256').update(`contact:${address}`).digest('hex');
  const ref = firestore.collection('rate_limits').doc(id);
  const allowed = await firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const data = snapshot.data() as { count?: number; window_start?: number } | undefined;
    const fresh = !data || typeof data.window_start !== 'number' || now - data.window_start >= CONTACT_RATE_LIMIT.windowMs;
    const count = fresh ? 0 : (data.count ?? 0);
    if (count >= CONTACT_RATE_LIMIT.max) return false;
    const windowStart = fresh ? now : data!.window_start!;
    tx.set(ref, {
      scope: 'contact',
      count: count + 1,
      window_start: windowStart,
      // For a Firestore TTL policy on expires_at: old counters delete themselves.
      expires_at: new Date(windowStart + CONTACT_RATE_LIMIT.windowMs),
    });
    return true;
  });
  if (!allowed) throw new HttpError(429, RATE_LIMIT_MESSAGE, { headers: { 'retry-after': String(CONTACT_RATE_LIMIT.windowMs / 1000) } });
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
    await takeRateLimit(clientAddress(req, context));
    const settings = await getSiteSettings();
    await services().mailer.send(contactMail(body, settings.contact.email, brandFromSettings(settings)));
    return { ok: true };
  },
}), CONTACT_FORM_POST);

export const config: Config = { path: '/api/send-contact-email' };
