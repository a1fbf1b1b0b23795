// GET /api/public-config: the Firebase web SDK configuration for islands, the public part of the one environment
// schema (src/lib/environment.ts), read at run time (once per instance), so one build works in every environment.
// Public values only (no secrets), the same for everyone, so a CDN may keep it for five minutes. Every app page
// asks for it first: it is built on publicHandlerFor, which loads no firebase-admin. A bad variable
// (EnvironmentError names it) is said in the log, never to the caller.
import { publicConfigRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { environment } from '../../src/lib/environment';
import { publicHandlerFor } from '../lib/publicHandler';

export default publicHandlerFor(publicConfigRoute)({
  cacheControl: 'public, max-age=300',
  handle: () => environment().publicFirebase,
});

export const config: Config = { path: '/api/public-config' };
