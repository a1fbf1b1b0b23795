// The course builder's schemas (src/lib/admin/sessionSchemas.ts), used by the admin form and /api/admin/sessions alike,
// and the order maths (src/lib/admin/sessionOrder.ts).
import { describe, expect, it } from 'vitest';
import {
  addSessionSchema,
  BAD_DURATION,
  BAD_VIDEO_URL,
  deleteSessionQuerySchema,
  DUPLICATE_SESSION_IN_ORDER,
  editSessionSchema,
  learnersWithProgressMessage,
  ONE_PICTURE,
  reorderSessionsSchema,
} from '../../src/lib/admin/sessionSchemas';
import { isPermutationOf, movedAnnouncement, moveId, ordersFromList } from '../../src/lib/admin/sessionOrder';
import { BAD_IMAGE_URL } from '../../src/lib/admin/imageUpload';

const valid = {
  courseId: 'evening-calm',
  title: '  Breath of Ease ',
  description: 'Slow breathing.',
  video_url: 'https://vimeo.com/76979871',
  duration_minutes: 25,
};
const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('addSessionSchema', () => {
  it('trims the title and turns a Vimeo page address into the player address (spec 5)', () => {
    const session = addSessionSchema.parse(valid);
    expect(session.title).toBe('Breath of Ease');
    expect(session.video_url).toBe('https://player.vimeo.com/video/76979871?autoplay=0&title=0&byline=0&portrait=0');
    expect(session.duration_minutes).toBe(25);
  });

  it('accepts a bare Vimeo id, keeps a player address, and stores no video for an empty one', () => {
    expect(addSessionSchema.parse({ ...valid, video_url: '76979871' }).video_url).toContain('player.vimeo.com/video/76979871');
    const player = 'https://player.vimeo.com/video/76979871?h=abc';
    expect(addSessionSchema.parse({ ...valid, video_url: player }).video_url).toBe(player);
    expect(addSessionSchema.parse({ ...valid, video_url: '  ' }).video_url).toBeNull();
    expect(addSessionSchema.parse({ ...valid, video_url: undefined }).video_url).toBeNull();
  });

  it('refuses a video address that is not Vimeo, saying what works', () => {
    for (const video_url of ['https://youtube.com/watch?v=abc', 'javascript:alert(1)', 'vimeo']) {
      expect(messages(addSessionSchema.safeParse({ ...valid, video_url }))).toEqual([BAD_VIDEO_URL]);
    }
  });

  it('takes the duration from a number input as text, in whole minutes from 1 to 600', () => {
    expect(addSessionSchema.parse({ ...valid, duration_minutes: '45' }).duration_minutes).toBe(45);
    for (const duration_minutes of [0, -5, 2.5, 601, '', 'ten', null, undefined]) {
      expect(messages(addSessionSchema.safeParse({ ...valid, duration_minutes })), String(duration_minutes)).toEqual([BAD_DURATION]);
    }
  });

  it('needs a title and a course, allows an empty description, and refuses unknown fields', () => {
    expect(messages(addSessionSchema.safeParse({ ...valid, title: '   ' }))).toEqual(['Title is required']);
    expect(addSessionSchema.safeParse({ ...valid, courseId: undefined }).success).toBe(false);
    expect(addSessionSchema.parse({ ...valid, description: undefined }).description).toBe('');
    expect(addSessionSchema.safeParse({ ...valid, session_order: 1 }).success).toBe(false);
    expect(addSessionSchema.safeParse({ ...valid, id: 'chosen-by-the-browser' }).success).toBe(false);
  });

  it('takes one picture: an uploaded image or an http(s) address or site path', () => {
    expect(addSessionSchema.parse({ ...valid, imageUrl: '/images/a.webp' }).imageUrl).toBe('/images/a.webp');
    expect(addSessionSchema.parse({ ...valid, imageUrl: '' }).imageUrl).toBeUndefined();
    expect(addSessionSchema.parse({ ...valid, imageDataUrl: 'data:image/png;base64,AAAA' }).imageDataUrl).toMatch(/^data:image/);
    expect(messages(addSessionSchema.safeParse({ ...valid, imageUrl: 'ftp://x/y.png' }))).toEqual([BAD_IMAGE_URL]);
    expect(messages(addSessionSchema.safeParse({ ...valid, imageDataUrl: 'data:text/plain;base64,AAAA' }))).toEqual([
      'The uploaded file must be an image',
    ]);
    expect(messages(addSessionSchema.safeParse({ ...valid, imageUrl: '/a.png', imageDataUrl: 'data:image/png;base64,AAAA' }))).toEqual([
      ONE_PICTURE,
    ]);
  });
});

describe('editSessionSchema', () => {
  it('names the session instead of the course', () => {
    const { courseId: _course, ...fields } = valid;
    expect(editSessionSchema.parse({ ...fields, sessionId: 'evening-calm-1' }).sessionId).toBe('evening-calm-1');
    expect(editSessionSchema.safeParse({ ...fields, sessionId: '../other' }).success).toBe(false);
    expect(editSessionSchema.safeParse({ ...valid, sessionId: 'evening-calm-1' }).success).toBe(false);
  });
});

describe('reorderSessionsSchema and deleteSessionQuerySchema', () => {
  it('takes a list of distinct session ids', () => {
    expect(reorderSessionsSchema.parse({ courseId: 'c', sessionIds: ['c-2', 'c-1'] }).sessionIds).toEqual(['c-2', 'c-1']);
    expect(messages(reorderSessionsSchema.safeParse({ courseId: 'c', sessionIds: ['c-1', 'c-1'] }))).toEqual([DUPLICATE_SESSION_IN_ORDER]);
    expect(reorderSessionsSchema.safeParse({ courseId: 'c', sessionIds: [] }).success).toBe(false);
    expect(reorderSessionsSchema.safeParse({ courseId: 'c', sessionIds: 'c-1' }).success).toBe(false);
  });

  it('confirms a delete only with confirm=true', () => {
    expect(deleteSessionQuerySchema.parse({ id: 'c-1', confirm: 'true' }).confirm).toBe('true');
    expect(deleteSessionQuerySchema.parse({ id: 'c-1' }).confirm).toBeUndefined();
    expect(deleteSessionQuerySchema.safeParse({ id: 'c-1', confirm: 'yes' }).success).toBe(false);
  });

  it('says how many learners have progress', () => {
    expect(learnersWithProgressMessage(1)).toMatch(/^1 learner has progress on this session\./);
    expect(learnersWithProgressMessage(3)).toMatch(/^3 learners have progress on this session\. .*no longer count/);
  });
});

describe('session order', () => {
  it('moves one id up or down and stops at the ends', () => {
    expect(moveId(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveId(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('knows a permutation of the current sessions from anything else', () => {
    expect(isPermutationOf(['c', 'a', 'b'], ['a', 'b', 'c'])).toBe(true);
    expect(isPermutationOf(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(isPermutationOf(['a', 'b', 'x'], ['a', 'b', 'c'])).toBe(false);
    expect(isPermutationOf(['a', 'a', 'b'], ['a', 'b', 'b'])).toBe(false);
  });

  it('numbers the list from 1 and announces a move', () => {
    expect([...ordersFromList(['b', 'a'])]).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
    expect(movedAnnouncement('Owl', 2, 5)).toBe("Moved 'Owl' to position 2 of 5.");
  });
});
