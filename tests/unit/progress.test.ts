// Course progress counts completed sessions of the course's existing sessions only (a deleted
// session's progress rows are kept but never count).
import { describe, expect, it } from 'vitest';
import { completedSessionCount, progressPercent } from '../../src/lib/learning/progress';

type Row = { watch_time_seconds: number; completed_at: string | null };
const done: Row = { watch_time_seconds: 60, completed_at: '2026-11-01T10:00:00.000Z' };
const started: Row = { watch_time_seconds: 30, completed_at: null };

describe('course progress', () => {
  it('counts completions of the given sessions, not rows of deleted ones', () => {
    const progress = new Map<string, Row>([
      ['a', done],
      ['b', started],
      ['deleted', done],
    ]);
    const sessions = [{ id: 'a' }, { id: 'b' }];
    expect(completedSessionCount(sessions, progress)).toBe(1);
    expect(progressPercent(completedSessionCount(sessions, progress), sessions.length)).toBe(50);
  });

  it('is 0 for a course without sessions and 100 when every existing session is done', () => {
    const progress = new Map<string, Row>([['x', done]]);
    const percent = (sessions: Array<{ id: string }>) => progressPercent(completedSessionCount(sessions, progress), sessions.length);
    expect(percent([])).toBe(0);
    expect(percent([{ id: 'x' }])).toBe(100);
    expect(percent([{ id: 'x' }, { id: 'y' }, { id: 'z' }])).toBe(33);
  });
});
