// Manual enrollment tells the truth against the emulators: a draft or coming-soon course is refused
// with the reason and nobody is enrolled; enrolling someone who already has the course answers created: false
// and changes nothing; the figures count a manual enrollment once.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import './adminSupport';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { auth, db } from '../../netlify/lib/firebase';
import createUserAndEnroll from '../../netlify/functions/create-user-and-enroll.mts';
import { requireOfferedCourse } from '../../netlify/lib/admin/adminEnrollments';
import { readFigures } from '../../netlify/lib/data/figures';
import { COURSE_IS_COMING_SOON, COURSE_IS_DRAFT } from '../../src/lib/admin/courseSchemas';
import type { CreateUserAndEnrollResult } from '../../src/lib/admin/admin';
import { context, request, signIn } from './learningSupport';
import { resetTestEmulators } from '../support/emulators';
import { createUserAndEnrollRoute } from '../../src/api/contract';

const DRAFT = 'manual-draft-course';
const SOON = 'manual-coming-soon-course';
const OPEN = 'manual-open-course';
let admin: string;

const enroll = async (userEmail: string, courseId: string) => {
  const response = await createUserAndEnroll(
    request(createUserAndEnrollRoute.path, { token: admin, body: { userEmail, courseId } }),
    context(),
  );
  return { status: response.status, body: (await response.json()) as CreateUserAndEnrollResult & { error?: string } };
};
const enrollmentsIn = async (courseId: string) =>
  (await (await db()).collection('user_enrollments').where('course_id', '==', courseId).count().get()).data().count;

beforeAll(async () => {
  await resetTestEmulators();
  await seedDemoData(process.env);
  const firestore = await db();
  const course = (title: string, state: Record<string, unknown>) => ({
    title,
    description: 'd',
    price: 30,
    created_at: '2026-01-01T00:00:00.000Z',
    ...state,
  });
  await firestore
    .collection('courses')
    .doc(DRAFT)
    .set(course('Draft Course', { published: false, coming_soon: false }));
  await firestore
    .collection('courses')
    .doc(SOON)
    .set(course('Soon Course', { published: true, coming_soon: true }));
  await firestore
    .collection('courses')
    .doc(OPEN)
    .set(course('Open Course', { published: true, coming_soon: false }));
  admin = await signIn('admin@example.com', 'local-admin-pass');
});

describe('manual enrollment', () => {
  it('refuses a draft or coming-soon course with the reason, enrolling nobody', async () => {
    for (const [courseId, reason] of [
      [DRAFT, COURSE_IS_DRAFT],
      [SOON, COURSE_IS_COMING_SOON],
    ] as const) {
      expect(await enroll('learner@example.com', courseId)).toEqual({ status: 409, body: { error: reason, code: 'conflict' } });
      await expect(requireOfferedCourse(courseId)).rejects.toMatchObject({ status: 409, message: reason });
      expect(await enrollmentsIn(courseId)).toBe(0);
    }
    await expect(requireOfferedCourse('no-such-course')).rejects.toMatchObject({ status: 404 });
    await expect(requireOfferedCourse(OPEN)).resolves.toBeUndefined();
  });

  it('says when the person already has the course, changing nothing, and counts the enrollment once', async () => {
    const email = `twice-${randomUUID().slice(0, 8)}@example.com`;
    const before = await readFigures(await db());
    const first = await enroll(email, OPEN);
    expect(first).toMatchObject({ status: 200, body: { created: true } });
    const stored = (await (await db()).collection('user_enrollments').doc(first.body.enrollmentId).get()).data();
    const second = await enroll(email, OPEN);
    expect(second).toMatchObject({ status: 200, body: { created: false, enrollmentId: first.body.enrollmentId } });
    expect((await (await db()).collection('user_enrollments').doc(first.body.enrollmentId).get()).data()).toEqual(stored);
    const after = await readFigures(await db());
    expect(after.enrollments - before.enrollments).toBe(1);
    expect(after.manual_enrollments - before.manual_enrollments).toBe(1);
    expect((await auth().getUserByEmail(email)).uid).toBe(first.body.userId);
  });
});
