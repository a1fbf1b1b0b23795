// The learning functions against the real emulators: dashboard, course, session, progress and profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { resetTestEmulators } from '../support/emulators';
import { auth, db } from '../../netlify/lib/firebase';
import { readFigures } from '../../netlify/lib/data/figures';
import dashboard from '../../netlify/functions/dashboard.mts';
import course from '../../netlify/functions/course.mts';
import session from '../../netlify/functions/session.mts';
import profile from '../../netlify/functions/profile.mts';
import progressSave from '../../netlify/functions/progress-save.mts';
import progressComplete from '../../netlify/functions/progress-complete.mts';
import publicConfig from '../../netlify/functions/public-config.mts';
import { readEnvironment } from '../../src/lib/environment';
import { OFFLINE_SAVE_HEADER } from '../../src/lib/offline/offlineStore';
import { context, freshUser, request, signIn } from './learningSupport';
import {
  courseRoute,
  dashboardRoute,
  profileRoute,
  progressCompleteRoute,
  progressSaveRoute,
  publicConfigRoute,
  sessionRoute,
} from '../../src/api/contract';

const COURSE = 'quantum-alchemy-breathwork';
const ANIMALS = 'the-animal-that-walks-with-you';
let adminToken: string;

const call = async (handler: (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>, req: Request) => {
  const response = await handler(req, context());
  return { status: response.status, body: (await response.json()) as any };
};

beforeAll(async () => {
  // Start from the demo data alone: other files leave their own courses and users behind.
  await resetTestEmulators();
  await seedDemoData(process.env);
  adminToken = await signIn('admin@example.com', 'local-admin-pass');
});

describe('GET /api/public-config', () => {
  it('gives the emulator config without a token', async () => {
    const { status, body } = await call(publicConfig as never, request(publicConfigRoute.path));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      apiKey: 'demo-key-local',
      projectId: process.env.FIREBASE_PROJECT_ID,
      authEmulatorUrl: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    });
  });

  it('gives the real project config outside emulator mode, and refuses other methods', async () => {
    expect(
      readEnvironment({
        FIREBASE_PROJECT_ID: 'maya-prod',
        PUBLIC_FIREBASE_API_KEY: 'AIza-public',
        PUBLIC_FIREBASE_AUTH_DOMAIN: 'auth.example.com',
      }).publicFirebase,
    ).toEqual({
      apiKey: 'AIza-public',
      authDomain: 'auth.example.com',
      projectId: 'maya-prod',
    });
    expect((await publicConfig(new Request('http://localhost/api/public-config', { method: 'POST' }))).status).toBe(405);
  });
});

describe('POST /api/profile', () => {
  it('creates the profile once and keeps the first one', async () => {
    const user = await freshUser('profile');
    const first = await call(profile, request(profileRoute.path, { token: user.token, body: { fullName: '  Ada Lovelace ' } }));
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(true);
    const second = await call(profile, request(profileRoute.path, { token: user.token, body: { fullName: 'Someone Else' } }));
    expect(second.body.created).toBe(false);
    const doc = await (await db()).collection('profiles').doc(user.uid).get();
    expect(doc.data()).toMatchObject({ user_id: user.uid, email: user.email, full_name: 'Ada Lovelace' });
    expect(typeof doc.get('created_at')).toBe('string');
  });

  it("stores '' when no name is given", async () => {
    const user = await freshUser('noname');
    await call(profile, request(profileRoute.path, { token: user.token, body: {} }));
    expect((await (await db()).collection('profiles').doc(user.uid).get()).get('full_name')).toBe('');
  });
});

