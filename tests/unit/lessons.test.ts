// Lessons as data: a session's lesson, video card, bonus audio and certificate come from the
// lesson document linked to the session id, never from the session's title.
import { describe, expect, it } from 'vitest';
import { NO_LESSON_FLAGS, sessionExtras, splitLessonBody } from '../../src/lib/learning/lessons';
import { queryLocal } from '../../src/content/localDataset';
import { DEMO_SESSIONS } from '../../scripts/lib/demo-data.mjs';

const block = (key: string, text: string, style = 'normal') => ({
  _type: 'block',
  _key: key,
  style,
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
});

describe('the lesson body', () => {
  it('is cut at its videos into text runs and videos, in order', () => {
    const parts = splitLessonBody([
      block('a', 'Box Breathing', 'h2'),
      block('b', 'Four counts in.'),
      { _type: 'lessonVideo', _key: 'v', title: ' Box Breathing practice video ', url: 'https://vimeo.com/22439234' },
      block('c', 'Final Thoughts', 'h2'),
      { _type: 'lessonVideo', _key: 'w', title: 'Later video' },
    ]);
    expect(parts.map((part) => part.kind)).toEqual(['text', 'video', 'text', 'video']);
    expect(parts[0]).toMatchObject({ kind: 'text', blocks: [{ _key: 'a' }, { _key: 'b' }] });
    expect(parts[1]).toEqual({ kind: 'video', title: 'Box Breathing practice video', url: 'https://vimeo.com/22439234' });
    // No address yet: the page says 'Video content will be available soon'.
    expect(parts[3]).toEqual({ kind: 'video', title: 'Later video', url: null });
  });

  it('leaves out what it does not know and copes with no body', () => {
    expect(splitLessonBody([{ _type: 'image', _key: 'i' }])).toEqual([]);
    expect(splitLessonBody(null)).toEqual([]);
  });
});

describe('what a session page shows around its lesson', () => {
  it("follows the lesson's switches, whatever the session is called", () => {
    const flags = { showVideoCard: false, bonusAudio: true, certificate: false };
    const before = sessionExtras(flags, 'BREATH OF HYPNOTIC RESTORATION');
    const renamed = sessionExtras(flags, 'Morning Calm');
    expect(before.showVideoCard).toBe(false);
    expect(renamed.showVideoCard).toBe(false);
    expect(before.bonusAudio).toEqual({ fileName: 'hypnosis-breath-of-hypnotic-restoration.mp3' });
    expect(renamed.bonusAudio).toEqual({ fileName: 'hypnosis-morning-calm.mp3' }); // spec 7 names the file by title
    // A title that used to select a lesson selects nothing any more.
    expect(sessionExtras(null, 'The Wolf: Loyalty and Inner Strength')).toEqual({
      showVideoCard: true,
      bonusAudio: null,
      fallbackText: 'Detailed content for The Wolf: Loyalty and Inner Strength session.',
    });
    expect(NO_LESSON_FLAGS).toEqual({ showVideoCard: true, bonusAudio: false, certificate: false });
  });
});

type SeedLesson = {
  _id: string;
  sessionId: string;
  showVideoCard: boolean;
  bonusAudio: boolean;
  certificate: boolean;
  body: Array<{ _type: string }>;
};

describe("the seeded lessons (today's texts, linked by session id)", () => {
  it('belong to real sessions, one each: the five breathwork sessions and the six journeys', async () => {
    const lessons = await queryLocal<SeedLesson[]>('*[_type == "lesson"] | order(sessionId asc)');
    const ids = lessons.map((lesson) => lesson.sessionId);
    expect(new Set(ids).size).toBe(ids.length);
    const sessions = new Map((DEMO_SESSIONS as Array<{ id: string; course_id: string }>).map((session) => [session.id, session]));
    for (const id of ids) expect(sessions.has(id), id).toBe(true);
    expect(ids).toEqual([
      ...[1, 2, 3, 4, 5].map((n) => `quantum-alchemy-breathwork-${n}`),
      ...[1, 2, 3, 4, 5, 6].map((n) => `the-animal-that-walks-with-you-${n}`),
    ]);
  });

  it("carry spec 2.12's choices as switches: no video card for breathwork, two bonus audios, a certificate at the end of each course", async () => {
    const lessons = await queryLocal<SeedLesson[]>('*[_type == "lesson"]');
    const where = (test: (lesson: SeedLesson) => boolean) =>
      lessons
        .filter(test)
        .map((lesson) => lesson.sessionId)
        .sort();
    expect(where((lesson) => !lesson.showVideoCard)).toEqual([1, 2, 3, 4, 5].map((n) => `quantum-alchemy-breathwork-${n}`));
    expect(where((lesson) => lesson.bonusAudio)).toEqual(['quantum-alchemy-breathwork-1', 'quantum-alchemy-breathwork-2']);
    expect(where((lesson) => lesson.certificate)).toEqual(['quantum-alchemy-breathwork-5', 'the-animal-that-walks-with-you-6']);
    for (const lesson of lessons) {
      const videos = lesson.body.filter((item) => item._type === 'lessonVideo').length;
      // Breathwork lessons embed a practice video per technique; the journeys use the session's own video.
      if (lesson.sessionId.startsWith('quantum')) expect(videos, lesson._id).toBeGreaterThanOrEqual(2);
      else expect(videos, lesson._id).toBe(0);
    }
  });
});
