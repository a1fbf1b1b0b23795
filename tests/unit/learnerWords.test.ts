import { describe, expect, it } from 'vitest';
import { clockText, dashboardGreeting, isFirstVisit, learnerName, resumeLine } from '../../src/lib/learning/words';

const now = Date.parse('2026-11-23T12:00:00Z');
const at = (iso: string) => new Date(iso).toUTCString();

describe('dashboard greeting', () => {
  it('greets a brand-new account with its full name, without "back"', () => {
    const facts = {
      fullName: 'Juniper Hale',
      email: 'juniper@example.com',
      createdAt: at('2026-11-23T11:59:00Z'),
      lastSignInAt: at('2026-11-23T11:59:00Z'),
    };
    expect(dashboardGreeting(facts, now)).toBe('Welcome, Juniper Hale');
  });

  it('says "Welcome back" once the account has signed in again or is older than an hour', () => {
    expect(
      dashboardGreeting(
        {
          fullName: 'Juniper Hale',
          email: 'j@example.com',
          createdAt: at('2026-11-23T11:30:00Z'),
          lastSignInAt: at('2026-11-23T11:50:00Z'),
        },
        now,
      ),
    ).toBe('Welcome back, Juniper Hale');
    expect(
      dashboardGreeting(
        {
          fullName: 'Juniper Hale',
          email: 'j@example.com',
          createdAt: at('2026-11-20T09:00:00Z'),
          lastSignInAt: at('2026-11-20T09:00:00Z'),
        },
        now,
      ),
    ).toBe('Welcome back, Juniper Hale');
  });

  it('uses the full name, then the display name, then the e-mail', () => {
    expect(learnerName({ fullName: ' Ada Lovelace ', displayName: 'Ada', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(learnerName({ fullName: '', displayName: 'Ada L', email: 'ada@example.com' })).toBe('Ada L');
    expect(learnerName({ fullName: null, email: 'ada@example.com' })).toBe('ada@example.com');
  });

  it('treats unknown dates as a returning learner', () => {
    expect(isFirstVisit({}, now)).toBe(false);
    expect(dashboardGreeting({ email: 'x@example.com' }, now)).toBe('Welcome back, x@example.com');
  });
});

describe('resume line', () => {
  it('names where the video picks up, never "0 min"', () => {
    expect(resumeLine(42, true)).toBe('Continue where you left off: the video picks up at 0:42.');
    expect(resumeLine(3725, true)).toBe('Continue where you left off: the video picks up at 1:02:05.');
    expect(resumeLine(0, true)).toBeNull();
    expect(resumeLine(0.4, false)).toBeNull();
  });

  it('without a video it tells the time spent so far', () => {
    expect(resumeLine(61, false)).toBe('Continue where you left off: 1:01 spent in this session so far.');
  });

  it('formats clocks', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(599)).toBe('9:59');
  });
});
