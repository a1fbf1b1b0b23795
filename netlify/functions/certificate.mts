// /api/certificate: the signed-in learner's certificate of completion for one course (issue #12).
//   GET  ?courseId=       where she stands (sessions left) and her certificate once issued.
//   POST {courseId, fullName?}  issues it once every session is complete (idempotent: the same learner and
//                         course always get the same certificate), and returns it.
// Only for the caller herself: no user id is ever accepted, so nobody can read or certify another learner.
// Enrolled learners and admins (who may open any course) only; completion is read on the server.
import type { Config } from '@netlify/functions';
import { getSiteSettings } from '../../src/content/siteSettings';
import { certificatePath, courseCompletion, notYetCompleteMessage, type Certificate, type CertificateStatus, type CourseCompletion } from '../../src/lib/certificate';
import { certificateIssueSchema, certificateStatusQuerySchema } from '../../src/lib/certificateSchemas';
import { HttpError } from '../../src/lib/http';
import type { SignedInUser } from '../lib/auth';
import { defineHandler } from '../lib/handler';
import { routeByMethod } from '../lib/methodRouter';
import { COURSE_NOT_ACCESSIBLE, COURSE_NOT_FOUND } from '../lib/learning/access';
import { certificateOfLearner, issueCertificate, type CertificateRecord } from '../lib/learning/certificates';
import { listSessionsOfCourse } from '../lib/catalog/courseSessions';
import { getCourse } from '../lib/catalog/courses';
import { canAccessCourse } from '../lib/learning/enrollments';
import { getProfile } from '../lib/account/profiles';
import { progressOfUser } from '../lib/learning/sessionProgress';
import { siteOrigin } from '../lib/siteOrigin';

export const NAME_NEEDED = 'Please tell me the name to print on your certificate.';
export const NO_SESSIONS = 'This course has no sessions yet, so there is no certificate to give.';

/** The course, its completion by the caller and her profile name; 404/403 before anything else is read. */
async function standing(user: SignedInUser, courseId: string) {
  const course = await getCourse(courseId);
  if (!course) throw new HttpError(404, COURSE_NOT_FOUND);
  if (!(await canAccessCourse(user, course.id))) throw new HttpError(403, COURSE_NOT_ACCESSIBLE);
  const [sessions, progress, profile] = await Promise.all([listSessionsOfCourse(course.id), progressOfUser(user.uid), getProfile(user.uid)]);
  const completion: CourseCompletion = courseCompletion(
    sessions.map((session) => session.id),
    new Map([...progress].map(([id, row]) => [id, row.completed_at])),
  );
  return { course, completion, profileName: profile?.full_name.trim() ?? '' };
}

async function toCertificate(record: CertificateRecord): Promise<Certificate> {
  const settings = await getSiteSettings();
  return {
    code: record.code,
    fullName: record.full_name,
    courseTitle: record.course_title,
    completedAt: record.completed_at,
    issuedAt: record.issued_at,
    practitionerName: settings.practitionerName,
    brandName: settings.brandName,
    verifyUrl: `${siteOrigin()}${certificatePath(record.code)}`,
  };
}

const status = defineHandler({
  methods: ['GET'],
  query: certificateStatusQuerySchema,
  handle: async ({ query, user }): Promise<CertificateStatus> => {
    const { course, completion, profileName } = await standing(user, query.courseId);
    const record = await certificateOfLearner(user.uid, course.id);
    return {
      total: completion.total,
      remaining: completion.remaining,
      needsName: !record && !profileName,
      certificate: record ? await toCertificate(record) : null,
    };
  },
});

const issue = defineHandler({
  methods: ['POST'],
  // A write: a deleted or signed-out-everywhere user's open tab must not create a certificate.
  checkRevoked: true,
  body: certificateIssueSchema,
  maxBodyBytes: 2048,
  handle: async ({ body, user }): Promise<{ certificate: Certificate }> => {
    const existing = await certificateOfLearner(user.uid, body.courseId);
    // Issued once: her certificate stays hers even if the course changes later (C3 keeps its title).
    if (existing && (await canAccessCourse(user, body.courseId))) return { certificate: await toCertificate(existing) };
    const { course, completion, profileName } = await standing(user, body.courseId);
    if (completion.total === 0) throw new HttpError(409, NO_SESSIONS);
    if (completion.remaining > 0 || !completion.completedAt) throw new HttpError(409, notYetCompleteMessage(completion.remaining));
    const fullName = profileName || body.fullName?.trim() || '';
    if (!fullName) throw new HttpError(400, NAME_NEEDED, { details: [{ field: 'fullName', message: NAME_NEEDED }] });
    const { record } = await issueCertificate({
      user_id: user.uid,
      full_name: fullName,
      course_id: course.id,
      course_title: course.title,
      completed_at: completion.completedAt,
    });
    return { certificate: await toCertificate(record) };
  },
});

export default routeByMethod({ GET: status, POST: issue });

export const config: Config = { path: '/api/certificate' };
