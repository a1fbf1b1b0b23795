// Pure learning logic: progress maths, video addresses, lesson selection, auth messages, routes, nav hint.
import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  mergedCompletion,
  mergedWatchTime,
  progressPercent,
  nextUnfinishedSessionId,
  totalDurationMinutes,
} from '../../src/lib/learning/progress';
import { normaliseVideoUrl } from '../../src/lib/learning/video';
import {
  audioExtensionOf,
  bonusAudioFileName,
  fallbackLessonText,
  sessionAudioPath,
  sessionAudioPaths,
  storedAudioOf,
} from '../../src/lib/learning/lessons';
import {
  authErrorMessage,
  GENERIC_AUTH_ERROR,
  INVALID_CREDENTIALS,
  SHORT_PASSWORD,
  validateAuthForm,
} from '../../src/lib/account/signInWords';
import { coursePath, parseCourseRoute, sessionPath } from '../../src/lib/learning/routes';
import { AUTH_HINT_KEY, readAuthHint, writeAuthHint } from '../../src/stores/authHint';

describe('progress', () => {
  it('is the rounded share of completed sessions', () => {
    expect(progressPercent(0, 5)).toBe(0);
    expect(progressPercent(1, 5)).toBe(20);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(6, 6)).toBe(100);
    expect(progressPercent(9, 6)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });

  it('sums session minutes, ignoring missing values', () => {
    expect(totalDurationMinutes([{ duration_minutes: 45 }, { duration_minutes: 50 }, { duration_minutes: null }, {}])).toBe(95);
    expect(totalDurationMinutes([])).toBe(0);
  });

  it("'Continue Course' leads to the first session in order not completed, or to the course page when all are", () => {
    const sessions = [
      { id: 'c', session_order: 3 },
      { id: 'a', session_order: 1 },
      { id: 'b', session_order: 2 },
    ];
    const rows = (done: Record<string, string | null>) => new Map(Object.entries(done).map(([id, at]) => [id, { completed_at: at }]));
    expect(nextUnfinishedSessionId(sessions, rows({}))).toBe('a');
    // A later session done first does not skip an earlier one left open.
    expect(nextUnfinishedSessionId(sessions, rows({ a: '2026-01-01', c: '2026-01-02' }))).toBe('b');
    expect(nextUnfinishedSessionId(sessions, rows({ a: 'x', b: 'y', c: 'z' }))).toBeNull();
    expect(nextUnfinishedSessionId([], rows({}))).toBeNull();
  });

  it('never lowers watch time and never reverses completion', () => {
    expect(mergedWatchTime(90, 30)).toBe(90);
    expect(mergedWatchTime(30, 90)).toBe(90);
    expect(mergedWatchTime(undefined, 12.7)).toBe(12);
    expect(mergedWatchTime(Number.NaN, -5)).toBe(0);
    expect(mergedCompletion('2025-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')).toBe('2025-01-01T00:00:00.000Z');
    expect(mergedCompletion(null, '2026-01-01T00:00:00.000Z')).toBe('2026-01-01T00:00:00.000Z');
  });

  it('formats durations', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(190)).toBe('3 h 10 min');
  });
});

describe('normaliseVideoUrl', () => {
  const player = (id: string) => `https://player.vimeo.com/video/${id}?autoplay=0&title=0&byline=0&portrait=0`;
  it('turns Vimeo page addresses and bare ids into player addresses', () => {
    expect(normaliseVideoUrl('https://vimeo.com/76979871')).toBe(player('76979871'));
    expect(normaliseVideoUrl('http://www.vimeo.com/76979871/')).toBe(player('76979871'));
    expect(normaliseVideoUrl(' 148751763 ')).toBe(player('148751763'));
  });
  it('keeps player addresses', () => {
    expect(normaliseVideoUrl('https://player.vimeo.com/video/22439234?h=abc')).toBe('https://player.vimeo.com/video/22439234?h=abc');
  });
  it('gives no video for anything else', () => {
    for (const value of [
      null,
      undefined,
      '',
      'not a url',
      'https://example.com/video/1',
      'javascript:alert(1)',
      'https://vimeo.com/channels/staff',
      'https://player.vimeo.com/evil',
    ]) {
      expect(normaliseVideoUrl(value)).toBeNull();
    }
  });
});

