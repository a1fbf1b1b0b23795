// Drip against the real emulators: the course builder stores 'Opens after (days)'; before its day the server refuses
// a dripped session's content (session, audio, progress) with `not_yet_available` and the course page names the
// day; from that day it opens; the daily e-mail goes once per learner and session, however many runs (concurrent
// ones included), and a failed send is tried again by the next run.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callerTokens } from './adminSupport';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import adminSessions from '../../netlify/functions/admin-sessions.mts';
import course from '../../netlify/functions/course.mts';
import session from '../../netlify/functions/session.mts';
import progressSave from '../../netlify/functions/progress-save.mts';
import { collections, enrollmentId, progressId } from '../../netlify/lib/data/collections';
import { db } from '../../netlify/lib/firebase';
import { sendDripNotices } from '../../netlify/lib/learning/dripNotices';
import { deleteUserCompletely } from '../../netlify/lib/account/users';
import { adminSessionsRoute, courseRoute, progressSaveRoute, sessionRoute } from '../../src/api/contract';
import { context, freshUser, request } from './learningSupport';
import { readJson, recordingMailer } from './purchaseSupport';

const COURSE = 'quantum-alchemy-breathwork';
const DAY = 24 * 60 * 60 * 1000;
const ORIGIN = 'https://maya.example';
type Handler = (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>;
const call = (handler: Handler, path: string, init: { token?: string | null; body?: unknown; method?: string } = {}) =>
  handler(request(path, init), context()).then(readJson);

beforeAll(() => vi.stubEnv('URL', ORIGIN));
afterAll(() => vi.unstubAllEnvs());

let tokens: Awaited<ReturnType<typeof callerTokens>>;
let dripped: string;

/** A learner enrolled `daysAgo` days ago (at noon UTC of that day). */
async function learnerEnrolled(label: string, daysAgo: number) {
  const user = await freshUser(label, [COURSE]);
  const noon = Math.floor(Date.now() / DAY) * DAY + 12 * 60 * 60 * 1000 - daysAgo * DAY;
  await collections(await db())
    .enrollments.doc(enrollmentId(user.uid, COURSE))
    .update({ enrolled_at: new Date(noon).toISOString() });
  await collections(await db())
    .profiles.doc(user.uid)
    .set({ user_id: user.uid, email: user.email, full_name: `Learner ${label}`, created_at: new Date().toISOString() });
  return user;
}

beforeAll(async () => {
  await seedDemoData(process.env);
  tokens = await callerTokens();
});

describe('the course builder', () => {
  it("stores 'Opens after (days)' and refuses what is not a whole number of days", async () => {
    const added = await call(adminSessions, adminSessionsRoute.path, {
      token: tokens.admin,
      body: {
        courseId: COURSE,
        title: 'Breath of the Third Day',
        description: 'Opens later.',
        duration_minutes: 20,
        opens_after_days: '3',
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.session.opens_after_days).toBe(3);
    dripped = added.body.session.id;
    const bad = await call(adminSessions, adminSessionsRoute.path, {
      token: tokens.admin,
      body: { courseId: COURSE, title: 'Bad', duration_minutes: 20, opens_after_days: '1.5' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Opens after \(days\) must be a whole number/);
  });
});

describe('before and after its day', () => {
  it('refuses the content to a learner enrolled today with not_yet_available, and the course page names the day', async () => {
    const learner = await learnerEnrolled('today', 0);
    const refused = await call(session, `${sessionRoute.path}?courseId=${COURSE}&sessionId=${dripped}`, { token: learner.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('not_yet_available');
    const opensOn = new Date(Math.floor(Date.now() / DAY) * DAY + 3 * DAY);
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(opensOn);
    expect(refused.body.error).toContain(day);
    // The refused opening started no progress, and none can be saved before the day.
    expect(
      (
        await collections(await db())
          .progress.doc(progressId(learner.uid, dripped))
          .get()
      ).exists,
    ).toBe(false);
    const saved = await call(progressSave, progressSaveRoute.path, {
      token: learner.token,
      body: { courseId: COURSE, sessionId: dripped, watchTimeSeconds: 5 },
    });
    expect(saved.body.code).toBe('not_yet_available');
    // The course page: the dripped session carries its opening; the others do not.
    const page = await call(course, `${courseRoute.path}?id=${COURSE}`, { token: learner.token });
    const sessions = page.body.sessions as Array<{ id: string; opens_at: string | null; opens_on: string | null }>;
    expect(sessions.find((s) => s.id === dripped)).toMatchObject({ opens_at: opensOn.toISOString(), opens_on: day });
    expect(sessions.filter((s) => s.id !== dripped).every((s) => s.opens_at === null)).toBe(true);
    // The open sessions still play.
    const open = sessions.find((s) => s.id !== dripped)!;
    expect((await call(session, `${sessionRoute.path}?courseId=${COURSE}&sessionId=${open.id}`, { token: learner.token })).status).toBe(
      200,
    );
  });

  it('opens on its day, and is always open to the admin', async () => {
    const learner = await learnerEnrolled('three-days', 3);
    expect((await call(session, `${sessionRoute.path}?courseId=${COURSE}&sessionId=${dripped}`, { token: learner.token })).status).toBe(
      200,
    );
    const page = await call(course, `${courseRoute.path}?id=${COURSE}`, { token: learner.token });
    expect((page.body.sessions as Array<{ id: string; opens_at: string | null }>).find((s) => s.id === dripped)!.opens_at).toBeNull();
    expect((await call(session, `${sessionRoute.path}?courseId=${COURSE}&sessionId=${dripped}`, { token: tokens.admin })).status).toBe(200);
  });
});

describe('the daily e-mail', () => {
  it('goes once to each learner whose day it is, however many runs at once', async () => {
    const mailer = recordingMailer();
    const due = await learnerEnrolled('due', 3);
    const yesterday = await learnerEnrolled('missed-run', 4); // a missed run is caught up
    const notYet = await learnerEnrolled('not-yet', 1);
    const longAgo = await learnerEnrolled('long-ago', 30); // opened weeks ago: not written to out of the blue
    const runs = await Promise.all(Array.from({ length: 4 }, () => sendDripNotices({ mailer, siteOrigin: ORIGIN })));
    expect(runs.reduce((sum, run) => sum + run.failed, 0)).toBe(0);
    expect(mailer.to(due.email)).toHaveLength(1);
    expect(mailer.to(yesterday.email)).toHaveLength(1);
    expect(mailer.to(notYet.email)).toHaveLength(0);
    expect(mailer.to(longAgo.email)).toHaveLength(0);
    const [mail] = mailer.to(due.email);
    expect(mail!.subject).toBe('Breath of the Third Day is open for you');
    expect(mail!.text).toContain(`${ORIGIN}/course/${COURSE}/session/${dripped}`);
    await sendDripNotices({ mailer, siteOrigin: ORIGIN });
    expect(mailer.to(due.email)).toHaveLength(1);
  });

  it('tries a failed send again on the next run', async () => {
    const mailer = recordingMailer();
    const learner = await learnerEnrolled('retry', 3);
    mailer.failNext(100);
    const first = await sendDripNotices({ mailer, siteOrigin: ORIGIN });
    expect(first.failed).toBeGreaterThan(0);
    expect(mailer.to(learner.email)).toHaveLength(0);
    mailer.failNext(0);
    await sendDripNotices({ mailer, siteOrigin: ORIGIN });
    expect(mailer.to(learner.email)).toHaveLength(1);
  });

  it('leaves no notice behind when the account is deleted', async () => {
    const learner = await learnerEnrolled('deleted', 3);
    await sendDripNotices({ mailer: recordingMailer(), siteOrigin: ORIGIN });
    const notices = async () =>
      collections(await db())
        .dripNotices.where('user_id', '==', learner.uid)
        .get();
    expect((await notices()).size).toBe(1);
    await deleteUserCompletely(learner.uid);
    expect((await notices()).size).toBe(0);
  });
});
