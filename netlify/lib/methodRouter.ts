// One endpoint path, one defineHandler per method (each with its own body or query schema and auth).
import type { Context } from '@netlify/functions';
import { json, type HttpMethod, type NetlifyHandler } from './handler';

export function routeByMethod(handlers: Partial<Record<HttpMethod, NetlifyHandler>>): NetlifyHandler {
  const allowed = Object.keys(handlers) as HttpMethod[];
  return async (req: Request, context: Context) => {
    const handler = handlers[req.method.toUpperCase() as HttpMethod];
    if (handler) return handler(req, context);
    return json(
      { error: `Method ${req.method} is not allowed here. Use ${allowed.join(' or ')}.` },
      { status: 405, headers: { allow: allowed.join(', ') } },
    );
  };
}
