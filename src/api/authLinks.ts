// The browser client for POST /api/auth-email-link: asks for a sign-in link or a password reset e-mail.
import type { AuthLinkPurpose } from '../lib/account/authLinks';
import { authEmailLinkRoute } from './learnerContract';
import { call } from './client';

export function requestAuthLink(purpose: AuthLinkPurpose, email: string): Promise<{ ok: true }> {
  return call(authEmailLinkRoute, { purpose, email });
}
