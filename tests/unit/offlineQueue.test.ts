// The offline progress queue and the saved-course keys (src/lib/offline): replaying is safe (the highest position
// kept, a completion never lost), and a course's removal finds exactly its own saved things.
import { describe, expect, it } from 'vitest';
import { audioKey, belongsToCourse, courseOfRecord, recordKey, sizeText } from '../../src/lib/offline/offlineStore';
import { keepAfterReplay, mergeQueued, progressBodyFrom, queuedAnswer, replayCall } from '../../src/lib/offline/progressQueue';

const at = new Date('2026-11-26T10:00:00.000Z');
const later = new Date('2026-11-26T10:05:00.000Z');
const body = (watchTimeSeconds: number) => ({ courseId: 'c1', sessionId: 's1', watchTimeSeconds });

describe('the offline progress queue', () => {
  it('keeps the highest position whatever order the saves come in', () => {
    const first = mergeQueued(null, body(120), false, at);
    const lower = mergeQueued(first, body(30), false, later);
    expect(lower.watchTimeSeconds).toBe(120);
    expect(mergeQueued(lower, body(300), false, later).watchTimeSeconds).toBe(300);
  });

  it('keeps a completion once made, with the time it was made, and replays it as a completion', () => {
    const completed = mergeQueued(mergeQueued(null, body(60), false, at), body(90), true, at);
    const afterMore = mergeQueued(completed, body(10), false, later);
    expect(afterMore).toEqual({ ...body(90), completed: true, completedAt: at.toISOString() });
    expect(replayCall(afterMore)).toEqual({ path: '/api/progress/complete', body: body(90) });
    expect(queuedAnswer(afterMore)).toEqual({
      queued: true,
      progress: { watch_time_seconds: 90, completed_at: at.toISOString(), audio_position_seconds: 0 },
    });
  });

  it('is idempotent: merging the same call again changes nothing', () => {
    const once = mergeQueued(null, body(45), true, at);
    expect(mergeQueued(once, body(45), true, later)).toEqual(once);
  });

  it("keeps the audio player's latest position (a place, not a maximum) and replays it", () => {
    const listened = mergeQueued(null, { ...body(600), audioPositionSeconds: 1200 }, false, at);
    const wentBack = mergeQueued(listened, { ...body(630), audioPositionSeconds: 300 }, false, later);
    const noPlayer = mergeQueued(wentBack, body(640), false, later);
    expect(noPlayer.audioPositionSeconds).toBe(300);
    expect(replayCall(noPlayer).body).toEqual({ ...body(640), audioPositionSeconds: 300 });
    expect(queuedAnswer(noPlayer).progress.audio_position_seconds).toBe(300);
    expect(progressBodyFrom({ ...body(3), audioPositionSeconds: 12.5 })).toEqual({ ...body(3), audioPositionSeconds: 12.5 });
  });

  it('replays a position alone as a save', () => {
    expect(replayCall(mergeQueued(null, body(5), false, at))).toEqual({ path: '/api/progress/save', body: body(5) });
  });

  it('queues only what the server would accept', () => {
    expect(progressBodyFrom(body(3))).toEqual(body(3));
    expect(progressBodyFrom({ ...body(3), watchTimeSeconds: -1 })).toBeNull();
    expect(progressBodyFrom({ ...body(3), watchTimeSeconds: 1.5 })).toBeNull();
    expect(progressBodyFrom({ courseId: '', sessionId: 's', watchTimeSeconds: 1 })).toBeNull();
    expect(progressBodyFrom('nonsense')).toBeNull();
  });

  it('keeps an entry only while the site may still take it', () => {
    expect(keepAfterReplay(null)).toBe(true); // no answer: still offline
    expect(keepAfterReplay(503)).toBe(true);
    expect(keepAfterReplay(401)).toBe(true);
    expect(keepAfterReplay(200)).toBe(false);
    expect(keepAfterReplay(403)).toBe(false); // access ended: it never will be taken
    expect(keepAfterReplay(400)).toBe(false);
  });
});

describe('the saved-course keys', () => {
  it('finds a course’s own audio, record and lessons, never another course’s or the dashboard', () => {
    expect(belongsToCourse(audioKey('c1', 's1'), 'c1')).toBe(true);
    expect(belongsToCourse(recordKey('c1'), 'c1')).toBe(true);
    expect(belongsToCourse('/api/course?id=c1', 'c1')).toBe(true);
    expect(belongsToCourse('/api/session?courseId=c1&sessionId=s9', 'c1')).toBe(true);
    expect(belongsToCourse(audioKey('c10', 's1'), 'c1')).toBe(false);
    expect(belongsToCourse('/api/course?id=c10', 'c1')).toBe(false);
    expect(belongsToCourse('/api/dashboard', 'c1')).toBe(false);
    expect(courseOfRecord(recordKey('a b'))).toBe('a b');
    expect(courseOfRecord(audioKey('c1', 's1'))).toBeNull();
  });

  it('says sizes for people', () => {
    expect(sizeText(2048)).toBe('2 KB');
    expect(sizeText(12.34 * 1024 * 1024)).toBe('12.3 MB');
  });
});
