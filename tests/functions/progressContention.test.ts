// Progress under contention: overlapping POST /api/progress/save calls for one learner and one
// session (two tabs, a retrying network) all answer 2xx and the highest position is kept; completion stays.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import progressComplete from '../../netlify/functions/progress-complete.mts';
import progressSave from '../../netlify/functions/progress-save.mts';
import session from '../../netlify/functions/session.mts';
import { db } from '../../netlify/lib/firebase';
import { context, freshUser, request } from './learningSupport';
import { progressCompleteRoute, progressSaveRoute, sessionRoute } from '../../src/api/contract';

const COURSE = 'quantum-alchemy-breathwork';
const SESSION = `${COURSE}-2`;

const save = (token: string, watchTimeSeconds: number) =>
  progressSave(request(progressSaveRoute.path, { token, body: { courseId: COURSE, sessionId: SESSION, watchTimeSeconds } }), context());

async function stored(uid: string) {
  return (await (await db()).collection('user_session_progress').doc(`${uid}_${SESSION}`).get()).data();
}

beforeAll(async () => {
  await seedDemoData(process.env);
});

describe('overlapping progress saves for one record', () => {
  it('10 at once: all 2xx, the highest position kept', async () => {
    const user = await freshUser('tabs', [COURSE]);
    const positions = [30, 610, 45, 600, 5, 590, 120, 333, 605, 1];
    const responses = await Promise.all(positions.map((seconds) => save(user.token, seconds)));
    expect(responses.map((response) => response.status)).toEqual(positions.map(() => 200));
    expect((await stored(user.uid))?.watch_time_seconds).toBe(610);
    // A later, lower save from an old tab does not lower it.
    const late = await save(user.token, 200);
    expect(late.status).toBe(200);
    expect((await late.json()).progress.watch_time_seconds).toBe(610);
  });

  it('50 at once, with an opening and a completion among them: all 2xx, monotonic, completed once', async () => {
    const user = await freshUser('storm', [COURSE]);
    const started = performance.now();
    const calls = Array.from({ length: 50 }, (_, i) => save(user.token, i * 7));
    calls.splice(10, 0, session(request(`${sessionRoute.path}?courseId=${COURSE}&sessionId=${SESSION}`, { token: user.token }), context()));
    calls.splice(
      25,
      0,
      progressComplete(
        request(progressCompleteRoute.path, { token: user.token, body: { courseId: COURSE, sessionId: SESSION, watchTimeSeconds: 100 } }),
        context(),
      ),
    );
    const responses = await Promise.all(calls);
    const elapsed = performance.now() - started;
    expect(responses.filter((response) => response.status !== 200).map((response) => response.status)).toEqual([]);
    const record = await stored(user.uid);
    expect(record?.watch_time_seconds).toBe(49 * 7);
    expect(typeof record?.completed_at).toBe('string');
    expect(elapsed).toBeLessThan(15_000);

    // Completing again keeps the first completion time.
    const again = await progressComplete(
      request(progressCompleteRoute.path, { token: user.token, body: { courseId: COURSE, sessionId: SESSION, watchTimeSeconds: 10 } }),
      context(),
    );
    expect((await again.json()).progress).toEqual({
      watch_time_seconds: 49 * 7,
      completed_at: record?.completed_at,
      audio_position_seconds: 0,
    });
  });
});