describe('GET /api/dashboard', () => {
  it('shows enrolled courses with real progress and the rest as available', async () => {
    const user = await freshUser('dash', [COURSE]);
    let { status, body } = await call(dashboard, request(dashboardRoute.path, { token: user.token }));
    expect(status).toBe(200);
    expect(body.isAdmin).toBe(false);
    expect(body.courses.map((c: any) => c.id)).toEqual([COURSE]);
    expect(body.courses[0]).toMatchObject({
      progress: 0,
      sessionCount: 5,
      totalMinutes: 190,
      access: 'enrolled',
      nextSessionId: `${COURSE}-1`,
    });
    expect(body.available.map((c: any) => c.id)).not.toContain(COURSE);
    expect(body.available.length).toBe(3);
    // the profile is created lazily when missing
    expect(body.profile.email).toBe(user.email);

    await call(
      progressComplete,
      request(progressCompleteRoute.path, { token: user.token, body: { courseId: COURSE, sessionId: `${COURSE}-1`, watchTimeSeconds: 5 } }),
    );
    ({ body } = await call(dashboard, request(dashboardRoute.path, { token: user.token })));
    // 'Continue Course' moves on to the next session not completed.
    expect(body.courses[0]).toMatchObject({ progress: 20, completedCount: 1, nextSessionId: `${COURSE}-2` });
  });

  it('gives an admin every course with admin access and no purchase list', async () => {
    const { body } = await call(dashboard, request(dashboardRoute.path, { token: adminToken }));
    expect(body.isAdmin).toBe(true);
    expect(body.courses.length).toBe(4);
    expect(body.courses.every((c: any) => c.access === 'admin')).toBe(true);
    expect(body.available).toEqual([]);
  });
});

describe('GET /api/course', () => {
  it('returns the course, ordered sessions without video addresses, and progress', async () => {
    const user = await freshUser('course', [COURSE]);
    const { status, body } = await call(course, request(`${courseRoute.path}?id=${COURSE}`, { token: user.token }));
    expect(status).toBe(200);
    expect(body.course.title).toBe('Quantum Alchemy Breathwork');
    expect(body.sessions.map((s: any) => s.session_order)).toEqual([1, 2, 3, 4, 5]);
    expect(JSON.stringify(body)).not.toContain('vimeo');
    expect(body).toMatchObject({ progress: 0, totalMinutes: 190 });
  });

  it('answers 404 for an unknown course and 403 without enrollment', async () => {
    const user = await freshUser('locked');
    expect(await call(course, request(`${courseRoute.path}?id=no-such-course`, { token: user.token }))).toEqual({
      status: 404,
      body: { error: 'Course not found.', code: 'not_found' },
    });
    expect(await call(course, request(`${courseRoute.path}?id=${COURSE}`, { token: user.token }))).toEqual({
      status: 403,
      body: { error: 'Course Not Accessible', code: 'forbidden' },
    });
  });
});

describe('GET /api/session', () => {
  it('returns the normalised video, siblings and navigation', async () => {
    const user = await freshUser('session', [COURSE]);
    const { status, body } = await call(
      session,
      request(`${sessionRoute.path}?courseId=${COURSE}&sessionId=${COURSE}-3`, { token: user.token }),
    );
    expect(status).toBe(200);
    expect(body.session.video_url).toBe('https://player.vimeo.com/video/76979871?autoplay=0&title=0&byline=0&portrait=0');
    expect(body.previous).toEqual({ id: `${COURSE}-2`, title: 'ALCHEMY OF INNER STILLNESS' });
    expect(body.next.id).toBe(`${COURSE}-4`);
    expect(body.siblings.length).toBe(5);
    expect(body.showVideoCard).toBe(false);
    expect(body.fallbackText).toBe('Detailed content for Quantum Integration Breath session.');
  });

  it('lets an admin open any session, and 404s a session of another course', async () => {
    const ok = await call(session, request(`${sessionRoute.path}?courseId=${ANIMALS}&sessionId=${ANIMALS}-1`, { token: adminToken }));
    expect(ok.status).toBe(200);
    expect(ok.body.previous).toBeNull();
    const wrong = await call(session, request(`${sessionRoute.path}?courseId=${ANIMALS}&sessionId=${COURSE}-1`, { token: adminToken }));
    expect(wrong).toEqual({ status: 404, body: { error: 'Session not found.', code: 'not_found' } });
  });
});

