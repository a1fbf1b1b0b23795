import { describe, expect, it } from 'vitest';
import { returnPathFrom, signInPathFor } from '../../src/lib/account/returnTo';

describe('signInPathFor', () => {
  it('names the page to come back to, with its query', () => {
    expect(signInPathFor('/course/quantum-alchemy-breathwork/session/quantum-alchemy-breathwork-2')).toBe(
      '/auth?next=%2Fcourse%2Fquantum-alchemy-breathwork%2Fsession%2Fquantum-alchemy-breathwork-2',
    );
    expect(signInPathFor('/account?tab=records')).toBe('/auth?next=%2Faccount%3Ftab%3Drecords');
  });

  it('is plain /auth from the home page and from /auth itself', () => {
    expect(signInPathFor('/')).toBe('/auth');
    expect(signInPathFor('/auth')).toBe('/auth');
  });
});

describe('returnPathFrom', () => {
  it('reads back what signInPathFor wrote', () => {
    for (const path of ['/course-dashboard', '/course/a/session/b', '/account?tab=records', '/admin']) {
      expect(returnPathFrom(new URL(signInPathFor(path), 'http://127.0.0.1').search)).toBe(path);
    }
  });

  it('follows only pages of this site', () => {
    for (const next of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
      '//[',
      'course',
      '/auth',
      '/auth?next=/x',
      '',
    ])
      expect(returnPathFrom(`?next=${encodeURIComponent(next)}`), next).toBeNull();
    expect(returnPathFrom('')).toBeNull();
  });
});
