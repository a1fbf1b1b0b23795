// Security matrix: every learning function × every kind of caller, by Bearer token and by session cookie (garbage,
// expired, signed out, deleted account; a write from another site or no page). Status codes, and that no video address,
// lesson text or audio reaches anyone without access; bad input is refused with a clear message and writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { db } from '../../netlify/lib/firebase';
import dashboard from '../../netlify/functions/dashboard.mts';
import course from '../../netlify/functions/course.mts';
import session from '../../netlify/functions/session.mts';
import profile from '../../netlify/functions/profile.mts';
import progressSave from '../../netlify/functions/progress-save.mts';
import progressComplete from '../../netlify/functions/progress-complete.mts';
import sessionAudio from '../../netlify/functions/session-audio.mts';
import { services } from '../../netlify/lib/compose';
import { sessionAudioPath } from '../../src/lib/learning/lessons';
import { context, freshUser, request, signIn } from './learningSupport';
import { craftedTokens } from './craftedTokens';
import { asCookieRequest, cookieRefusalCells, refusedCookies, sessionCookieFor, type RefusedCookies } from './sessionSupport';
import {
  courseRoute,
  dashboardRoute,
  profileRoute,
  progressCompleteRoute,
  progressSaveRoute,
  sessionAudioRoute,
  sessionRoute,
} from '../../src/api/contract';

