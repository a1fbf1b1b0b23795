// The Insight tab's pure helpers: the last twelve months (across a year end) and bar geometry.
import { describe, expect, it } from 'vitest';
import { barLayout, lastMonths, monthLabel, quietLearnersLine } from '../../src/lib/admin/insight';

describe('insight helpers', () => {
  it('lists the last 12 months oldest first, across a year end', () => {
    const months = lastMonths(new Date('2026-02-15T12:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months.at(-1)).toBe('2026-02');
  });

  it('gives month labels', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
  });

  it('scales bars to the largest value, zero and negative as no bar', () => {
    const bars = barLayout([10, 5, 0, -3], 100, 50, 0);
    expect(bars.map((bar) => bar.height)).toEqual([50, 25, 0, 0]);
    expect(bars.map((bar) => bar.x)).toEqual([0, 25, 50, 75]);
    expect(bars[1]!.y).toBe(25);
    expect(barLayout([0, 0], 100, 50).every((bar) => bar.height === 0)).toBe(true);
    expect(barLayout([], 100, 50)).toEqual([]);
  });

  it('says how many learners are quiet and how many are listed', () => {
    expect(quietLearnersLine(120, 50)).toBe('120 learners have had no activity for 30 days; the 50 quiet longest are listed.');
    expect(quietLearnersLine(1, 1)).toBe('1 learner has had no activity for 30 days.');
    expect(quietLearnersLine(3, 3, 45)).toBe('3 learners have had no activity for 45 days.');
  });
});
