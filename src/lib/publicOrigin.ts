// The site's own public address, from configuration only: links in e-mails and the addresses a buyer is sent
// back to after paying must never come from a request's Host header or URL, which a caller controls.
// Pure (no Node APIs), so the functions and the unit tests share one answer.
import { authMode, isWebAddress, readVariable, type EnvSource } from './environment.ts';

export const PUBLIC_ORIGIN_UNKNOWN = "The site's public address is not configured: set URL to it (Netlify sets URL on every deploy)";

/**
 * `URL` when set (Netlify sets it in every context; `npm start` and `npm run serve` set it to their printed
 * address); otherwise, in local mode only (Auth emulator), the default local address; otherwise an error.
 */
export function publicOrigin(env: EnvSource): string {
  const configured = (env.URL ?? '').trim();
  if (configured) {
    if (!isWebAddress(configured)) throw new Error(`URL "${configured}" is not an http(s) address`);
    return new URL(configured).origin;
  }
  if (authMode(env) === 'emulator') return `http://127.0.0.1:${readVariable('PORT', env)}`;
  throw new Error(PUBLIC_ORIGIN_UNKNOWN);
}
