import { describe, expect, it } from 'vitest';
import { longDay, shortUtcDate } from '../../src/lib/text/days';

describe('shortUtcDate', () => {
  it("names every day as Intl's en-GB day, short month and year in UTC do", () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++)
      for (const day of [1, 9, 10, 28]) {
        const date = new Date(Date.UTC(2026, month, day, 12));
        expect(shortUtcDate(date)).toBe(intl.format(date));
      }
    expect(shortUtcDate(new Date('2026-09-05T00:00:00Z'))).toBe('5 Sept 2026');
  });

  it('takes the UTC day, not the local one, at the edges of a day', () => {
    expect(shortUtcDate(new Date('2026-12-31T23:59:59Z'))).toBe('31 Dec 2026');
    expect(shortUtcDate(new Date('2027-01-01T00:00:00Z'))).toBe('1 Jan 2027');
  });
});

describe('longDay', () => {
  it("names every month as Intl's en-GB long date does, in the reader's zone or in UTC", () => {
    const local = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    const utc = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 15, 12));
      expect(longDay(date)).toBe(local.format(date));
      expect(longDay(date, 'UTC')).toBe(utc.format(date));
    }
  });
});
