// POST /api/auth-email-link's body (zod, used by the function; the browser only sends it, see src/api/authLinks.ts).
import * as z from 'zod';
import { AUTH_LINK_PURPOSES, type AuthLinkRequest } from './authLinks';
import { emailAddress, storableString } from '../fieldSchemas';

export const authLinkRequestSchema = z
  .object({
    purpose: z.enum(AUTH_LINK_PURPOSES, { error: `purpose must be one of: ${AUTH_LINK_PURPOSES.join(', ')}` }),
    email: emailAddress('Email'),
    // The honeypot: a hidden field people leave empty and form-filling robots do not.
    website: storableString('website').max(200, 'website is too long').optional(),
  })
  .strict() satisfies z.ZodType<unknown, AuthLinkRequest>;
