// What the course builder does beyond Firestore, against the real emulators, local file storage and the local content
// lake (Sanity's API, where written lessons live). Deleting a session in the builder removes its audio track, its uploaded
// picture and its written lesson (published and draft), and nothing of the other sessions; a learner's progress rows
// stay as before. When the lesson cannot be removed (Sanity not answering), the session is still gone for learners,
// the admin is told, the note stays and the next deletion finishes the job. Deleting a course does the same for each
// of its sessions. Every change of a course's sessions writes their order onto the written lessons, so the Studio's
// list (courses oldest first, then session order) follows a reorder.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX, dataUrl, storageDir } from './adminSupport';
import { auth, db } from '../../netlify/lib/firebase';
import { services } from '../../netlify/lib/compose';
import { startLake } from '../../scripts/lib/sanity-lake/server.mjs';
import adminSessions from '../../netlify/functions/admin-sessions.mts';
import adminCourses from '../../netlify/functions/admin-courses.mts';
import session from '../../netlify/functions/session.mts';
import sessionAudioUrl from '../../netlify/functions/session-audio-url.mts';
import { sessionAudioPath } from '../../src/lib/learning/lessons';
import type { AdminSessionDetails } from '../../src/lib/admin/sessionSchemas';
import { adminCoursesRoute, adminSessionsRoute, sessionAudioUrlRoute, sessionRoute } from '../../src/api/contract';
import { LESSON_PLACES_NOT_SAVED } from '../../netlify/lib/admin/lessonPlaces';
import { context, freshUser, request, signIn } from './learningSupport';

