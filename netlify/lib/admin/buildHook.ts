// Asks Netlify for one site rebuild (a build hook: POST to NETLIFY_BUILD_HOOK_URL) after a course change the
// pre-rendered pages show. Without the variable (local runs) nothing is called. A hook that fails or is slow never
// undoes the saved change: the outcome is reported to the admin and logged.
import type { RebuildOutcome } from '../../../src/lib/admin/courseSchemas';
import { readVariable, type EnvSource } from '../../../src/lib/environment';
import { backendTimeoutMs } from '../faults';

/** The hook's address (checked by the environment schema: https, or plain http to this machine); null when unset. */
export function buildHookUrl(env: EnvSource = process.env): URL | null {
  const address = readVariable('NETLIFY_BUILD_HOOK_URL', env);
  return address ? new URL(address) : null;
}

/** One POST to the build hook, titled with the reason (Netlify shows it in the deploy list). */
export async function requestRebuild(
  reason: string,
  env: EnvSource = process.env,
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
