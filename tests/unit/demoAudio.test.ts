// The local demo's session audio: a real MP3 (ID3 tag, then whole MPEG-1 Layer III frames) as long as its session,
// made when the demo data is seeded, for the first session of every course and every lesson that offers a recording.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEMO_AUDIO_FRAME_BYTES,
  DEMO_AUDIO_FRAME_SECONDS,
  demoSessionAudio,
  LEGACY_DEMO_AUDIO,
  silentMp3,
} from '../../scripts/lib/demo-audio.mjs';
import { DEMO_AUDIO_SESSIONS, DEMO_AUDIO_SESSION_IDS, DEMO_COURSES, DEMO_SESSIONS, SEED_DATA_PATH } from '../../scripts/lib/demo-data.mjs';

/** The frames after the ID3 tag, each checked to start with the frame header; returns how many. */
function frameCount(bytes: Buffer): number {
  expect(bytes.subarray(0, 3).toString('latin1')).toBe('ID3');
  const tagSize = ((bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!) + 10;
  const frames = (bytes.length - tagSize) / DEMO_AUDIO_FRAME_BYTES;
  expect(Number.isInteger(frames)).toBe(true);
  for (let i = 0; i < frames; i += 997) {
    const at = tagSize + i * DEMO_AUDIO_FRAME_BYTES;
    expect([...bytes.subarray(at, at + 4)], `frame ${i}`).toEqual([0xff, 0xfb, 0x18, 0xc4]);
  }
  const last = tagSize + (frames - 1) * DEMO_AUDIO_FRAME_BYTES;
  expect([...bytes.subarray(last, last + 4)], 'the last frame').toEqual([0xff, 0xfb, 0x18, 0xc4]);
  return frames;
}

describe('silentMp3', () => {
  it('is an ID3-tagged run of whole MP3 frames lasting the seconds asked', () => {
    expect(frameCount(silentMp3()) * DEMO_AUDIO_FRAME_SECONDS).toBeCloseTo(3, 1);
    expect(silentMp3().length).toBeLessThan(16 * 1024);
    expect(frameCount(silentMp3(600)) * DEMO_AUDIO_FRAME_SECONDS).toBeCloseTo(600, 1);
  });

  it('makes a 45-minute session its real length and size (more than a function may answer) in well under a second', () => {
    const started = performance.now();
    const bytes = demoSessionAudio({ title: 'BREATH OF HYPNOTIC RESTORATION', duration_minutes: 45 });
    const took = performance.now() - started;
    expect(frameCount(bytes) * DEMO_AUDIO_FRAME_SECONDS).toBeCloseTo(45 * 60, 0);
    expect(bytes.length).toBeGreaterThan(6 * 1024 * 1024); // a buffered Netlify function answer stops at 6 MB
    expect(bytes.includes(Buffer.from('BREATH OF HYPNOTIC RESTORATION', 'latin1'))).toBe(true);
    expect(took).toBeLessThan(1000);
  });

  it('still knows the 3-second file of earlier seeds, which the seed replaces', () => {
    expect(LEGACY_DEMO_AUDIO.equals(silentMp3(3))).toBe(true);
  });
});

describe('DEMO_AUDIO_SESSIONS', () => {
  const lessonsWithRecording = readFileSync(SEED_DATA_PATH, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _type: string; sessionId?: string; bonusAudio?: boolean })
    .filter((doc) => doc._type === 'lesson' && doc.bonusAudio === true)
    .map((doc) => doc.sessionId!);

  it('gives every lesson that offers a recording one, ALCHEMY OF INNER STILLNESS included', () => {
    expect(lessonsWithRecording.length).toBeGreaterThan(0);
    for (const sessionId of lessonsWithRecording) expect(DEMO_AUDIO_SESSION_IDS).toContain(sessionId);
    const alchemy = DEMO_SESSIONS.find((s) => s.title === 'ALCHEMY OF INNER STILLNESS')!;
    expect(DEMO_AUDIO_SESSION_IDS).toContain(alchemy.id);
  });

  it('gives the first session of each course one, and each is as long as its session says', () => {
    const firstOf = DEMO_COURSES.map((c) => DEMO_SESSIONS.find((s) => s.course_id === c.id && s.session_order === 1)!.id);
    for (const id of firstOf) expect(DEMO_AUDIO_SESSION_IDS).toContain(id);
    expect(new Set(DEMO_AUDIO_SESSION_IDS).size).toBe(firstOf.length + lessonsWithRecording.filter((id) => !firstOf.includes(id)).length);
    for (const session of DEMO_AUDIO_SESSIONS) expect(session.duration_minutes, session.id).toBeGreaterThan(0);
  });
});
