// The signed-in learner's certificate of completion for one course: where she stands (sessions
// left) and her certificate once issued; issued once every session is complete (idempotent: the same learner and
// course always get the same certificate). Only for the caller herself; enrolled learners and admins (who may
// open any course) only; completion is read on the server.
import { getSiteSettings } from '../../../src/content/siteSettings';
import {
  certificatePath,
  courseCompletion,
  notYetCompleteMessage,
  type Certificate,
  type CertificateStatus,
  type CourseCompletion,
} from '../../../src/lib/learning/certificate';
import { HttpError } from '../../../src/lib/http';
import { getProfile } from '../account/profiles';
import type { SignedInUser } from '../auth';
import { listSessionsOfCourse } from '../catalog/courseSessions';
import { getCourse } from '../catalog/courses';
import { siteOrigin } from '../siteOrigin';
import { COURSE_NOT_ACCESSIBLE, COURSE_NOT_FOUND } from './access';
import { certificateOfLearner, issueCertificate, type CertificateRecord } from './certificates';
import { canAccessCourse } from './enrollments';
import { progressOfUser } from './sessionProgress';

export const NAME_NEEDED = 'Please tell me the name to print on your certificate.';
export const NO_SESSIONS = 'This course has no sessions yet, so there is no certificate to give.';

/** The course, its completion by the caller and her profile name; 404/403 before anything else is read. */
async function standing(user: SignedInUser, courseId: string) {
  const course = await getCourse(courseId);
  if (!course) throw new HttpError(404, COURSE_NOT_FOUND);
  if (!(await canAccessCourse(user, course.id))) throw new HttpError(403, COURSE_NOT_ACCESSIBLE);
  const [sessions, progress, profile] = await Promise.all([
    listSessionsOfCourse(course.id),
    progressOfUser(user.uid),
    getProfile(user.uid),
  ]);
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

/** Where the caller stands in the course, and her certificate once issued. */
export async function certificateStatus(user: SignedInUser, courseId: string): Promise<CertificateStatus> {
  const { course, completion, profileName } = await standing(user, courseId);
  const record = await certificateOfLearner(user.uid, course.id);
  return {
    total: completion.total,
    remaining: completion.remaining,
    needsName: !record && !profileName,
    certificate: record ? await toCertificate(record) : null,
  };
}

/** Issues the caller's certificate once the course is complete (or returns the one she has). */
export async function issueLearnerCertificate(
  user: SignedInUser,
  body: { courseId: string; fullName?: string },
): Promise<{ certificate: Certificate }> {
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
}
