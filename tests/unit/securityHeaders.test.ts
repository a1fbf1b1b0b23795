// The security headers of the built site (dist/_headers) and of `npm start` come from one list: the dev server
// differs only where Vite needs it (the policy's script and connect sources, no HSTS on http://).
import { describe, expect, it } from 'vitest';
import { OTHER_HEADERS, devHeaders, headerPolicy } from '../../scripts/lib/security-headers.mjs';

describe('security headers', () => {
  it('both forms isolate the window from other sites (COOP) and forbid framing', () => {
    const dev: Record<string, string> = devHeaders({ authEmulatorHost: '127.0.0.1:9099' });
    for (const headers of [OTHER_HEADERS as Record<string, string>, dev]) {
      expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
      expect(headers['X-Frame-Options']).toBe('DENY');
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
    }
    const { 'Strict-Transport-Security': hsts, ...rest } = OTHER_HEADERS as Record<string, string>;
    expect(hsts).toMatch(/max-age=\d{8,}/);
    const { 'Content-Security-Policy': devPolicy, ...devRest } = dev;
    expect(devRest).toEqual(rest);
    expect(devPolicy).toContain("frame-ancestors 'none'");
    expect(devPolicy).toContain('http://127.0.0.1:9099');
    expect(headerPolicy([])).toContain('upgrade-insecure-requests');
    expect(devPolicy).not.toContain('upgrade-insecure-requests');
  });
});