describe('lesson words', () => {
  it('falls back for sessions without a lesson', () => {
    expect(fallbackLessonText('Singing Bowl Grounding')).toBe('Detailed content for Singing Bowl Grounding session.');
  });
  it('names the bonus audio as spec 7 says', () => {
    expect(bonusAudioFileName('BREATH OF HYPNOTIC RESTORATION')).toBe('hypnosis-breath-of-hypnotic-restoration.mp3');
    expect(bonusAudioFileName('Alchemy: Inner-Stillness!')).toBe('hypnosis-alchemy--inner-stillness-.mp3');
  });
  it('keeps the download name plain ASCII whatever the title holds (it goes into a header)', () => {
    expect(bonusAudioFileName('Café "calm" \\ 2')).toBe('hypnosis-caf---calm----2.mp3');
    expect(sessionAudioPath('quantum-alchemy-breathwork-1')).toBe('audio/quantum-alchemy-breathwork-1.mp3');
  });
  it('keeps an uploaded M4A or AAC under its own ending, in storage and in the download name', () => {
    expect(['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/aac'].map(audioExtensionOf)).toEqual(['mp3', 'm4a', 'm4a', 'aac']);
    expect(sessionAudioPath('s-1', 'm4a')).toBe('audio/s-1.m4a');
    expect(sessionAudioPaths('s-1')).toEqual(['audio/s-1.mp3', 'audio/s-1.m4a', 'audio/s-1.aac']);
    expect(bonusAudioFileName('Deep Rest', 'm4a')).toBe('hypnosis-deep-rest.m4a');
    expect(storedAudioOf({ id: 's-1', audio_path: 'audio/s-1.m4a' })).toEqual({ path: 'audio/s-1.m4a', extension: 'm4a' });
    // No recorded path (the demo's, one put there by hand), or one that is not this session's: the MP3 path.
    expect(storedAudioOf({ id: 's-1' })).toEqual({ path: 'audio/s-1.mp3', extension: 'mp3' });
    expect(storedAudioOf({ id: 's-1', audio_path: 'audio/s-2.m4a' })).toEqual({ path: 'audio/s-1.mp3', extension: 'mp3' });
  });
});

describe('auth messages', () => {
  it('give the same message for a wrong password and an unknown e-mail', () => {
    expect(authErrorMessage({ code: 'auth/wrong-password' })).toBe(INVALID_CREDENTIALS);
    expect(authErrorMessage({ code: 'auth/user-not-found' })).toBe(INVALID_CREDENTIALS);
    expect(authErrorMessage({ code: 'auth/invalid-credential' })).toBe(INVALID_CREDENTIALS);
  });
  it('fall back to the generic message', () => {
    expect(authErrorMessage(new Error('boom'))).toBe(GENERIC_AUTH_ERROR);
    expect(GENERIC_AUTH_ERROR).toBe('An error occurred. Please try again.');
  });
  it('validate the form', () => {
    expect(validateAuthForm({ mode: 'signup', email: 'a@b.co', password: '12345' })).toEqual({ password: SHORT_PASSWORD });
    expect(validateAuthForm({ mode: 'signin', email: '', password: '' })).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
    expect(validateAuthForm({ mode: 'signin', email: 'a@b.co', password: '123456' })).toEqual({});
  });
});

describe('course routes', () => {
  it('parses course and session paths', () => {
    expect(parseCourseRoute('/course/abc')).toEqual({ view: 'course', courseId: 'abc' });
    expect(parseCourseRoute('/course/abc/')).toEqual({ view: 'course', courseId: 'abc' });
    expect(parseCourseRoute('/course/abc/session/abc-1')).toEqual({ view: 'session', courseId: 'abc', sessionId: 'abc-1' });
    expect(parseCourseRoute('/course/abc/other/1')).toEqual({ view: 'unknown' });
    expect(parseCourseRoute('/course/a%2Fb')).toEqual({ view: 'unknown' });
    expect(sessionPath('c', 's')).toBe('/course/c/session/s');
    expect(coursePath('c')).toBe('/course/c');
  });
});

describe('navigation hint', () => {
  const storage = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      map,
    };
  };
  it('round-trips and clears', () => {
    const s = storage();
    writeAuthHint({ signedIn: true, isAdmin: true }, s);
    expect(readAuthHint(s)).toEqual({ signedIn: true, isAdmin: true });
    writeAuthHint(null, s);
    expect(s.map.has(AUTH_HINT_KEY)).toBe(false);
    expect(readAuthHint(s)).toBeNull();
  });
  it('keeps who the session names, so an app page renders without asking (and a broken one is asked again)', () => {
    const s = storage();
    const user = {
      uid: 'u1',
      email: 'a@example.com',
      displayName: 'Ann',
      isAdmin: false,
      createdAt: 'Thu, 26 Nov 2026 10:00:00 GMT',
      lastSignInAt: null,
    };
    writeAuthHint({ signedIn: true, isAdmin: false, user }, s);
    expect(readAuthHint(s)).toEqual({ signedIn: true, isAdmin: false, user });
    // A hint from before the pages kept the user, or a user without its id: signed in, but who is asked of the server.
    s.setItem(AUTH_HINT_KEY, '{"signedIn":true,"isAdmin":false,"user":{"email":"a@example.com"}}');
    expect(readAuthHint(s)).toEqual({ signedIn: true, isAdmin: false });
  });
  it('ignores garbage', () => {
    const s = storage();
    s.setItem(AUTH_HINT_KEY, '{not json');
    expect(readAuthHint(s)).toBeNull();
    s.setItem(AUTH_HINT_KEY, '{"signedIn":"yes","isAdmin":true}');
    expect(readAuthHint(s)).toBeNull();
  });
});
