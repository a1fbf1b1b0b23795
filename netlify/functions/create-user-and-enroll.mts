// POST /api/create-user-and-enroll { userEmail, courseId } (spec 2.13 Manual Enrollment, 7): finds the
// account for the e-mail or creates it (no password: the person sets one through the e-mailed link) with
// its profile, and enrolls it with the manual-enrollment marker under `${uid}_${courseId}`. A repeated
// call changes nothing (`created: false`). The learner's open checkout for the course is expired.
import { createUserAndEnrollRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { createUserAndEnrollSchema, type CreateUserAndEnrollResult } from '../../src/lib/admin/admin';
import { handlerFor } from '../lib/handler';
import { createManualEnrollment, requireOfferedCourse } from '../lib/admin/adminEnrollments';
import { closeOpenCheckout } from '../lib/purchase/openCheckouts';
import { services } from '../lib/compose';
import { findOrCreateUserByEmail, needsAccountSetup } from '../lib/account/users';

export default handlerFor(createUserAndEnrollRoute)({
  auth: 'admin',
  body: createUserAndEnrollSchema,
  handle: async ({ body }): Promise<CreateUserAndEnrollResult> => {
    // The course is checked first: an unknown course creates no account.
    await requireOfferedCourse(body.courseId);
    const { user, created: accountCreated } = await findOrCreateUserByEmail(body.userEmail);
    const { enrollmentId, created } = await createManualEnrollment(user.uid, body.courseId);
    // A checkout the learner still has open for this course must not be payable now that they have it.
    await closeOpenCheckout(services().payments, user.uid, body.courseId).catch((error: unknown) => {
      console.error(`[create-user-and-enroll] could not close the open checkout of ${enrollmentId}`, error);
    });
    return {
      success: true,
      userId: user.uid,
      // Also true for an account made earlier that nobody has set up yet: they still need the set-up link.
      isNewUser: accountCreated || needsAccountSetup(user),
      enrollmentId,
      created,
    };
  },
});

export const config: Config = { path: '/api/create-user-and-enroll' };
