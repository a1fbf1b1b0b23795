// The browser client for POST /api/auth-email-link: asks for a sign-in link or a password reset e-mail.
import { AUTH_LINK_ROUTE, type AuthLinkPurpose } from '../lib/authLinks';
import { apiFetch } from './client';

export function requestAuthLink(purpose: AuthLinkPurpose, email: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(AUTH_LINK_ROUTE, { body: { purpose, email } });
}
