// The session cookie's header and the origin rule for cookie-carried writes (netlify/lib/sessionCookie.ts,
// netlify/lib/requestOrigin.ts): pure, checked here for every form a browser may send.
import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite, isOwnOrigin, requestOrigin } from '../../netlify/lib/requestOrigin';
import { sessionCookieHeader, sessionCookieValue } from '../../netlify/lib/sessionCookie';

const SITE = 'https://www.example.com';
const withHeaders = (method: string, headers: Record<string, string>) => ({ method, headers: new Headers(headers) });

describe('the session cookie', () => {
  it('is httpOnly, SameSite=Lax, Secure and lasts 14 days on an https site', () => {
    expect(sessionCookieHeader('abc.def', SITE)).toBe('__session=abc.def; Path=/; Max-Age=1209600; HttpOnly; SameSite=Lax; Secure');
  });

  it('leaves Secure out only for plain http on this machine', () => {
    for (const local of ['http://127.0.0.1:4321', 'http://localhost:9590', 'http://[::1]:4321']) {
      expect(sessionCookieHeader('v', local), local).not.toMatch(/Secure/);
    }
    for (const remote of ['http://www.example.com', 'https://127.0.0.1:4321', 'https://deploy-preview-3--site.netlify.app']) {
      expect(sessionCookieHeader('v', remote), remote).toMatch(/; Secure$/);
    }
  });

  it('is cleared with Max-Age=0', () => {
    expect(sessionCookieHeader(null, SITE)).toBe('__session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
  });

  it('is read from the Cookie header among others, and only by its exact name', () => {
    const value = (cookie: string | null) => sessionCookieValue({ headers: new Headers(cookie === null ? {} : { cookie }) });
    expect(value('theme=calm; __session=abc.def-ghi; other=1')).toBe('abc.def-ghi');
    expect(value('__session=xyz')).toBe('xyz');
    expect(value('x__session=nope; __sessions=nope')).toBeNull();
    expect(value('__session=')).toBeNull();
    expect(value(null)).toBeNull();
  });
});

describe('the origin of a cookie-carried write', () => {
  it('is the Origin header, else the Referer’s origin', () => {
    expect(requestOrigin(new Headers({ origin: SITE, referer: 'https://elsewhere.example/x' }))).toBe(SITE);
    expect(requestOrigin(new Headers({ referer: `${SITE}/account?x=1` }))).toBe(SITE);
    expect(requestOrigin(new Headers({ referer: 'not a url' }))).toBeNull();
    expect(requestOrigin(new Headers())).toBeNull();
  });

  it('must be the site’s own (scheme, host and port), never "null" or a look-alike', () => {
    expect(isOwnOrigin(SITE, SITE)).toBe(true);
    for (const other of [
      'http://www.example.com',
      'https://example.com',
      'https://www.example.com.evil.example',
      'https://www.example.com:8443',
      'null',
      '',
    ]) {
      expect(isOwnOrigin(other, SITE), other).toBe(false);
    }
  });

  it('counts 127.0.0.1 and localhost on the same port as one site on this machine', () => {
    expect(isOwnOrigin('http://localhost:4321', 'http://127.0.0.1:4321')).toBe(true);
    expect(isOwnOrigin('http://127.0.0.1:4321', 'http://localhost:4321')).toBe(true);
    expect(isOwnOrigin('http://localhost:4322', 'http://127.0.0.1:4321')).toBe(false);
    expect(isOwnOrigin('http://localhost:4321', SITE)).toBe(false);
  });

  it('is checked for POST, PUT, PATCH and DELETE only', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'delete']) {
      expect(isCrossSiteWrite(withHeaders(method, { origin: 'https://elsewhere.example' }), SITE), method).toBe(true);
      expect(isCrossSiteWrite(withHeaders(method, {}), SITE), `${method} without Origin or Referer`).toBe(true);
      expect(isCrossSiteWrite(withHeaders(method, { origin: SITE }), SITE), method).toBe(false);
      expect(isCrossSiteWrite(withHeaders(method, { referer: `${SITE}/account` }), SITE), method).toBe(false);
    }
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(isCrossSiteWrite(withHeaders(method, { origin: 'https://elsewhere.example' }), SITE), method).toBe(false);
    }
  });
});
