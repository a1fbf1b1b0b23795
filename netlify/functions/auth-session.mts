// /api/auth/session: the site's sign-in session (netlify/lib/account/session.ts).
//   POST {idToken}  after any sign-in: the ID token traded for the session cookie `__session` (httpOnly, Secure,
//                   SameSite=Lax, 14 days); from the site's own pages only.
//   GET             who the cookie names ({user: {uid, email, displayName, isAdmin, …}}, {user: null} without a valid one).
//   DELETE          sign-out: clears the cookie and ends every session of the account.
import type { Config } from '@netlify/functions';
import { authSessionEndRoute, authSessionRoute, authSessionStartRoute } from '../../src/api/contract';
import { sessionStartSchema } from '../../src/lib/account/sessionSchema';
import { endSession, sessionWho, startSession } from '../lib/account/session';
import { handlerFor } from '../lib/handler';
import { routeByMethod } from '../lib/methodRouter';

const start = handlerFor(authSessionStartRoute)({
  auth: 'public',
  body: sessionStartSchema,
  maxBodyBytes: 16 * 1024,
  handle: ({ req, body }) => startSession(req, body.idToken),
});

const who = handlerFor(authSessionRoute)({
  auth: 'public',
  handle: ({ req }) => sessionWho(req),
});

const end = handlerFor(authSessionEndRoute)({
  auth: 'public',
  handle: ({ req }) => endSession(req),
});

export default routeByMethod({ GET: who, POST: start, DELETE: end });

export const config: Config = { path: '/api/auth/session' };