describe('lessons through GET /api/session', () => {
  const get = (courseId: string, n: number, token: string) =>
    call(session, request(`${sessionRoute.path}?courseId=${courseId}&sessionId=${courseId}-${n}`, { token }));

  const html = (body: any): string => body.lesson.parts.map((part: any) => part.html ?? '').join('');
  const headings = (body: any): string[] => [...html(body).matchAll(/<h2>([^<]+)<\/h2>/g)].map((match) => match[1]!);

  it("gives an animal journey its five sections and the session's video card", async () => {
    const user = await freshUser('wolf', [ANIMALS]);
    const { body } = await get(ANIMALS, 1, user.token);
    expect(headings(body)).toEqual([
      'Welcome to the Wolf Journey',
      'The Spirit of the Wolf',
      'Who the Wolf Really Is',
      'What the Wolf Awakens in You',
      'Before the Hypnosis',
    ]);
    expect(body.showVideoCard).toBe(true);
    expect(body.session.video_url).toBe('https://player.vimeo.com/video/347119375?autoplay=0&title=0&byline=0&portrait=0');
    expect(body.lesson.certificate).toBe(false);
    expect(body.bonusAudio).toBeNull();
  });

  it('ends the butterfly journey with the final message and certificate', async () => {
    const { body } = await get(ANIMALS, 6, adminToken);
    expect(headings(body).at(-1)).toBe('Final Message');
    expect(html(body)).toMatch(/completed The Animal That Walks With You/);
    expect(body.lesson.certificate).toBe(true);
  });

  it('gives a breathwork session numbered techniques with practice videos, summary and bonus audio', async () => {
    const { body } = await get(COURSE, 1, adminToken);
    expect(headings(body).filter((heading) => /^\d\. /.test(heading))).toEqual([
      '1. Resonance Breathing',
      '2. Box Breathing',
      '3. 4-7-8 Breathing',
    ]);
    const videos = body.lesson.parts.filter((part: any) => part.kind === 'video');
    expect(videos).toHaveLength(3);
    expect(videos.every((video: any) => video.url?.startsWith('https://player.vimeo.com/video/'))).toBe(true);
    expect(headings(body)).toEqual(expect.arrayContaining(['Final Thoughts', 'Practice Summary']));
    expect(body.showVideoCard).toBe(false);
    expect(body.bonusAudio).toEqual({ fileName: 'hypnosis-breath-of-hypnotic-restoration.mp3' });
  });

  it("follows the lesson's session id, not the session's title: a renamed session keeps its lesson and switches", async () => {
    const firestore = await db();
    const ref = firestore.collection('course_sessions').doc(`${COURSE}-2`);
    const title = (await ref.get()).get('title');
    await ref.update({ title: 'Evening Stillness' });
    try {
      const { body } = await get(COURSE, 2, adminToken);
      expect(body.session.title).toBe('Evening Stillness');
      expect(headings(body)[0]).toBe('Introduction');
      expect(body.showVideoCard).toBe(false);
      expect(body.bonusAudio).toEqual({ fileName: 'hypnosis-evening-stillness.mp3' });
    } finally {
      await ref.update({ title });
    }
  });

  it('falls back for a session without a written lesson', async () => {
    const { body } = await get('sonic-sound-healing', 1, adminToken);
    expect(body.lesson).toBeNull();
    expect(body.fallbackText).toBe('Detailed content for Singing Bowl Grounding session.');
  });
});

