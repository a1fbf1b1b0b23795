// The course builder's audio-track rules the browser applies before sending anything (the admin API applies the same
// schema): MP3 and M4A/AAC only, by the file's type or, when the browser gives none, its extension; 1 byte to 200 MB;
// and the length shown as m:ss.
import { describe, expect, it } from 'vitest';
import {
  AUDIO_EMPTY,
  AUDIO_TOO_LARGE,
  AUDIO_WRONG_TYPE,
  formatAudioDuration,
  MAX_SESSION_AUDIO_BYTES,
  sessionAudioProblem,
  sessionAudioType,
  sessionAudioUploadSchema,
} from '../../src/lib/admin/sessionAudio';

describe('the audio track a builder may choose', () => {
  it('takes MP3 and M4A/AAC by type, or by extension when the browser names no type', () => {
    expect(sessionAudioType({ name: 'a.mp3', type: 'audio/mpeg' })).toBe('audio/mpeg');
    expect(sessionAudioType({ name: 'a.m4a', type: 'audio/x-m4a' })).toBe('audio/x-m4a');
    expect(sessionAudioType({ name: 'a.M4A', type: '' })).toBe('audio/mp4');
    expect(sessionAudioType({ name: 'a.aac', type: 'application/octet-stream' })).toBe('audio/aac');
    expect(sessionAudioType({ name: 'a.mp3', type: 'audio/wav' })).toBeNull();
    expect(sessionAudioType({ name: 'a.wav', type: '' })).toBeNull();
  });

  it('says why a file cannot be the track: its type, empty, over 200 MB', () => {
    expect(sessionAudioProblem({ name: 'a.wav', type: 'audio/wav', size: 10 })).toBe(AUDIO_WRONG_TYPE);
    expect(sessionAudioProblem({ name: 'a.mp3', type: 'audio/mpeg', size: 0 })).toBe(AUDIO_EMPTY);
    expect(sessionAudioProblem({ name: 'a.mp3', type: 'audio/mpeg', size: MAX_SESSION_AUDIO_BYTES + 1 })).toBe(AUDIO_TOO_LARGE);
    expect(sessionAudioProblem({ name: 'a.mp3', type: 'audio/mpeg', size: MAX_SESSION_AUDIO_BYTES })).toBeNull();
  });

  it('the API schema refuses the same with the same words', () => {
    const base = { courseId: 'c', sessionId: 's', contentType: 'audio/mpeg', sizeBytes: 10 };
    expect(sessionAudioUploadSchema.safeParse(base).success).toBe(true);
    const words = (change: object) => sessionAudioUploadSchema.safeParse({ ...base, ...change }).error?.issues[0]?.message;
    expect(words({ contentType: 'audio/wav' })).toBe(AUDIO_WRONG_TYPE);
    expect(words({ sizeBytes: 0 })).toBe(AUDIO_EMPTY);
    expect(words({ sizeBytes: MAX_SESSION_AUDIO_BYTES + 1 })).toBe(AUDIO_TOO_LARGE);
  });

  it('shows a length as m:ss, and h:mm:ss past an hour', () => {
    expect(formatAudioDuration(6.04)).toBe('0:06');
    expect(formatAudioDuration(45 * 60)).toBe('45:00');
    expect(formatAudioDuration(187)).toBe('3:07');
    expect(formatAudioDuration(3723)).toBe('1:02:03');
  });
});
