// Asks Netlify for one site rebuild (a build hook: POST to NETLIFY_BUILD_HOOK_URL) after a course change the
// pre-rendered pages show. Without the variable (local runs) nothing is called. A hook that fails or is slow never
// undoes the saved change: the outcome is reported to the admin and logged.
import type { RebuildOutcome } from '../../../src/lib/courseSchemas';
import { backendTimeoutMs } from '../faults';

export const BUILD_HOOK_VARIABLE = 'NETLIFY_BUILD_HOOK_URL';

/** https, or plain http to this machine (tests and local stand-ins); anything else is refused. */
export function buildHookUrl(env: Readonly<Record<string, string | undefined>> = process.env): URL | null {
  const value = env[BUILD_HOOK_VARIABLE]?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${BUILD_HOOK_VARIABLE} is not a web address`);
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new Error(`${BUILD_HOOK_VARIABLE} must be an https:// address`);
  return url;
}

/** One POST to the build hook, titled with the reason (Netlify shows it in the deploy list). */
export async function requestRebuild(
  reason: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
  fetchImpl: typeof fetch = fetch,
): Promise<RebuildOutcome> {
  let url: URL | null;
  try {
    url = buildHookUrl(env);
  } catch (error) {
    console.error(`[build-hook] ${(error as Error).message}: no rebuild requested`);
    return 'failed';
  }
  if (!url) return 'not-configured';
  url.searchParams.set('trigger_title', reason.slice(0, 200));
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.timeout(backendTimeoutMs(env)),
    });
    if (response.ok) return 'requested';
    console.error(`[build-hook] the build hook answered ${response.status}: no rebuild started`);
  } catch (error) {
    console.error('[build-hook] the build hook could not be reached: no rebuild started', error);
  }
  return 'failed';
}
