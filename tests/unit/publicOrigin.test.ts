import { describe, expect, it } from 'vitest';
import { PUBLIC_ORIGIN_UNKNOWN, publicOrigin } from '../../src/lib/publicOrigin';

const EMULATOR = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

describe('publicOrigin', () => {
  it('is the configured URL (its origin), in any mode', () => {
    expect(publicOrigin({ URL: 'https://www.example.com' })).toBe('https://www.example.com');
    expect(publicOrigin({ URL: ' https://www.example.com/some/path/ ' })).toBe('https://www.example.com');
    expect(publicOrigin({ ...EMULATOR, URL: 'http://127.0.0.1:5000', PORT: '4321' })).toBe('http://127.0.0.1:5000');
  });

  it('falls back to the local address only in local mode (Auth emulator)', () => {
    expect(publicOrigin(EMULATOR)).toBe('http://127.0.0.1:4321');
    expect(publicOrigin({ ...EMULATOR, PORT: '4400' })).toBe('http://127.0.0.1:4400');
  });

  it('refuses in cloud mode without URL, and a URL that is not a web address', () => {
    expect(() => publicOrigin({})).toThrow(PUBLIC_ORIGIN_UNKNOWN);
    expect(() => publicOrigin({ PORT: '4321' })).toThrow(PUBLIC_ORIGIN_UNKNOWN);
    expect(() => publicOrigin({ ...EMULATOR, URL: 'javascript:alert(1)' })).toThrow('is not an http(s) address');
  });
});
