// GET /api/course?id=: a course with its sessions and the caller's progress; only for admins and enrolled learners
// (a draft is 'Course not found.' to everyone else: access.ts).
import { courseRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { courseQuerySchema, type CourseData } from '../../src/lib/learning/learning';
import { completedSessionCount, progressPercent, totalDurationMinutes } from '../../src/lib/learning/progress';
import { handlerFor } from '../lib/handler';
import { listSessionsOfCourse } from '../lib/catalog/courseSessions';
import { requireCourseAccess } from '../lib/learning/access';
import { progressOfUser } from '../lib/learning/sessionProgress';

export default handlerFor(courseRoute)({
  query: courseQuerySchema,
  handle: async ({ query, user }): Promise<CourseData> => {
    const course = await requireCourseAccess(user, query.id);
    const [sessions, progress] = await Promise.all([listSessionsOfCourse(course.id), progressOfUser(user.uid)]);
    const completedCount = completedSessionCount(sessions, progress);
    return {
      course,
      sessions: sessions.map(({ video_url: _video, course_id: _course, ...session }) => ({
        ...session,
        progress: progress.get(session.id) ?? null,
      })),
      progress: progressPercent(completedCount, sessions.length),
      completedCount,
      totalMinutes: totalDurationMinutes(sessions),
    };
  },
});

export const config: Config = { path: '/api/course' };
