// POST /api/send-contact-email (spec 2.8, 7): a visitor's message to the practitioner. Public, so it has a
// honeypot (filled in: answer as if sent, send nothing), a per-address and an overall hourly limit kept in
// Firestore (only messages sent count) and HTML-escaped mail content (netlify/lib/contact/).
import { sendContactEmailRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { contactMessageSchema } from '../../src/lib/contact/message';
import { acceptFormPosts } from '../lib/formPost';
import { handlerFor } from '../lib/handler';
import { services } from '../lib/compose';
import { sendContactMessage, sendWithinContactAllowance } from '../lib/contact/contactMessage';
import { clientAddress } from '../lib/clientAddress';

// The rules and the allowance live in the contact capability; the tests read them from here too.
export { BUSY_MESSAGE, CONTACT_OVERALL_LIMIT, CONTACT_RATE_LIMIT, RATE_LIMIT_MESSAGE } from '../lib/contact/contactMessage';

// Without JavaScript the page posts the form itself: same checks, then a redirect to /contact/sent or /contact/not-sent.
export const CONTACT_FORM_POST = {
  fields: ['name', 'email', 'phone', 'subject', 'message', 'website'],
  successPath: '/contact/sent',
  failurePath: '/contact/not-sent',
  maxBodyBytes: 16 * 1024,
} as const;

export default acceptFormPosts(
  handlerFor(sendContactEmailRoute)({
    auth: 'public',
    body: contactMessageSchema,
    maxBodyBytes: 16 * 1024,
    handle: async ({ req, context, body }) => {
      // A robot filled in the hidden field: pretend all is well and send nothing.
      if (body.website) return { ok: true };
      await sendWithinContactAllowance(clientAddress(req, context), () => sendContactMessage(body, services().mailer));
      return { ok: true };
    },
  }),
  CONTACT_FORM_POST,
);

export const config: Config = { path: '/api/send-contact-email' };
