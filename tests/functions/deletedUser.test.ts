// A deleted user's still-unexpired ID token (an open tab) must not write anything back.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { auth, db } from '../../netlify/lib/firebase';
import profile from '../../netlify/functions/profile.mts';
import progressStart from '../../netlify/functions/progress-start.mts';
import progressSave from '../../netlify/functions/progress-save.mts';
import progressComplete from '../../netlify/functions/progress-complete.mts';
import { context, freshUser, request } from './learningSupport';

const COURSE = 'quantum-alchemy-breathwork';
const SESSION = `${COURSE}-1`;

beforeAll(async () => {
  await seedDemoData(process.env);
});

describe('writes after the account is deleted', () => {
  it('are refused with 401 and leave no record behind', async () => {
    const learner = await freshUser('deleted', [COURSE]);
    const body = { courseId: COURSE, sessionId: SESSION };
    // While the account exists the same token works.
    expect((await progressStart(request('/api/progress/start', { token: learner.token, body }), context())).status).toBe(200);

    const firestore = await db();
    await auth().deleteUser(learner.uid);
    await firestore.collection('user_session_progress').doc(`${learner.uid}_${SESSION}`).delete();
    await firestore.collection('user_enrollments').doc(`${learner.uid}_${COURSE}`).delete();

    const calls = [
      progressStart(request('/api/progress/start', { token: learner.token, body }), context()),
      progressSave(request('/api/progress/save', { token: learner.token, body: { ...body, watchTimeSeconds: 60 } }), context()),
      progressComplete(request('/api/progress/complete', { token: learner.token, body: { ...body, watchTimeSeconds: 90 } }), context()),
      profile(request('/api/profile', { token: learner.token, body: { fullName: 'Ghost' } }), context()),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(401);

    const leftovers = await Promise.all(
      ['user_session_progress', 'profiles', 'user_enrollments'].map((name) =>
        firestore.collection(name).where('user_id', '==', learner.uid).get(),
      ),
    );
    expect(leftovers.map((snapshot) => snapshot.size)).toEqual([0, 0, 0]);
  });
});
