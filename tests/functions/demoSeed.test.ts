// The demo data as the practitioner meets it: the demo learner's enrollment is a manual one, so the admin's
// overview reconciles (enrollments, the manual ones among them, and no revenue without a payment); `npm start`
// seeds a data folder once, so what she deletes stays deleted across restarts, while the tests' seeding (what is
// missing) and data seeded before this change (a 'demo_seed' enrollment) are put right.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData, seedDemoDataOnce } from '../../scripts/lib/seed.mjs';
import { DEMO_SEED_RECORD } from '../../scripts/lib/demo-data.mjs';
import adminOverview from '../../netlify/functions/admin-overview.mts';
import { collections, enrollmentId } from '../../netlify/lib/data/collections';
import { auth, db } from '../../netlify/lib/firebase';
import { adminOverviewRoute } from '../../src/api/contract';
import { MANUAL_ENROLLMENT_REFERENCE, type AdminOverview } from '../../src/lib/admin/admin';
import { resetTestEmulators } from '../support/emulators';
import { context, request, signIn } from './learningSupport';

const OWNED = 'quantum-alchemy-breathwork';
const ANIMALS = 'the-animal-that-walks-with-you';

async function demoLearnerEnrollment() {
  const learner = await auth().getUserByEmail('learner@example.com');
  return collections(await db()).enrollments.doc(enrollmentId(learner.uid, OWNED));
}

async function overview(): Promise<AdminOverview> {
  const token = await signIn('admin@example.com', 'local-admin-pass');
  const response = await adminOverview(request(adminOverviewRoute.path, { token }), context());
  expect(response.status).toBe(200);
  return (await response.json()) as AdminOverview;
}

beforeAll(async () => {
  await resetTestEmulators();
});

describe('the demo data', () => {
  it("seeds the demo learner's enrollment as a manual one: the overview's figures reconcile", async () => {
    expect(await seedDemoDataOnce(process.env)).toBe(true);
    const enrollment = await (await demoLearnerEnrollment()).get();
    expect(enrollment.get('payment_intent_id')).toBe(MANUAL_ENROLLMENT_REFERENCE);
    const { totals, recentEnrollments } = await overview();
    expect(totals).toMatchObject({ totalEnrollments: 1, manualEnrollments: 1, totalRevenue: 0, totalCourses: 4 });
    expect(recentEnrollments.map((row) => [row.userEmail, row.course_id, row.isManual])).toEqual([['learner@example.com', OWNED, true]]);
  });

  it('is seeded once: a restart brings back nothing the practitioner deleted', async () => {
    const firestore = await db();
    await (await demoLearnerEnrollment()).delete();
    await collections(firestore).courses.doc(ANIMALS).delete();
    expect(await seedDemoDataOnce(process.env)).toBe(false);
    expect((await (await demoLearnerEnrollment()).get()).exists).toBe(false);
    expect((await collections(firestore).courses.doc(ANIMALS).get()).exists).toBe(false);
    expect((await firestore.collection(DEMO_SEED_RECORD.collection).doc(DEMO_SEED_RECORD.id).get()).exists).toBe(true);
  });

  it("seeds again where the record is gone (npm run reset), and the tests' seeding creates what is missing", async () => {
    const firestore = await db();
    await firestore.collection(DEMO_SEED_RECORD.collection).doc(DEMO_SEED_RECORD.id).delete();
    expect(await seedDemoDataOnce(process.env)).toBe(true);
    expect((await (await demoLearnerEnrollment()).get()).exists).toBe(true);
    expect((await collections(firestore).courses.doc(ANIMALS).get()).exists).toBe(true);

    await (await demoLearnerEnrollment()).delete();
    await seedDemoData(process.env);
    expect((await (await demoLearnerEnrollment()).get()).get('payment_intent_id')).toBe(MANUAL_ENROLLMENT_REFERENCE);
  });

  it("turns an enrollment seeded as 'demo_seed' (counted as paid, with no payment) into a manual one", async () => {
    const ref = await demoLearnerEnrollment();
    await ref.update({ payment_intent_id: 'demo_seed' });
    await seedDemoData(process.env);
    expect((await ref.get()).get('payment_intent_id')).toBe(MANUAL_ENROLLMENT_REFERENCE);
    expect((await overview()).totals).toMatchObject({ totalEnrollments: 1, manualEnrollments: 1, totalRevenue: 0 });
  });
});
