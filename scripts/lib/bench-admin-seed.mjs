// The data of `npm run bench:admin` (a practice with 10,000 learners): `users` accounts with a profile, 3 enrollments each
// (every 7th by hand), 2 payments each (every 50th learner's refunded), 20 progress rows and a
// last-activity record each. Written with one BulkWriter (parallel batched writes, no ramp-up throttling):
// the Firestore emulator takes the 270,000 documents of the default scale in a few minutes.
import { collections, enrollmentId, progressId } from '../../netlify/lib/data/collections.ts';

export const ENROLLMENTS_PER_USER = 3;
export const PAYMENTS_PER_USER = 2;
export const PROGRESS_PER_USER = 20;
const DAY = 86_400_000;

/** Seeds the scale data over the demo catalog; returns how many documents of each kind it wrote. */
export async function seedAdminScale({ firestore, auth, users: userCount, now = Date.now(), log = () => {} }) {
  const store = collections(firestore);
  const courses = (await store.courses.select().get()).docs.map((doc) => doc.id);
  const sessions = (await store.courseSessions.select('course_id').get()).docs.map((doc) => doc.id);
  const users = Array.from({ length: userCount }, (_, i) => ({
    uid: `bench-user-${String(i).padStart(5, '0')}`,
    email: `bench-${i}@example.com`,
    created: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
  }));
  for (let i = 0; i < users.length; i += 1000) {
    const result = await auth.importUsers(users.slice(i, i + 1000).map((user) => ({ uid: user.uid, email: user.email })));
    if (result.failureCount) throw new Error(`importUsers: ${result.errors[0]?.error.message}`);
  }
  log(`${users.length} Auth accounts imported`);

  // Profiles as the product stores them: with the fields the admin's search finds them by.
  const { profileSearchFields } = await import('../../src/lib/admin/userSearch.ts');
  const writer = firestore.bulkWriter({ throttling: false });
  let failure = null;
  writer.onWriteError((error) => {
    if (error.failedAttempts < 5) return true; // retry (the emulator refuses a little under load)
    failure ??= error;
    return false;
  });
  const counts = { profiles: 0, enrollments: 0, payments: 0, progress: 0, activity: 0, paidPence: 0, refundedPence: 0 };
  const put = (counter, ref, data) => {
    counts[counter]++;
    writer.set(ref, data).catch(() => {}); // reported through onWriteError
  };
  for (const [i, user] of users.entries()) {
    const fullName = i % 5 ? `Bench Learner ${i}` : '';
    put('profiles', store.profiles.doc(user.uid), {
      user_id: user.uid,
      email: user.email,
      full_name: fullName,
      created_at: user.created,
      ...profileSearchFields(user.email, fullName),
    });
    let paymentsOfUser = 0;
    for (let k = 0; k < ENROLLMENTS_PER_USER; k++) {
      const courseId = courses[(i + k) % courses.length];
      const manual = (i + k) % 7 === 0; // at most one of any 3 in a row: every learner pays for 2
      put('enrollments', store.enrollments.doc(enrollmentId(user.uid, courseId)), {
        user_id: user.uid,
        course_id: courseId,
        enrolled_at: new Date(Date.parse(user.created) + k * 60_000).toISOString(),
        payment_intent_id: manual ? 'manual_admin_enrollment' : `pi_bench_${i}_${k}`,
      });
      if (!manual && paymentsOfUser < PAYMENTS_PER_USER) {
        paymentsOfUser++;
        const refunded = i % 50 === 0;
        counts.paidPence += 2500;
        if (refunded) counts.refundedPence += 2500;
        put('payments', store.payments.doc(`cs_bench_${i}_${k}`), {
          checkout_session_id: `cs_bench_${i}_${k}`,
          user_id: user.uid,
          course_id: courseId,
          course_title: courseId,
          amount_total: 2500,
          currency: 'gbp',
          payment_intent_id: `pi_bench_${i}_${k}`,
          fulfilled_at: new Date(now - (i % 365) * DAY).toISOString(),
          enrollment_id: enrollmentId(user.uid, courseId),
          ...(refunded ? { refund_status: 'refunded', amount_refunded: 2500 } : {}),
        });
      }
    }
    for (let k = 0; k < PROGRESS_PER_USER; k++) {
      const sessionId = sessions[(i + k) % sessions.length];
      put('progress', store.progress.doc(progressId(user.uid, sessionId)), {
        user_id: user.uid,
        session_id: sessionId,
        watch_time_seconds: 60,
        completed_at: k % 3 ? new Date(0).toISOString() : null,
      });
    }
    put('activity', store.learnerActivity.doc(user.uid), {
      user_id: user.uid,
      last_active_at: new Date(now - (i % 90) * DAY).toISOString(),
    });
    // Let the writer drain now and then instead of queueing 270,000 writes in memory.
    if (i % 500 === 499) {
      await writer.flush();
      if (i % 2000 === 1999) log(`${i + 1} users written`);
    }
  }
  await writer.close();
  if (failure) throw new Error(`seeding failed: ${failure.message}`);
  return counts;
}
