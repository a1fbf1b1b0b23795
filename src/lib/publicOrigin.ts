// The site's own public address, from configuration only: links in e-mails and the addresses a buyer is sent
// back to after paying must never come from a request's Host header or URL, which a caller controls.
// Pure (no Node APIs), so the functions and the unit tests share one answer.
import { authMode, isWebAddress, PREVIEW_CONTEXTS, readVariable, type EnvSource } from './environment.ts';

export const PUBLIC_ORIGIN_UNKNOWN = "The site's public address is not configured: set URL to it (Netlify sets URL on every deploy)";

/**
 * On a deploy preview or branch deploy (CONTEXT), its own address `DEPLOY_PRIME_URL`: a tester's e-mails lead back
 * to the preview, not to production. Otherwise `URL` when set (Netlify sets it in every context to production's
 * address; `npm start` and `npm run serve` set it to their printed address); otherwise, in local mode only (Auth
 * emulator), the default local address; otherwise an error.
 */
export function publicOrigin(env: EnvSource): string {
  const preview = (env.DEPLOY_PRIME_URL ?? '').trim();
  if (preview && PREVIEW_CONTEXTS.includes((env.CONTEXT ?? '').trim())) {
    if (!isWebAddress(preview)) throw new Error(`DEPLOY_PRIME_URL "${preview}" is not an http(s) address`);
    return new URL(preview).origin;
  }
  const configured = (env.URL ?? '').trim();
  if (configured) {
    if (!isWebAddress(configured)) throw new Error(`URL "${configured}" is not an http(s) address`);
    return new URL(configured).origin;
  }
  if (authMode(env) === 'emulator') return `http://127.0.0.1:${readVariable('PORT', env)}`;
  throw new Error(PUBLIC_ORIGIN_UNKNOWN);
}
