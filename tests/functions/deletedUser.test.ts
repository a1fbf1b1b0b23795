// A deleted user's still-unexpired ID token (an open tab) must not write anything back.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { auth, db } from '../../netlify/lib/firebase';
import profile from '../../netlify/functions/profile.mts';
import session from '../../netlify/functions/session.mts';
import progressSave from '../../netlify/functions/progress-save.mts';
import progressComplete from '../../netlify/functions/progress-complete.mts';
import { context, freshUser, request } from './learningSupport';
import {
  courseRoute,
  createCheckoutRoute,
  dashboardRoute,
  profileRoute,
  progressCompleteRoute,
  progressSaveRoute,
  sessionAudioRoute,
  sessionAudioUrlRoute,
  sessionRoute,
  verifyPaymentRoute,
} from '../../src/api/contract';

const COURSE = 'quantum-alchemy-breathwork';
const SESSION = `${COURSE}-1`;

beforeAll(async () => {
  await seedDemoData(process.env);
});

describe('writes after the account is deleted', () => {
  it('are refused with 401 and leave no record behind', async () => {
    const learner = await freshUser('deleted', [COURSE]);
    const body = { courseId: COURSE, sessionId: SESSION };
    const open = () =>
      session(request(`${sessionRoute.path}?courseId=${COURSE}&sessionId=${SESSION}`, { token: learner.token }), context());
    // While the account exists the same token works: opening the session starts its progress.
    expect((await open()).status).toBe(200);

    const firestore = await db();
    await auth().deleteUser(learner.uid);
    await firestore.collection('user_session_progress').doc(`${learner.uid}_${SESSION}`).delete();
    await firestore.collection('user_enrollments').doc(`${learner.uid}_${COURSE}`).delete();
    // Its first request made its profile (every account has one); the deletion takes that too.
    await firestore.collection('profiles').doc(learner.uid).delete();
    await firestore.collection('learner_activity').doc(learner.uid).delete();

    const calls = [
      open(),
      progressSave(request(progressSaveRoute.path, { token: learner.token, body: { ...body, watchTimeSeconds: 60 } }), context()),
      progressComplete(request(progressCompleteRoute.path, { token: learner.token, body: { ...body, watchTimeSeconds: 90 } }), context()),
      profile(request(profileRoute.path, { token: learner.token, body: { fullName: 'Ghost' } }), context()),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(401);

    const leftovers = await Promise.all(
      ['user_session_progress', 'profiles', 'user_enrollments', 'learner_activity'].map((name) =>
        firestore.collection(name).where('user_id', '==', learner.uid).get(),
      ),
    );
    expect(leftovers.map((snapshot) => snapshot.size)).toEqual([0, 0, 0, 0]);
  });
});

describe('reads after the account is deleted or signed out everywhere', () => {
  it('every endpoint with user data refuses the old token with 401, and no read recreates the profile', async () => {
    const { default: dashboard } = await import('../../netlify/functions/dashboard.mts');
    const { default: course } = await import('../../netlify/functions/course.mts');
    const { default: sessionAudio } = await import('../../netlify/functions/session-audio.mts');
    const { default: sessionAudioUrl } = await import('../../netlify/functions/session-audio-url.mts');
    const { default: createCheckout } = await import('../../netlify/functions/create-checkout.mts');
    const { default: verifyPayment } = await import('../../netlify/functions/verify-payment.mts');
    const { deleteUserCompletely } = await import('../../netlify/lib/account/users');

    const learner = await freshUser('deleted-reader', [COURSE]);
    const reads = (token: string) => [
      () => dashboard(request(dashboardRoute.path, { token }), context()),
      () => course(request(`${courseRoute.path}?id=${COURSE}`, { token }), context()),
      () => session(request(`${sessionRoute.path}?courseId=${COURSE}&sessionId=${SESSION}`, { token }), context()),
      () => sessionAudio(request(`${sessionAudioRoute.path}?courseId=${COURSE}&sessionId=${SESSION}`, { token }), context()),
      () => sessionAudioUrl(request(`${sessionAudioUrlRoute.path}?courseId=${COURSE}&sessionId=${SESSION}`, { token }), context()),
      () => createCheckout(request(createCheckoutRoute.path, { token, body: { courseId: 'the-animal-that-walks-with-you' } }), context()),
      () => verifyPayment(request(verifyPaymentRoute.path, { token, body: { sessionId: 'cs_local_0000' } }), context()),
    ];
    // While the account exists the token works (the dashboard and course at least).
    const before = await Promise.all(
      reads(learner.token)
        .slice(0, 2)
        .map((read) => read()),
    );
    expect(before.map((response) => response.status)).toEqual([200, 200]);

    await deleteUserCompletely(learner.uid);
    const after = await Promise.all(reads(learner.token).map((read) => read()));
    expect(after.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    const firestore = await db();
    expect((await firestore.collection('profiles').doc(learner.uid).get()).exists).toBe(false);
    expect((await firestore.collection('local_checkout_sessions').where('user_id', '==', learner.uid).get()).size).toBe(0);
  });

  it('a user signed out everywhere (refresh tokens revoked) is refused too, and opening a session starts nothing', async () => {
    const { default: dashboard } = await import('../../netlify/functions/dashboard.mts');
    const learner = await freshUser('revoked', [COURSE]);
    // Revocation counts whole seconds: a token issued in the same second as the revocation stays valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await auth().revokeRefreshTokens(learner.uid);
    expect((await dashboard(request(dashboardRoute.path, { token: learner.token }), context())).status).toBe(401);
    const opened = await session(
      request(`${sessionRoute.path}?courseId=${COURSE}&sessionId=${SESSION}`, { token: learner.token }),
      context(),
    );
    expect(opened.status).toBe(401);
    const firestore = await db();
    expect((await firestore.collection('user_session_progress').doc(`${learner.uid}_${SESSION}`).get()).exists).toBe(false);
    expect((await firestore.collection('learner_activity').doc(learner.uid).get()).exists).toBe(false);
  });
});
