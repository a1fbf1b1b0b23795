// One endpoint path, one handler per method (each with its own body or query schema and caller check).
import type { Context } from '@netlify/functions';
import type { HttpMethod } from '../../src/api/route';
import { methodNotAllowed, type NetlifyHandler } from './handlerBasics';

export function routeByMethod(handlers: Partial<Record<HttpMethod, NetlifyHandler>>): NetlifyHandler {
  const allowed = Object.keys(handlers) as HttpMethod[];
  return async (req: Request, context: Context) => {
    const handler = handlers[req.method.toUpperCase() as HttpMethod];
    if (handler) return handler(req, context);
    return methodNotAllowed(req.method, allowed);
  };
}
