// The local demo's hypnosis audio: a real MP3 (ID3 tag, then whole MPEG-1 Layer III frames), seeded for the
// first session of every course and not for ALCHEMY OF INNER STILLNESS (so the demo shows both outcomes).
import { describe, expect, it } from 'vitest';
import { DEMO_AUDIO_FRAME_BYTES, DEMO_AUDIO_FRAME_SECONDS, silentMp3 } from '../../scripts/lib/demo-audio.mjs';
import { DEMO_AUDIO_SESSION_IDS, DEMO_COURSES, DEMO_SESSIONS } from '../../scripts/lib/demo-data.mjs';

describe('silentMp3', () => {
  it('is an ID3-tagged run of whole MP3 frames lasting about three seconds, a few KB in all', () => {
    const bytes = silentMp3();
    expect(bytes.subarray(0, 3).toString('latin1')).toBe('ID3');
    const tagSize = ((bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!) + 10;
    const frames = (bytes.length - tagSize) / DEMO_AUDIO_FRAME_BYTES;
    expect(Number.isInteger(frames)).toBe(true);
    for (let i = 0; i < frames; i++) {
      const at = tagSize + i * DEMO_AUDIO_FRAME_BYTES;
      expect([...bytes.subarray(at, at + 4)], `frame ${i}`).toEqual([0xff, 0xfb, 0x18, 0xc4]);
    }
    expect(frames * DEMO_AUDIO_FRAME_SECONDS).toBeCloseTo(3, 1);
    expect(bytes.length).toBeLessThan(16 * 1024);
  });
});

describe('DEMO_AUDIO_SESSION_IDS', () => {
  it('names the first session of each course and leaves ALCHEMY OF INNER STILLNESS without audio', () => {
    const firstOf = DEMO_COURSES.map((c) => DEMO_SESSIONS.find((s) => s.course_id === c.id && s.session_order === 1)!.id);
    expect(DEMO_AUDIO_SESSION_IDS).toEqual(firstOf);
    const alchemy = DEMO_SESSIONS.find((s) => s.title === 'ALCHEMY OF INNER STILLNESS')!;
    expect(DEMO_AUDIO_SESSION_IDS).not.toContain(alchemy.id);
  });
});
