// The session audio player's arithmetic: clock text, skips kept inside the track, where a visit resumes, the sleep timer.
import { describe, expect, it } from 'vitest';
import {
  clockValueText,
  fadeVolume,
  formatClock,
  resumePosition,
  SLEEP_CHOICES,
  sleepChoiceLabel,
  sleepDeadline,
  skippedPosition,
} from '../../src/lib/learning/player';

describe('formatClock', () => {
  it('writes m:ss, minutes passing 59', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(5.9)).toBe('0:05');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(20 * 60)).toBe('20:00');
    expect(formatClock(75 * 60 + 3)).toBe('75:03');
  });
  it('reads unknown or negative times as 0:00', () => {
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Infinity)).toBe('0:00');
    expect(formatClock(-4)).toBe('0:00');
  });
  it('speaks the scrubber as "m:ss of m:ss"', () => {
    expect(clockValueText(185, 2700)).toBe('3:05 of 45:00');
  });
});

describe('skippedPosition', () => {
  it('moves inside the track', () => {
    expect(skippedPosition(100, -15, 2700)).toBe(85);
    expect(skippedPosition(100, 30, 2700)).toBe(130);
  });
  it('stops at the start and at the end', () => {
    expect(skippedPosition(10, -15, 2700)).toBe(0);
    expect(skippedPosition(2690, 30, 2700)).toBe(2700);
  });
  it('with the length unknown, only stops at the start', () => {
    expect(skippedPosition(10, 30, Number.NaN)).toBe(40);
    expect(skippedPosition(10, -30, Number.NaN)).toBe(0);
  });
});

describe('resumePosition', () => {
  it('resumes where the learner left off', () => {
    expect(resumePosition(1200, 2700)).toBe(1200);
  });
  it('starts again at the very end, past the end, or with nothing stored', () => {
    expect(resumePosition(2698, 2700)).toBe(0);
    expect(resumePosition(3000, 2700)).toBe(0);
    expect(resumePosition(null, 2700)).toBe(0);
    expect(resumePosition(-3, 2700)).toBe(0);
  });
  it('keeps the stored position while the length is unknown', () => {
    expect(resumePosition(1200, Number.NaN)).toBe(1200);
  });
});

describe('sleep timer', () => {
  const now = 1_000_000;
  const track = { position: 600, duration: 2700, rate: 1 };
  it('counts minutes from now', () => {
    expect(sleepDeadline('15', now, track)).toBe(now + 15 * 60_000);
    expect(sleepDeadline('60', now, track)).toBe(now + 60 * 60_000);
  });
  it("'End of track' lasts what is left at the current speed", () => {
    expect(sleepDeadline('end', now, track)).toBe(now + 2100_000);
    expect(sleepDeadline('end', now, { ...track, rate: 2 })).toBe(now + 1050_000);
    expect(sleepDeadline('end', now, { ...track, duration: Number.NaN })).toBeNull();
  });
  it("'Off' has no deadline", () => {
    expect(sleepDeadline('off', now, track)).toBeNull();
  });
  it('fades over the last 10 seconds, then is silent', () => {
    const deadline = now + 60_000;
    expect(fadeVolume(deadline, now)).toBe(1);
    expect(fadeVolume(deadline, deadline - 10_000)).toBe(1);
    expect(fadeVolume(deadline, deadline - 5_000)).toBeCloseTo(0.5);
    expect(fadeVolume(deadline, deadline - 1_000)).toBeCloseTo(0.1);
    expect(fadeVolume(deadline, deadline)).toBe(0);
    expect(fadeVolume(deadline, deadline + 3_000)).toBe(0);
  });
  it('offers Off, 15/30/45/60 minutes and End of track', () => {
    expect(SLEEP_CHOICES.map(sleepChoiceLabel)).toEqual(['Off', '15 minutes', '30 minutes', '45 minutes', '60 minutes', 'End of track']);
  });
});
