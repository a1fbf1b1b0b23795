// Drip's pure rules: the day a session opens after an enrollment, whether it is open yet, the words, and which
// enrollments a daily run writes to.
import { describe, expect, it } from 'vitest';
import { enrollmentWindowOpeningBy, isNotYetOpen, notYetAvailableMessage, opensOnLabel, sessionOpensAt } from '../../src/lib/learning/drip';
import { addSessionSchema } from '../../src/lib/admin/sessionSchemas';

describe('when a dripped session opens', () => {
  it('at the start of the day (UTC) N days after the day of enrollment', () => {
    expect(sessionOpensAt('2026-11-26T18:45:00.000Z', 3)).toBe('2026-11-29T00:00:00.000Z');
    expect(sessionOpensAt('2026-11-26T00:00:00.000Z', 1)).toBe('2026-11-27T00:00:00.000Z');
  });

  it('at once without days (0, absent) or without a readable enrollment date', () => {
    expect(sessionOpensAt('2026-11-26T18:45:00.000Z', 0)).toBeNull();
    expect(sessionOpensAt('2026-11-26T18:45:00.000Z', undefined)).toBeNull();
    expect(sessionOpensAt('not a date', 3)).toBeNull();
  });

  it('is closed until that moment and open from it', () => {
    const opensAt = '2026-11-29T00:00:00.000Z';
    expect(isNotYetOpen(opensAt, Date.parse('2026-11-28T23:59:59Z'))).toBe(true);
    expect(isNotYetOpen(opensAt, Date.parse('2026-11-29T00:00:00Z'))).toBe(false);
    expect(isNotYetOpen(null, 0)).toBe(false);
  });

  it('names the day for the course page and the refusal', () => {
    expect(opensOnLabel('2026-11-29T00:00:00.000Z')).toBe('Opens on 29 Nov 2026');
    expect(notYetAvailableMessage('2026-11-29T00:00:00.000Z')).toBe('This session is not available yet. It opens on 29 Nov 2026.');
  });
});

describe('the daily run', () => {
  it('writes to enrollments whose session opens today or opened in the days it looks back', () => {
    const now = Date.parse('2026-11-29T06:00:00Z');
    const window = enrollmentWindowOpeningBy(now, 3, 2);
    expect(window).toEqual({ from: '2026-11-24T00:00:00.000Z', to: '2026-11-27T00:00:00.000Z' });
    // Enrolled on the 26th (any time): opens on the 29th, inside; on the 27th: opens tomorrow, outside.
    expect('2026-11-26T23:59:59.000Z' < window.to && '2026-11-26T00:00:00.000Z' >= window.from).toBe(true);
    expect('2026-11-27T00:00:00.000Z' < window.to).toBe(false);
  });
});

describe("the session form's 'Opens after (days)'", () => {
  const base = { courseId: 'c1', title: 'Session', duration_minutes: 20 };
  it('takes whole days from 0 to 365, empty as 0', () => {
    expect(addSessionSchema.parse({ ...base, opens_after_days: '7' }).opens_after_days).toBe(7);
    expect(addSessionSchema.parse({ ...base, opens_after_days: '' }).opens_after_days).toBe(0);
    expect(addSessionSchema.parse(base).opens_after_days).toBeUndefined();
    for (const bad of ['-1', '2.5', '366', 'soon'])
      expect(addSessionSchema.safeParse({ ...base, opens_after_days: bad }).success, bad).toBe(false);
  });
});
