// The handler of a public route that must stay light: no firebase-admin, no sign-in, no time budget, only what
// handlerBasics.ts gives every function (the deploy guard, the method check and its 405, JSON out, errors that
// show no internals). For a route every page calls first (GET /api/public-config), where loading firebase-admin
// would slow each cold start; every other function is written with handlerFor (handler.ts).
import type { Context } from '@netlify/functions';
import type { ResponseOf, RouteDeclaration } from '../../src/api/route';
import { errorResponse, json, refusalBeforeWork } from './handlerBasics';

/** Netlify passes its context; tests and scripts may call without one (the deploy context is then 'dev' or CONTEXT). */
export type PublicHandler = (req: Request, context?: Context) => Promise<Response>;

export type PublicHandlerOptions<Answer> = {
  /** Cache-Control of the answer: shared caches may keep a public answer that is the same for everyone. */
  cacheControl?: string;
  /** Returns the answer (sent as 200 JSON) or a Response (sent as is). */
  handle: (input: { req: Request; context: Context | undefined }) => Promise<Answer | Response> | Answer | Response;
};

/**
 * The handler of a declared public route without input (src/api/contract.ts): answers the route's method (a GET
 * also HEAD, which a CDN or a browser may send before it), and the compiler checks that `handle` returns the
 * route's response type. A route for signed-in callers or with input throws when the function loads.
 */
export function publicHandlerFor<R extends RouteDeclaration>(route: R) {
  if (route.auth !== 'public' || route.input !== 'none') {
    throw new Error(`${route.method} ${route.path} needs handlerFor: publicHandlerFor serves public routes without input`);
  }
  const allowed = [route.method];
  const accepted = route.method === 'GET' ? ['GET', 'HEAD'] : allowed;
  return (options: PublicHandlerOptions<ResponseOf<R>>): PublicHandler => {
    const headers = options.cacheControl ? { 'cache-control': options.cacheControl } : undefined;
    return async (req, context) => {
      const refusal = refusalBeforeWork(req, context, accepted, allowed);
      if (refusal) return refusal;
      try {
        const result = await options.handle({ req, context });
        return result instanceof Response ? result : json(result, { headers });
      } catch (error) {
        return errorResponse(error, req);
      }
    };
  };
}
