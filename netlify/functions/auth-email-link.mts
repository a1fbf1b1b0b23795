// POST /api/auth-email-link {purpose: 'sign-in' | 'password-reset', email, website?} -> {ok: true}:
// e-mails a sign-in link (completed on /course-access) or a password reset link (completed on
// /auth/set-password). Public, so: the same answer whether or not the address has an account, a honeypot
// (filled in: answer as if sent, send nothing) and hourly limits per caller, per address and overall, in which only
// e-mails sent count.
import { authEmailLinkRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { authLinkRequestSchema } from '../../src/lib/account/authLinkSchemas';
import { sendAuthLinkWithinAllowance } from '../lib/account/authLinks';
import { handlerFor } from '../lib/handler';
import { clientAddress } from '../lib/clientAddress';

export default handlerFor(authEmailLinkRoute)({
  auth: 'public',
  body: authLinkRequestSchema,
  maxBodyBytes: 4 * 1024,
  handle: async ({ req, context, body }) => {
    if (body.website) return { ok: true };
    await sendAuthLinkWithinAllowance(body.purpose, body.email, clientAddress(req, context));
    return { ok: true };
  },
});

export const config: Config = { path: '/api/auth-email-link' };
