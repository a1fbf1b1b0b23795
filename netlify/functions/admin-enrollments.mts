// DELETE /api/admin/enrollments?id=... (spec 2.13 Overview, 7): removes one enrollment.
import { adminEnrollmentDeleteRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { enrollmentIdQuerySchema } from '../../src/lib/admin/admin';
import { HttpError } from '../../src/lib/http';
import { handlerFor } from '../lib/handler';
import { deleteEnrollment } from '../lib/admin/adminEnrollments';

export const ENROLLMENT_NOT_FOUND = 'Enrollment not found';

export default handlerFor(adminEnrollmentDeleteRoute)({
  auth: 'admin',
  query: enrollmentIdQuerySchema,
  handle: async ({ query }) => {
    if (!(await deleteEnrollment(query.id))) throw new HttpError(404, ENROLLMENT_NOT_FOUND);
    return { deleted: true };
  },
});

export const config: Config = { path: '/api/admin/enrollments' };
