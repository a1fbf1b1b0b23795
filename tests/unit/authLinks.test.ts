// The site's own addresses for sign-in and password reset links (src/lib/account/authLinks.ts): made from Firebase's
// action links (hosted or the Auth emulator's), on the origin given, carrying only what the browser SDK needs.
import { describe, expect, it } from 'vitest';
import { checkEmailMessage, passwordResetUrl, signInLinkProblem, signInLinkUrl } from '../../src/lib/account/authLinks';

const HOSTED =
  'https://demo.firebaseapp.com/__/auth/action?mode=signIn&oobCode=C0DE&apiKey=AIzaKey&continueUrl=https%3A%2F%2Fevil.example%2Fx&lang=en';
const EMULATOR = 'http://127.0.0.1:9099/emulator/action?mode=signIn&lang=en&oobCode=C0DE&apiKey=fake-api-key&continueUrl=http%3A%2F%2Fx';

describe('signInLinkUrl', () => {
  it('puts the code on /course-access of the given origin, dropping the continue address', () => {
    const url = new URL(signInLinkUrl('https://site.example', HOSTED)!);
    expect(url.origin + url.pathname).toBe('https://site.example/course-access');
    expect(Object.fromEntries(url.searchParams)).toEqual({ mode: 'signIn', oobCode: 'C0DE', apiKey: 'AIzaKey', lang: 'en' });
    expect(signInLinkUrl('http://127.0.0.1:4321', EMULATOR)).toBe(
      'http://127.0.0.1:4321/course-access?mode=signIn&oobCode=C0DE&apiKey=fake-api-key&lang=en',
    );
  });

  it('reads a link wrapped in link=, and refuses links without a code, an API key or the sign-in mode', () => {
    expect(signInLinkUrl('https://site.example', `https://x.page.link/?link=${encodeURIComponent(HOSTED)}`)).toContain('oobCode=C0DE');
    expect(signInLinkUrl('https://site.example', HOSTED.replace('oobCode=C0DE&', ''))).toBeNull();
    expect(signInLinkUrl('https://site.example', HOSTED.replace('apiKey=AIzaKey&', ''))).toBeNull();
    expect(signInLinkUrl('https://site.example', HOSTED.replace('mode=signIn', 'mode=resetPassword'))).toBeNull();
    expect(signInLinkUrl('https://site.example', 'not a link')).toBeNull();
  });
});

describe('passwordResetUrl', () => {
  it("opens the site's set-password page as a reset", () => {
    const url = new URL(passwordResetUrl('https://site.example', HOSTED.replace('mode=signIn', 'mode=resetPassword'), 'a@example.com')!);
    expect(url.origin + url.pathname).toBe('https://site.example/auth/set-password');
    expect(Object.fromEntries(url.searchParams)).toEqual({ oobCode: 'C0DE', email: 'a@example.com', purpose: 'reset' });
    expect(passwordResetUrl('https://site.example', 'https://x.example/?mode=resetPassword', 'a@example.com')).toBeNull();
  });
});

describe('words', () => {
  it('tells a used link from an expired one, and names the address in Check Your Email', () => {
    expect(signInLinkProblem('auth/invalid-action-code')).toBe('This sign-in link has already been used or has expired.');
    expect(signInLinkProblem('auth/expired-action-code')).toMatch(/has expired/);
    expect(signInLinkProblem('anything-else')).toBe('This sign-in link could not be used.');
    expect(checkEmailMessage('sign-in', 'a@example.com')).toContain('a@example.com');
    expect(checkEmailMessage('password-reset', 'a@example.com')).toContain('new password');
  });
});
