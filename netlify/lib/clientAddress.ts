// The caller's network address for rate limits: Netlify's context first, then its forwarding headers.
import type { Context } from '@netlify/functions';

export function clientAddress(req: Request, context: Partial<Context> | undefined): string {
  const forwarded = req.headers.get('x-nf-client-connection-ip') ?? req.headers.get('x-forwarded-for')?.split(',')[0];
  return (context?.ip || forwarded || 'unknown').trim();
}
