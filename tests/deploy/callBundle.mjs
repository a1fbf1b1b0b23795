// Runs in a plain Node process with the bundle's folder as working directory, as Netlify's runtime does:
// imports one bundled function (`netlify/functions/<name>.mjs` inside the bundle) and calls its default export
// with real Requests and a Netlify-shaped context. Imports nothing of this project, so a module the bundle
// lacks cannot be found elsewhere. Prints one JSON line: the answers, or the import error.
//   node callBundle.mjs <entry file> <calls as JSON: [{ method, path, headers?, body?, deployContext? }]>
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, callsJson] = process.argv.slice(2);
const calls = JSON.parse(callsJson);
const ORIGIN = 'http://127.0.0.1:8888';

/** What Netlify passes as the second argument (the fields these functions and their libraries may read). */
function netlifyContext(deployContext = 'dev') {
  return {
    account: { id: 'deploy-test' },
    cookies: { get: () => undefined, set: () => {}, delete: () => {} },
    deploy: { context: deployContext, id: 'deploy-test', published: false },
    geo: { city: 'London', country: { code: 'GB', name: 'United Kingdom' } },
    ip: '127.0.0.1',
    params: {},
    requestId: randomUUID(),
    server: { region: 'eu-west-2' },
    site: { id: 'deploy-test', name: 'deploy-test', url: ORIGIN },
    url: undefined,
    waitUntil: () => {},
  };
}

function finish(result) {
  // firebase-admin keeps connections open: leave as soon as the answer is written.
  process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));
}

// The bundle's own copies of the heavy SDKs, loaded before the first call as a warm instance has them: on a
// starved two-core machine their loading alone (seconds of CPU) could pass the request budget of the first call,
// and the deployed runtime's cold start is not this test's subject. Resolved from the bundle's folder only; one
// the bundle lacks is left to the function's own import, which then fails the call.
const fromBundle = createRequire(join(process.cwd(), 'warm-up.cjs'));
for (const name of ['firebase-admin/app', 'firebase-admin/auth', 'firebase-admin/firestore', '@google-cloud/firestore']) {
  try {
    fromBundle(name);
  } catch {
    // not in this bundle
  }
}

let handler;
try {
  handler = (await import(pathToFileURL(entry).href)).default;
  if (typeof handler !== 'function') throw new Error(`${entry} has no default export function`);
} catch (error) {
  finish({ importError: `${error?.code ?? ''} ${error?.message ?? error}`.trim() });
}

if (handler) {
  const answers = [];
  for (const call of calls) {
    const url = new URL(call.path, ORIGIN);
    const request = new Request(url, {
      method: call.method,
      headers: { ...(call.body === undefined ? {} : { 'content-type': 'application/json' }), ...call.headers },
      body: call.body === undefined ? undefined : typeof call.body === 'string' ? call.body : JSON.stringify(call.body),
    });
    try {
      const response = await handler(request, { ...netlifyContext(call.deployContext), url });
      const text = await response.text();
      answers.push({
        status: response.status,
        contentType: response.headers.get('content-type'),
        setCookie: response.headers.get('set-cookie'),
        text: text.slice(0, 200_000),
      });
    } catch (error) {
      answers.push({ thrown: `${error?.code ?? ''} ${error?.message ?? error}`.trim() });
    }
  }
  finish({ answers });
}