type Handler = (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>;
type Body = Record<string, unknown> & { error?: string; leftBehind?: string };

const lakeDir = mkdtempSync(join(tmpdir(), 'remains-lake-'));
let lake: Awaited<ReturnType<typeof startLake>>;
let admin: string;

async function call<T = Body>(handler: Handler, req: Request) {
  const response = await handler(req, context());
  return { status: response.status, body: (await response.json()) as T & Body };
}

async function newCourse(title: string, published = false, createdAt = new Date().toISOString()): Promise<string> {
  const id = `remains-${randomUUID().slice(0, 8)}`;
  await (await db()).collection('courses').doc(id).set({
    title,
    description: 'A course whose sessions are deleted.',
    price: 30,
    image_url: null,
    published,
    coming_soon: false,
    created_at: createdAt,
  });
  return id;
}

/** A session added through the builder, with an uploaded picture, an audio track in storage and a written lesson with a draft. */
async function fullSession(courseId: string, title: string) {
  const added = await call<{ session: AdminSessionDetails }>(
    adminSessions,
    request(adminSessionsRoute.path, {
      token: admin,
      method: 'POST',
      body: {
        courseId,
        title,
        description: `${title}: a guided session.`,
        video_url: 'https://vimeo.com/76979871',
        duration_minutes: 20,
        imageDataUrl: dataUrl('image/png', PNG_1PX),
      },
    }),
  );
  expect(added.status, added.body.error).toBe(201);
  const id = added.body.session.id;
  const picture = new URLSearchParams(added.body.session.image_url!.split('?')[1]).get('path')!;
  await services().storage.put(sessionAudioPath(id), new Uint8Array([0xff, 0xfb, 0x90, 0x00]), 'audio/mpeg');
  const lesson = { _id: `lesson-${id}`, _type: 'lesson', title, sessionId: id, showVideoCard: true, bonusAudio: false, certificate: false };
  lake.store.commit({
    mutations: [{ createOrReplace: lesson }, { createOrReplace: { ...lesson, _id: `drafts.lesson-${id}`, title: `${title} (draft)` } }],
  });
  return { id, picture, lessonIds: [`lesson-${id}`, `drafts.lesson-${id}`] };
}

type Full = Awaited<ReturnType<typeof fullSession>>;
const audioStored = (s: Full) => existsSync(join(storageDir, sessionAudioPath(s.id)));
const pictureStored = (s: Full) => existsSync(join(storageDir, s.picture));
const lessonsInLake = (s: Full) => s.lessonIds.filter((id) => lake.store.get(id));
const note = async (sessionId: string) => (await (await db()).collection('session_cleanups').doc(sessionId).get()).data();

const deleteSession = (id: string, confirm = false) =>
  call(adminSessions, request(`${adminSessionsRoute.path}?id=${id}${confirm ? '&confirm=true' : ''}`, { token: admin, method: 'DELETE' }));

beforeAll(async () => {
  lake = await startLake({
    port: 0,
    dir: lakeDir,
    seedPath: resolve('content/seed/data.ndjson'),
    seedImagesDir: resolve('content/seed/images'),
  });
  process.env.SANITY_LAKE_URL = lake.url;
  const user = await auth().createUser({ email: 'admin@example.com', password: 'local-admin-pass' });
  await auth().setCustomUserClaims(user.uid, { admin: true });
  admin = await signIn('admin@example.com', 'local-admin-pass');
});

afterAll(async () => {
  delete process.env.SANITY_LAKE_URL;
  await lake?.close();
  rmSync(lakeDir, { recursive: true, force: true });
});

describe('deleting a session in the builder', () => {
  it("removes its audio, its picture and its written lesson (draft too), nothing of the others, and keeps the learners' progress", async () => {
    const courseId = await newCourse('Clearing');
    const [kept, gone] = [await fullSession(courseId, 'Staying'), await fullSession(courseId, 'Leaving')];
    for (const s of [kept, gone]) {
      expect(audioStored(s) && pictureStored(s)).toBe(true);
      expect(lessonsInLake(s)).toHaveLength(2);
    }
    const learner = await freshUser('remains-learner', [courseId]);
    const progressRef = (await db()).collection('user_session_progress').doc(`${learner.uid}_${gone.id}`);
    await progressRef.set({ user_id: learner.uid, session_id: gone.id, watch_time_seconds: 300, completed_at: null });

    // Learners have progress: refused, and nothing is removed.
    expect((await deleteSession(gone.id)).status).toBe(409);
    expect(audioStored(gone) && pictureStored(gone)).toBe(true);
    expect(lessonsInLake(gone)).toHaveLength(2);

    const deleted = await deleteSession(gone.id, true);
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true, learnersWithProgress: 1 } });
    expect(deleted.body.leftBehind).toBeUndefined();
    expect(audioStored(gone)).toBe(false);
    expect(pictureStored(gone)).toBe(false);
    expect(lessonsInLake(gone)).toEqual([]);
    expect(await note(gone.id)).toBeUndefined();
    expect((await progressRef.get()).data()).toMatchObject({ watch_time_seconds: 300 });

    expect(audioStored(kept) && pictureStored(kept)).toBe(true);
    expect(lessonsInLake(kept)).toHaveLength(2);
  });

  it('when the written lesson cannot be removed: the session is gone for learners, the admin is told, and the next deletion finishes it', async () => {
    const courseId = await newCourse('Stubborn');
    const [first, second, third] = [
      await fullSession(courseId, 'One'),
      await fullSession(courseId, 'Two'),
      await fullSession(courseId, 'Three'),
    ];
    const learner = await freshUser('remains-stubborn', [courseId]);
    process.env.SANITY_LAKE_URL = 'http://127.0.0.1:9'; // nothing listens there: Sanity does not answer
    try {
      const deleted = await deleteSession(first.id);
      expect(deleted.status).toBe(200);
      expect(deleted.body.leftBehind).toBe(
        'The session is deleted, but its audio, picture or written lesson could not be removed yet. It will be tried again at the next deletion.',
      );
      // The files went; the lesson stays in Sanity, noted with the reason.
      expect(audioStored(first) || pictureStored(first)).toBe(false);
      expect(lessonsInLake(first)).toHaveLength(2);
      expect(await note(first.id)).toMatchObject({
        session_id: first.id,
        course_id: courseId,
        attempts: 1,
        last_error: expect.stringMatching(/^written lesson: /),
      });
    } finally {
      process.env.SANITY_LAKE_URL = lake.url;
    }
    // Nothing of it reaches a learner: no session, no audio address.
    const page = await session(
      request(`${sessionRoute.path}?courseId=${courseId}&sessionId=${first.id}`, { token: learner.token }),
      context(),
    );
    expect(page.status).toBe(404);
    const audio = await sessionAudioUrl(
      request(`${sessionAudioUrlRoute.path}?courseId=${courseId}&sessionId=${first.id}`, { token: learner.token }),
      context(),
    );
    expect(audio.status).toBe(404);

    // The next deletion tries the note again, and both sessions' remains are gone.
    const next = await deleteSession(second.id);
    expect(next).toMatchObject({ status: 200, body: { deleted: true } });
    expect(next.body.leftBehind).toBeUndefined();
    expect(lessonsInLake(first)).toEqual([]);
    expect(lessonsInLake(second)).toEqual([]);
    expect(await note(first.id)).toBeUndefined();
    expect(audioStored(third) && pictureStored(third)).toBe(true);
    expect(lessonsInLake(third)).toHaveLength(2);
  });
});

