// GET /api/course?id=: a course with its sessions and the caller's progress; only for admins and enrolled learners
// (a draft is 'Course not found.' to everyone else: access.ts).
import { courseRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { courseQuerySchema, type CourseData } from '../../src/lib/learning/learning';
import { completedSessionCount, progressPercent, totalDurationMinutes } from '../../src/lib/learning/progress';
import { handlerFor } from '../lib/handler';
import { listSessionsOfCourse } from '../lib/catalog/courseSessions';
import { requireCourseAccess, sessionOpenings } from '../lib/learning/access';
import { isNotYetOpen, opensOnDate } from '../../src/lib/learning/drip';
import { progressOfUser } from '../lib/learning/sessionProgress';

export default handlerFor(courseRoute)({
  query: courseQuerySchema,
  handle: async ({ query, user }): Promise<CourseData> => {
    const course = await requireCourseAccess(user, query.id);
    const [sessions, progress] = await Promise.all([listSessionsOfCourse(course.id), progressOfUser(user.uid)]);
    const openings = user.isAdmin ? new Map<string, string>() : await sessionOpenings(user.uid, course.id, sessions);
    const now = Date.now();
    const completedCount = completedSessionCount(sessions, progress);
    return {
      course,
      sessions: sessions.map(({ video_url: _video, course_id: _course, opens_after_days: _days, ...session }) => {
        const opensAt = openings.get(session.id) ?? null;
        const closed = isNotYetOpen(opensAt, now) ? opensAt : null;
        return { ...session, progress: progress.get(session.id) ?? null, opens_at: closed, opens_on: closed && opensOnDate(closed) };
      }),
      progress: progressPercent(completedCount, sessions.length),
      completedCount,
      totalMinutes: totalDurationMinutes(sessions),
    };
  },
});

export const config: Config = { path: '/api/course' };
