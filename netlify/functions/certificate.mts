// /api/certificate: the signed-in learner's certificate of completion for one course.
//   GET  ?courseId=       where she stands (sessions left) and her certificate once issued.
//   POST {courseId, fullName?}  issues it once every session is complete (idempotent: the same learner and
//                         course always get the same certificate), and returns it.
// Only for the caller herself: no user id is ever accepted, so nobody can read or certify another learner.
// Enrolled learners and admins (who may open any course) only; completion is read on the server.
import { certificateIssueRoute, certificateStatusRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { certificateIssueSchema, certificateStatusQuerySchema } from '../../src/lib/learning/certificateSchemas';
import { handlerFor } from '../lib/handler';
import { routeByMethod } from '../lib/methodRouter';
import { certificateStatus, issueLearnerCertificate } from '../lib/learning/learnerCertificate';

// The tests read the words from here too.
export { NAME_NEEDED, NO_SESSIONS } from '../lib/learning/learnerCertificate';

const status = handlerFor(certificateStatusRoute)({
  query: certificateStatusQuerySchema,
  handle: ({ query, user }) => certificateStatus(user, query.courseId),
});

const issue = handlerFor(certificateIssueRoute)({
  // A write: a deleted or signed-out-everywhere user's open tab must not create a certificate.
  checkRevoked: true,
  body: certificateIssueSchema,
  maxBodyBytes: 2048,
  handle: ({ body, user }) => issueLearnerCertificate(user, body),
});

export default routeByMethod({ GET: status, POST: issue });

export const config: Config = { path: '/api/certificate' };