describe('deleting a course', () => {
  it("removes every session's audio, picture and written lesson with it", async () => {
    const courseId = await newCourse('Whole Course');
    const sessions = [await fullSession(courseId, 'Alpha'), await fullSession(courseId, 'Beta'), await fullSession(courseId, 'Gamma')];
    const other = await fullSession(await newCourse('Neighbour'), 'Untouched');
    const deleted = await call(adminCourses, request(`${adminCoursesRoute.path}?id=${courseId}`, { token: admin, method: 'DELETE' }));
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });
    expect(deleted.body.leftBehind).toBeUndefined();
    for (const s of sessions) {
      expect(audioStored(s) || pictureStored(s), s.id).toBe(false);
      expect(lessonsInLake(s), s.id).toEqual([]);
      expect(await note(s.id)).toBeUndefined();
    }
    expect((await (await db()).collection('course_sessions').where('course_id', '==', courseId).get()).size).toBe(0);
    expect(audioStored(other) && pictureStored(other)).toBe(true);
    expect(lessonsInLake(other)).toHaveLength(2);
  });
});

/** The lessons of these courses as the Studio's list orders them (its ordering, over published and draft documents). */
async function studioOrder(courseIds: string[]): Promise<string[]> {
  const response = await fetch(`${lake.url}/v2025-02-19/data/query/production?perspective=raw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        '*[_type == "lesson" && courseId in $courseIds && !(_id in path("drafts.**"))] | order(courseCreatedAt asc, sessionOrder asc, title asc)._id',
      params: { courseIds },
    }),
  });
  return ((await response.json()) as { result: string[] }).result;
}

const reorder = (courseId: string, sessionIds: string[]) =>
  call(adminSessions, request(adminSessionsRoute.path, { token: admin, method: 'PUT', body: { courseId, sessionIds } }));

describe("the Studio's order of written lessons", () => {
  it('follows the builder: courses oldest first, then a reorder and a deletion, drafts too', async () => {
    const older = await newCourse('Older', false, '2024-01-01T00:00:00.000Z');
    const newer = await newCourse('Newer', false, '2024-06-01T00:00:00.000Z');
    // Added newer first: the Studio's order is the courses' creation order, not the order of writing.
    const [n1] = [await fullSession(newer, 'Zeta')];
    const [a, b, c] = [await fullSession(older, 'Apple'), await fullSession(older, 'Banana'), await fullSession(older, 'Cherry')];
    // Lessons written after their sessions were added are placed at the next change of the course.
    expect(await reorder(newer, [n1.id])).toMatchObject({ status: 200 });

    const reordered = await reorder(older, [c.id, a.id, b.id]);
    expect(reordered.status, reordered.body.error).toBe(200);
    expect(reordered.body.notice).toBeUndefined();
    expect(await studioOrder([newer, older])).toEqual([`lesson-${c.id}`, `lesson-${a.id}`, `lesson-${b.id}`, `lesson-${n1.id}`]);
    expect(lake.store.get(`drafts.lesson-${c.id}`)).toMatchObject({
      courseId: older,
      courseCreatedAt: '2024-01-01T00:00:00.000Z',
      sessionOrder: 1,
    });

    // Deleting the first closes the gap, on the lessons too.
    expect((await deleteSession(c.id)).status).toBe(200);
    expect(lake.store.get(`lesson-${a.id}`)).toMatchObject({ sessionOrder: 1 });
    expect(lake.store.get(`lesson-${b.id}`)).toMatchObject({ sessionOrder: 2 });
    expect(await studioOrder([newer, older])).toEqual([`lesson-${a.id}`, `lesson-${b.id}`, `lesson-${n1.id}`]);
  });

  it('when Sanity does not answer, the new order is still saved and the admin is told the Studio will follow later', async () => {
    const courseId = await newCourse('Offline Studio');
    const [a, b] = [await fullSession(courseId, 'First'), await fullSession(courseId, 'Second')];
    process.env.SANITY_LAKE_URL = 'http://127.0.0.1:9';
    try {
      const reordered = await reorder(courseId, [b.id, a.id]);
      expect(reordered.status, reordered.body.error).toBe(200);
      expect(reordered.body.notice).toBe(LESSON_PLACES_NOT_SAVED);
      expect((reordered.body as { sessions?: Array<{ id: string }> }).sessions?.map((s) => s.id)).toEqual([b.id, a.id]);
    } finally {
      process.env.SANITY_LAKE_URL = lake.url;
    }
    expect(lake.store.get(`lesson-${b.id}`)?.sessionOrder).toBeUndefined();
    // The next change writes the places.
    expect(await reorder(courseId, [b.id, a.id])).toMatchObject({ status: 200 });
    expect(await studioOrder([courseId])).toEqual([`lesson-${b.id}`, `lesson-${a.id}`]);
  });
});
