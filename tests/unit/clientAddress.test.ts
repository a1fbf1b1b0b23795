// Who a rate limit counts: an IPv4 caller by its address, an IPv6 caller by its /64 network (one home or server
// holds a whole /64, so stepping through its addresses is still one caller), an IPv4 address written as IPv6 as
// that IPv4 address.
import { describe, expect, it } from 'vitest';
import { callerIdentity, clientAddress } from '../../netlify/lib/clientAddress';

describe('caller identity', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(callerIdentity('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one caller, and another /64 apart', () => {
    const one = callerIdentity('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(one).toBe('2001:db8:1:2::/64');
    expect(callerIdentity('2001:0db8:0001:0002::1')).toBe(one);
    expect(callerIdentity('2001:DB8:1:2:ffff::')).toBe(one);
    expect(callerIdentity('2001:db8:1:3::1')).not.toBe(one);
    expect(callerIdentity('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(callerIdentity('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(callerIdentity('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('leaves anything else as it is', () => {
    expect(callerIdentity('unknown')).toBe('unknown');
    expect(callerIdentity('not:an:address')).toBe('not:an:address');
  });

  it("takes Netlify's context first, then its forwarding headers", () => {
    const req = new Request('https://site.example/', { headers: { 'x-forwarded-for': '2001:db8:1:2::9, 10.0.0.1' } });
    expect(clientAddress(req, {})).toBe('2001:db8:1:2::/64');
    expect(clientAddress(req, { ip: '198.51.100.4' })).toBe('198.51.100.4');
  });
});
