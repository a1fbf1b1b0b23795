// One endpoint path, one defineHandler per method (each with its own body or query schema and auth).
import type { Context } from '@netlify/functions';
import { methodNotAllowed, type HttpMethod, type NetlifyHandler } from './handler';

export function routeByMethod(handlers: Partial<Record<HttpMethod, NetlifyHandler>>): NetlifyHandler {
  const allowed = Object.keys(handlers) as HttpMethod[];
  return async (req: Request, context: Context) => {
    const handler = handlers[req.method.toUpperCase() as HttpMethod];
    if (handler) return handler(req, context);
    return methodNotAllowed(req.method, allowed);
  };
}
