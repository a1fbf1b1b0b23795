// The caller's network address for rate limits: Netlify's context first, then its forwarding headers. An IPv6
// caller is its /64 network (one home or server gets a whole /64, so each of its addresses is not another caller);
// an IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from '@netlify/functions';

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.toLowerCase().split('::');
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  const left = part(head);
  const right = part(tail);
  // A trailing IPv4 (::ffff:192.0.2.1) stands for two groups.
  const last = right.length ? right : left;
  if (isIPv4(last.at(-1) ?? '')) {
    const [a, b, c, d] = last.pop()!.split('.').map(Number) as [number, number, number, number];
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/** The identity a rate limit counts for an address: IPv4 as it is, IPv6 as its /64 network. */
export function callerIdentity(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups;
  if (g0 === '0' && g1 === '0' && g2 === '0' && g3 === '0' && g4 === '0' && g5 === 'ffff') {
    const word = (group: string | undefined) => parseInt(group ?? '0', 16);
    return [word(g6) >> 8, word(g6) & 255, word(g7) >> 8, word(g7) & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

export function clientAddress(req: Request, context: Partial<Context> | undefined): string {
  const forwarded = req.headers.get('x-nf-client-connection-ip') ?? req.headers.get('x-forwarded-for')?.split(',')[0];
  return callerIdentity((context?.ip || forwarded || 'unknown').trim());
}
