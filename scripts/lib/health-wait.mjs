// @ts-check
// Waiting for /api/health to answer 200, bounded. A local stack's first health call loads the function and opens
// its database client while the machine may be busy (a test lane beside it, the first compile): one slow or 503
// answer is not a failure, so the call is repeated until the deadline; only then does the start fail, naming what
// never became ready and where its log is.

/**
 * @typedef {{ status: number, failing: string[] } | { error: string }} HealthAnswer
 * @typedef {{
 *   timeoutMs?: number,
 *   intervalMs?: number,
 *   describe?: Record<string, string>,
 *   logs?: string,
 *   stillRunning?: () => string | null,
 * }} HealthWaitOptions
 *   timeoutMs: the whole wait; intervalMs: the pause between calls; describe: a phrase per integration name of
 *   /api/health's `failing` list (e.g. database -> 'the database (the Firestore emulator on 127.0.0.1:8080)');
 *   logs: where to look, for the message; stillRunning: null while the server runs, else why it stopped.
 */

// As long as the one call it replaces was allowed (the first call loads the function on a busy machine).
export const HEALTH_WAIT_MS = 120_000;

/**
 * One call, with the time left as its deadline: the status and the failing integrations, or why there was no answer.
 * @param {string} url
 * @param {number} timeoutMs
 * @returns {Promise<HealthAnswer>}
 */
async function askHealth(url, timeoutMs) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, timeoutMs)) });
    /** @type {unknown} */
    const body = await response.json().catch(() => null);
    const failing = /** @type {{ failing?: unknown } | null} */ (body)?.failing;
    return { status: response.status, failing: Array.isArray(failing) ? failing.map(String) : [] };
  } catch (error) {
    const name = /** @type {Error} */ (error).name;
    return { error: name === 'TimeoutError' || name === 'AbortError' ? 'no answer in time' : /** @type {Error} */ (error).message };
  }
}

/**
 * The sentence for a health check that never passed: what was not ready, for how long, the last answer, the logs.
 * @param {HealthAnswer | undefined} last
 * @param {{ url: string, seconds: number, describe?: Record<string, string>, logs?: string }} context
 */
export function notReadyMessage(last, { url, seconds, describe = {}, logs }) {
  const path = new URL(url).pathname;
  const see = logs ? `; see ${logs}` : '';
  if (!last || 'error' in last) {
    return `the functions did not answer ${path} within ${seconds} s (${last?.error ?? 'no call completed'})${see}`;
  }
  if (last.failing.length) {
    const what = last.failing.map((name) => describe[name] ?? name).join(' and ');
    return `${what} did not become ready within ${seconds} s: ${path} still answered ${last.status} (failing: ${last.failing.join(', ')})${see}`;
  }
  return `the functions answered ${last.status} at ${path} for ${seconds} s${see}`;
}

/**
 * Calls `url` until it answers 200 or `timeoutMs` has passed; throws an Error with notReadyMessage's words.
 * @param {string} url
 * @param {HealthWaitOptions} [options]
 * @returns {Promise<{ calls: number }>}
 */
export async function waitForHealth(url, { timeoutMs = HEALTH_WAIT_MS, intervalMs = 1000, describe, logs, stillRunning } = {}) {
  const deadline = Date.now() + timeoutMs;
  /** @type {HealthAnswer | undefined} */
  let last;
  let calls = 0;
  while (Date.now() < deadline) {
    const stopped = stillRunning?.();
    if (stopped) throw new Error(stopped);
    const answer = await askHealth(url, deadline - Date.now());
    calls += 1;
    if ('status' in answer && answer.status === 200) return { calls };
    // A last call cut short by the deadline says less than an answer before it: the message keeps the answer.
    if (!('error' in answer) || !last || 'error' in last) last = answer;
    const pause = Math.min(intervalMs, deadline - Date.now());
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
  }
  throw new Error(notReadyMessage(last, { url, seconds: Number((timeoutMs / 1000).toFixed(1)), describe, logs }));
}
