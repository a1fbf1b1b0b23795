// GET /api/course?id=: a course with its sessions and the caller's progress; only for admins and enrolled learners.
import type { Config } from '@netlify/functions';
import { courseQuerySchema, type CourseData } from '../../src/lib/learning';
import { HttpError } from '../../src/lib/http';
import { progressPercent, totalDurationMinutes } from '../../src/lib/progress';
import { defineHandler } from '../lib/handler';
import { listSessionsOfCourse } from '../lib/repositories/courseSessions';
import { getCourse } from '../lib/repositories/courses';
import { canAccessCourse } from '../lib/repositories/enrollments';
import { COURSE_NOT_ACCESSIBLE, COURSE_NOT_FOUND } from '../lib/repositories/access';
import { progressOfUser } from '../lib/repositories/sessionProgress';

export default defineHandler({
  methods: ['GET'],
  query: courseQuerySchema,
  handle: async ({ query, user }): Promise<CourseData> => {
    const course = await getCourse(query.id);
    if (!course) throw new HttpError(404, COURSE_NOT_FOUND);
    if (!(await canAccessCourse(user, course.id))) throw new HttpError(403, COURSE_NOT_ACCESSIBLE);
    const [sessions, progress] = await Promise.all([listSessionsOfCourse(course.id), progressOfUser(user.uid)]);
    const completedCount = sessions.filter((s) => progress.get(s.id)?.completed_at).length;
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