describe('progress', () => {
  const body = (watchTimeSeconds: number, sessionId = `${COURSE}-2`) => ({ courseId: COURSE, sessionId, watchTimeSeconds });
  /** Opening a session, as its page does: the one GET that carries (and starts) the progress. */
  const open = (token: string, sessionId = `${COURSE}-2`) =>
    call(session, request(`${sessionRoute.path}?courseId=${COURSE}&sessionId=${sessionId}`, { token }));
  const startedCount = async (sessionId: string) => (await readFigures(await db())).session_started[sessionId] ?? 0;

  it('opening creates the row with watch time 0 exactly once, even when two tabs open it at the same moment', async () => {
    const user = await freshUser('opening', [COURSE]);
    const ref = (await db()).collection('user_session_progress').doc(`${user.uid}_${COURSE}-3`);
    const startedBefore = await startedCount(`${COURSE}-3`);
    const answers = await Promise.all([open(user.token, `${COURSE}-3`), open(user.token, `${COURSE}-3`)]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.session.progress).toEqual({ watch_time_seconds: 0, completed_at: null, audio_position_seconds: 0 });
    }
    expect((await ref.get()).data()).toEqual({ user_id: user.uid, session_id: `${COURSE}-3`, watch_time_seconds: 0, completed_at: null });
    // Counted once in the admin's funnel, however many tabs opened it.
    expect(await startedCount(`${COURSE}-3`)).toBe(startedBefore + 1);
    // Opening a session is activity: the Insight tab's quiet learners are read from this record.
    const activity = await (await db()).collection('learner_activity').doc(user.uid).get();
    expect(Date.now() - Date.parse(activity.get('last_active_at'))).toBeLessThan(60_000);
  });

  it("a session read for 'Save for offline' answers the same page and starts nothing (no row, no funnel count)", async () => {
    const user = await freshUser('offline-save', [COURSE]);
    const ref = (await db()).collection('user_session_progress').doc(`${user.uid}_${COURSE}-4`);
    const startedBefore = await startedCount(`${COURSE}-4`);
    const saved = request(`${sessionRoute.path}?courseId=${COURSE}&sessionId=${COURSE}-4`, { token: user.token });
    saved.headers.set(OFFLINE_SAVE_HEADER, '1');
    const answer = await call(session, saved);
    expect(answer.status).toBe(200);
    expect(answer.body.session.id).toBe(`${COURSE}-4`);
    expect(answer.body.session.progress).toEqual({ watch_time_seconds: 0, completed_at: null, audio_position_seconds: 0 });
    expect((await ref.get()).exists).toBe(false);
    expect(await startedCount(`${COURSE}-4`)).toBe(startedBefore);
    // Opening it afterwards starts it as usual.
    expect((await open(user.token, `${COURSE}-4`)).status).toBe(200);
    expect((await ref.get()).exists).toBe(true);
  });

  it('opening again leaves the watch time and completion as they are; save only grows; complete is never reversed', async () => {
    const user = await freshUser('progress', [COURSE]);
    const ref = (await db()).collection('user_session_progress').doc(`${user.uid}_${COURSE}-2`);
    expect((await open(user.token)).status).toBe(200);
    const startedAfterFirstOpen = await startedCount(`${COURSE}-2`);

    await call(progressSave, request(progressSaveRoute.path, { token: user.token, body: body(90) }));
    await call(progressSave, request(progressSaveRoute.path, { token: user.token, body: body(30) }));
    expect((await ref.get()).get('watch_time_seconds')).toBe(90);
    // Opening again (a reload) keeps the time, and the page is told where to pick up.
    const reopened = await open(user.token);
    expect(reopened.body.session.progress).toEqual({ watch_time_seconds: 90, completed_at: null, audio_position_seconds: 0 });
    expect((await ref.get()).get('watch_time_seconds')).toBe(90);

    const done = await call(progressComplete, request(progressCompleteRoute.path, { token: user.token, body: body(120) }));
    expect(done.status).toBe(200);
    const completedAt = (await ref.get()).get('completed_at');
    expect(typeof completedAt).toBe('string');
    await call(progressComplete, request(progressCompleteRoute.path, { token: user.token, body: body(10) }));
    await call(progressSave, request(progressSaveRoute.path, { token: user.token, body: body(5) }));
    expect((await ref.get()).data()).toMatchObject({ completed_at: completedAt, watch_time_seconds: 120 });
    // Opening the completed session changes nothing in its row and shows it completed, in the sidebar too.
    const review = await open(user.token);
    expect(review.body.session.progress).toEqual({ watch_time_seconds: 120, completed_at: completedAt, audio_position_seconds: 0 });
    expect(review.body.siblings.find((s: any) => s.id === `${COURSE}-2`).completed).toBe(true);
    expect((await ref.get()).data()).toEqual({
      user_id: user.uid,
      session_id: `${COURSE}-2`,
      watch_time_seconds: 120,
      completed_at: completedAt,
    });
    expect(await startedCount(`${COURSE}-2`)).toBe(startedAfterFirstOpen);
  });

  it("keeps the audio player's latest position (not the furthest) for the next visit, beside a watch time that only grows", async () => {
    const user = await freshUser('listener', [COURSE]);
    const ref = (await db()).collection('user_session_progress').doc(`${user.uid}_${COURSE}-5`);
    const save = (watchTimeSeconds: number, audioPositionSeconds: unknown) =>
      call(
        progressSave,
        request(progressSaveRoute.path, { token: user.token, body: { ...body(watchTimeSeconds, `${COURSE}-5`), audioPositionSeconds } }),
      );
    expect((await open(user.token, `${COURSE}-5`)).status).toBe(200);

    expect((await save(60, 1200.5)).body.progress).toEqual({ watch_time_seconds: 60, completed_at: null, audio_position_seconds: 1200.5 });
    // Seeking back is where she wants to pick up: the position goes down, the watch time does not.
    expect((await save(30, 300)).status).toBe(200);
    expect((await ref.get()).data()).toMatchObject({ watch_time_seconds: 60, audio_position_seconds: 300 });
    // A save without a position (the page's watch-time clock) leaves the position as it is.
    await call(progressSave, request(progressSaveRoute.path, { token: user.token, body: body(90, `${COURSE}-5`) }));
    expect((await open(user.token, `${COURSE}-5`)).body.session.progress).toEqual({
      watch_time_seconds: 90,
      completed_at: null,
      audio_position_seconds: 300,
    });

    // Bad positions are refused with a clear message and change nothing.
    for (const [bad, words] of [
      [-1, 'audioPositionSeconds cannot be negative'],
      ['20:00', 'audioPositionSeconds must be a number'],
      [10 ** 9, 'audioPositionSeconds is too large'],
    ] as const) {
      const refused = await save(95, bad);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(words);
    }
    expect((await ref.get()).data()).toMatchObject({ watch_time_seconds: 90, audio_position_seconds: 300 });

    // Playing to the end completes the session and starts the next listening from the beginning.
    const done = await call(
      progressComplete,
      request(progressCompleteRoute.path, { token: user.token, body: { ...body(100, `${COURSE}-5`), audioPositionSeconds: 0 } }),
    );
    expect(done.status).toBe(200);
    expect(done.body.progress).toMatchObject({ watch_time_seconds: 100, audio_position_seconds: 0 });
    expect(typeof done.body.progress.completed_at).toBe('string');
  });

  it('two tabs saving at once never lose the larger time', async () => {
    const user = await freshUser('tabs', [COURSE]);
    const times = [40, 300, 120, 299, 60, 250];
    await Promise.all(
      times.map((t) => call(progressSave, request(progressSaveRoute.path, { token: user.token, body: body(t, `${COURSE}-4`) }))),
    );
    const doc = await (await db()).collection('user_session_progress').doc(`${user.uid}_${COURSE}-4`).get();
    expect(doc.get('watch_time_seconds')).toBe(300);
  });
});

afterAll(async () => {
  // fresh users stay: the emulator is per test run; nothing else to clean.
  void auth;
});
