// GET /api/public-config: the Firebase web SDK configuration for islands, the public part of the one environment
// schema (src/lib/environment.ts), read at run time (once per instance), so one build works in every environment. Public values only
// (no secrets), no caller check. Deliberately light (no firebase-admin): every app page asks for it first, so it is
// not built on handlerFor (whose sign-in check loads firebase-admin) and a CDN may keep it for five minutes; its answer
// is still the contract's type (publicConfigRoute).
import type { Config } from '@netlify/functions';
import type { publicConfigRoute, ResponseOf } from '../../src/api/contract';
import { environment } from '../../src/lib/environment';
import { errorBody } from '../../src/lib/http';

const headers = { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff' };

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response(JSON.stringify(errorBody(405, `Method ${req.method} is not allowed here. Use GET.`)), {
      status: 405,
      headers: { ...headers, allow: 'GET', 'cache-control': 'no-store' },
    });
  }
  let publicConfig: ResponseOf<typeof publicConfigRoute>;
  try {
    publicConfig = environment().publicFirebase;
  } catch (error) {
    // A bad variable (EnvironmentError names it): said in the log, never to the caller.
    console.error(`[api] ${error instanceof Error ? error.message : String(error)}`);
    return new Response(JSON.stringify(errorBody(500, 'Something went wrong. Please try again.')), {
      status: 500,
      headers: { ...headers, 'cache-control': 'no-store' },
    });
  }
  return new Response(JSON.stringify(publicConfig), { headers: { ...headers, 'cache-control': 'public, max-age=300' } });
}

export const config: Config = { path: '/api/public-config' };