const COURSE = 'quantum-alchemy-breathwork';
const SESSION = `${COURSE}-3`; // has a Vimeo address in the demo data
const AUDIO_SESSION = `${COURSE}-1`; // the seed stores a demo hypnosis audio for it
type Handler = (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>;

const ENDPOINTS: Array<{ name: string; handler: Handler; req: (token: string | null) => Request; gated: boolean }> = [
  { name: 'dashboard', handler: dashboard, req: (token) => request(dashboardRoute.path, { token }), gated: false },
  { name: 'profile', handler: profile, req: (token) => request(profileRoute.path, { token, body: {} }), gated: false },
  { name: 'course', handler: course, req: (token) => request(`${courseRoute.path}?id=${COURSE}`, { token }), gated: true },
  {
    name: 'session',
    handler: session,
    req: (token) => request(`${sessionRoute.path}?courseId=${COURSE}&sessionId=${SESSION}`, { token }),
    gated: true,
  },
  {
    name: 'progress/save',
    handler: progressSave,
    req: (token) => request(progressSaveRoute.path, { token, body: { courseId: COURSE, sessionId: SESSION, watchTimeSeconds: 42 } }),
    gated: true,
  },
  {
    name: 'progress/complete',
    handler: progressComplete,
    req: (token) => request(progressCompleteRoute.path, { token, body: { courseId: COURSE, sessionId: SESSION, watchTimeSeconds: 42 } }),
    gated: true,
  },
];

let tokens: Record<'anonymous' | 'forged' | 'expired' | 'outsider' | 'learner' | 'admin', string | null>;
let outsiderUid: string;
let cookies: RefusedCookies & { learner: string };

beforeAll(async () => {
  await seedDemoData(process.env);
  const outsider = await freshUser('outsider');
  const learner = await freshUser('enrolled', [COURSE]);
  outsiderUid = outsider.uid;
  // Forged and expired tokens name the enrolled learner.
  const { forged, expired } = craftedTokens(learner.uid);
  tokens = {
    anonymous: null,
    forged,
    expired,
    outsider: outsider.token,
    learner: learner.token,
    admin: await signIn('admin@example.com', 'local-admin-pass'),
  };
  cookies = { ...(await refusedCookies()), learner: await sessionCookieFor(learner.token) };
});

const progressCount = async (uid: string) =>
  (await (await db()).collection('user_session_progress').where('user_id', '==', uid).get()).size;
const hasActivity = async (uid: string) => (await (await db()).collection('learner_activity').doc(uid).get()).exists;

describe.each(ENDPOINTS)('$name', ({ name, handler, req, gated }) => {
  for (const caller of ['anonymous', 'forged', 'expired'] as const) {
    it(`refuses the ${caller} caller with 401`, async () => {
      const response = await handler(req(tokens[caller]), context());
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Authentication required', code: 'unauthenticated' });
    });
  }

  it(`${gated ? 'refuses (403)' : 'serves'} a signed-in learner who is not enrolled, leaking nothing`, async () => {
    const response = await handler(req(tokens.outsider), context());
    const text = await response.text();
    expect(response.status).toBe(gated ? 403 : 200);
    expect(text).not.toMatch(/vimeo|Detailed content for/i);
    if (gated) expect(JSON.parse(text)).toEqual({ error: 'Course Not Accessible', code: 'forbidden' });
    // Opening a locked session starts nothing: no progress row, no activity.
    expect(await progressCount(outsiderUid)).toBe(0);
    expect(await hasActivity(outsiderUid)).toBe(false);
  });

  for (const caller of ['learner', 'admin'] as const) {
    it(`serves the ${caller}`, async () => {
      const response = await handler(req(tokens[caller]), context());
      expect(response.status).toBe(200);
    });
  }

  it("serves the learner's session cookie alone (a write from the site's own page)", async () => {
    const plain = req(null);
    const response = await handler(asCookieRequest(plain, cookies.learner, plain.method === 'GET' ? 'nowhere' : 'own'), context());
    expect(response.status, await response.clone().text()).toBe(200);
  });

  cookieRefusalCells(
    { handler, req: () => req(null), write: ['profile', 'progress/save', 'progress/complete'].includes(name) },
    () => cookies,
    () => cookies.learner,
  );
});

describe('session-audio', () => {
  const req = (token: string | null) => request(`${sessionAudioRoute.path}?courseId=${COURSE}&sessionId=${AUDIO_SESSION}`, { token });
  const isAudio = (bytes: Buffer) => bytes.subarray(0, 3).toString('latin1') === 'ID3' || bytes.includes(Buffer.from([0xff, 0xfb]));

  for (const caller of ['anonymous', 'forged', 'expired'] as const) {
    it(`refuses the ${caller} caller with 401 and no audio`, async () => {
      const response = await sessionAudio(req(tokens[caller]), context());
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('content-disposition')).toBeNull();
      expect(await response.json()).toEqual({ error: 'Authentication required', code: 'unauthenticated' });
    });
  }

  it('refuses (403) a signed-in learner who is not enrolled, with no audio', async () => {
    const response = await sessionAudio(req(tokens.outsider), context());
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(403);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(isAudio(bytes)).toBe(false);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({ error: 'Course Not Accessible', code: 'forbidden' });
  });

  for (const caller of ['learner', 'admin'] as const) {
    it(`sends the ${caller} to the signed address in storage (303), never the audio bytes`, async () => {
      const stored = await services().storage.get(sessionAudioPath(AUDIO_SESSION));
      expect(stored, 'the seed stores the demo audio').not.toBeNull();
      const response = await sessionAudio(req(tokens[caller]), context());
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(/^\/local-files\/audio\//);
      expect(bytes.length).toBe(0);
    });
  }
});

describe('bad input', () => {
  const cases: Array<[string, Handler, Request, number, RegExp]> = [];
  beforeAll(() => {
    const t = tokens.learner;
    cases.push(
      ['course without id', course, request(courseRoute.path, { token: t }), 400, /id: id is required/],
      ['course with a bad id', course, request(`${courseRoute.path}?id=../../x`, { token: t }), 400, /id may only contain/],
      [
        'session unknown',
        session,
        request(`${sessionRoute.path}?courseId=${COURSE}&sessionId=nope`, { token: t }),
        404,
        /Session not found\./,
      ],
      [
        'session of another course',
        session,
        request(`${sessionRoute.path}?courseId=${COURSE}&sessionId=the-animal-that-walks-with-you-1`, { token: t }),
        404,
        /Session not found\./,
      ],
      [
        'session without a session',
        session,
        request(`${sessionRoute.path}?courseId=${COURSE}`, { token: t }),
        400,
        /sessionId: sessionId is required/,
      ],
      [
        'session with a path in the id',
        session,
        request(`${sessionRoute.path}?courseId=${COURSE}&sessionId=..%2F${SESSION}`, { token: t }),
        400,
        /sessionId may only contain/,
      ],
      [
        'session of unknown course',
        session,
        request(`${sessionRoute.path}?courseId=nope&sessionId=nope`, { token: t }),
        404,
        /Course not found\./,
      ],
      [
        'audio of an unknown session',
        sessionAudio,
        request(`${sessionAudioRoute.path}?courseId=${COURSE}&sessionId=nope`, { token: t }),
        404,
        /Session not found\./,
      ],
      [
        'audio without a session',
        sessionAudio,
        request(`${sessionAudioRoute.path}?courseId=${COURSE}`, { token: t }),
        400,
        /sessionId: sessionId is required/,
      ],
      [
        'audio with a path in the id',
        sessionAudio,
        request(`${sessionAudioRoute.path}?courseId=${COURSE}&sessionId=..%2F..%2Fetc`, { token: t }),
        400,
        /sessionId may only contain/,
      ],
      [
        'save with a string time',
        progressSave,
        request(progressSaveRoute.path, { token: t, body: { courseId: COURSE, sessionId: SESSION, watchTimeSeconds: '42' } }),
        400,
        /watchTimeSeconds must be a number/,
      ],
      [
        'save with a negative time',
        progressSave,
        request(progressSaveRoute.path, { token: t, body: { courseId: COURSE, sessionId: SESSION, watchTimeSeconds: -1 } }),
        400,
        /cannot be negative/,
      ],
      [
        'save without a session',
        progressSave,
        request(progressSaveRoute.path, { token: t, body: { courseId: COURSE, watchTimeSeconds: 1 } }),
        400,
        /sessionId: sessionId is required/,
      ],
      [
        'save with an extra field',
        progressSave,
        request(progressSaveRoute.path, {
          token: t,
          body: { courseId: COURSE, sessionId: SESSION, watchTimeSeconds: 1, completed_at: 'x' },
        }),
        400,
        /completed_at/,
      ],
      [
        'complete with an unknown session',
        progressComplete,
        request(progressCompleteRoute.path, { token: t, body: { courseId: COURSE, sessionId: 'ghost', watchTimeSeconds: 1 } }),
        404,
        /Session not found\./,
      ],
      [
        'profile with a non-text name',
        profile,
        request(profileRoute.path, { token: t, body: { fullName: 42 } }),
        400,
        /fullName must be text/,
      ],
    );
  });

  it('answers each with a clear message and writes nothing', async () => {
    const firestore = await db();
    const before = (await firestore.collection('user_session_progress').get()).size;
    for (const [label, handler, req, status, message] of cases) {
      const response = await handler(req, context());
      const body = (await response.json()) as { error: string };
      expect({ label, status: response.status }).toEqual({ label, status });
      expect(body.error, label).toMatch(message);
    }
    expect((await firestore.collection('user_session_progress').get()).size).toBe(before);
  });

  it('takes every id exactly as sent: a reserved name or surrounding spaces are refused with words, writing nothing', async () => {
    const t = tokens.learner;
    const q = encodeURIComponent;
    const idFields: Array<[string, Handler, (id: string) => Request]> = [
      ['course id', course, (id) => request(`${courseRoute.path}?id=${q(id)}`, { token: t })],
      ['session courseId', session, (id) => request(`${sessionRoute.path}?courseId=${q(id)}&sessionId=${SESSION}`, { token: t })],
      ['session sessionId', session, (id) => request(`${sessionRoute.path}?courseId=${COURSE}&sessionId=${q(id)}`, { token: t })],
      [
        'audio courseId',
        sessionAudio,
        (id) => request(`${sessionAudioRoute.path}?courseId=${q(id)}&sessionId=${AUDIO_SESSION}`, { token: t }),
      ],
      ['audio sessionId', sessionAudio, (id) => request(`${sessionAudioRoute.path}?courseId=${COURSE}&sessionId=${q(id)}`, { token: t })],
      [
        'save courseId',
        progressSave,
        (id) => request(progressSaveRoute.path, { token: t, body: { courseId: id, sessionId: SESSION, watchTimeSeconds: 1 } }),
      ],
      [
        'save sessionId',
        progressSave,
        (id) => request(progressSaveRoute.path, { token: t, body: { courseId: COURSE, sessionId: id, watchTimeSeconds: 1 } }),
      ],
      [
        'complete courseId',
        progressComplete,
        (id) => request(progressCompleteRoute.path, { token: t, body: { courseId: id, sessionId: SESSION, watchTimeSeconds: 1 } }),
      ],
      [
        'complete sessionId',
        progressComplete,
        (id) => request(progressCompleteRoute.path, { token: t, body: { courseId: COURSE, sessionId: id, watchTimeSeconds: 1 } }),
      ],
    ];
    const firestore = await db();
    const before = (await firestore.collection('user_session_progress').get()).size;
    for (const [label, handler, req] of idFields) {
      for (const [id, words] of [
        ['__proto__', /"__proto__" is a name the database reserves, so it cannot be an id/],
        ['__name__', /"__name__" is a name the database reserves/],
        [` ${label.startsWith('course') || label.endsWith('courseId') ? COURSE : SESSION} `, /must not begin or end with a space/],
      ] as const) {
        const response = await handler(req(id), context());
        expect({ label, id, status: response.status }).toEqual({ label, id, status: 400 });
        expect(((await response.json()) as { error: string }).error, `${label} ${id}`).toMatch(words);
      }
    }
    expect((await firestore.collection('user_session_progress').get()).size).toBe(before);
  });

  it('refuses other methods with 405', async () => {
    const response = await session(
      new Request(`http://localhost/api/session?courseId=${COURSE}&sessionId=${SESSION}`, { method: 'DELETE' }),
      context(),
    );
    expect(response.status).toBe(405);
    const audio = await sessionAudio(
      new Request(`http://localhost/api/session-audio?courseId=${COURSE}&sessionId=${AUDIO_SESSION}`, { method: 'POST' }),
      context(),
    );
    expect(audio.status).toBe(405);
  });
});
