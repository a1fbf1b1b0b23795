// Everything the learner dashboard shows, in one read. Drafts (C1) are never shown or offered; a course unpublished
// after a learner enrolled stays in that learner's own list. Coming-soon courses are offered with
// `coming_soon: true` and no way to buy them (create-checkout refuses).
import type { DashboardCourse, DashboardData } from '../../../src/lib/learning';
import { completedSessionCount, progressPercent, totalDurationMinutes } from '../../../src/lib/progress';
import { getProfile } from '../account/profiles';
import type { SignedInUser } from '../auth';
import { coursesWithPage } from '../catalog/coursePages';
import { sessionOutlinesOfCourses } from '../catalog/courseSessions';
import { listCourses } from '../catalog/courses';
import { enrolledCourseIds } from './enrollments';
import { progressOfUser } from './sessionProgress';

export async function learnerDashboard(user: SignedInUser): Promise<DashboardData> {
  const [courses, enrolled, progress, storedProfile, pages] = await Promise.all([
    listCourses(),
    enrolledCourseIds(user.uid),
    progressOfUser(user.uid),
    getProfile(user.uid),
    coursesWithPage(),
  ]);
  // A read never writes: without a profile (the sign-up call was interrupted) the token's details stand in.
  // The profile itself is made by POST /api/profile, which the sign-up flow calls.
  const profile = storedProfile ?? {
    email: user.email ?? '',
    full_name: typeof user.token.name === 'string' ? user.token.name : '',
  };

  const mine = courses.filter((course) => enrolled.has(course.id) || (user.isAdmin && course.published));
  const sessions = await sessionOutlinesOfCourses(mine.map((course) => course.id));
  const withProgress: DashboardCourse[] = mine.map((course) => {
    const list = sessions.get(course.id) ?? [];
    const completedCount = completedSessionCount(list, progress);
    return {
      ...course,
      access: enrolled.has(course.id) ? 'enrolled' : 'admin',
      enrolled: enrolled.has(course.id),
      sessionCount: list.length,
      completedCount,
      progress: progressPercent(completedCount, list.length),
      totalMinutes: totalDurationMinutes(list),
    };
  });
  return {
    profile: { email: profile.email || user.email || '', full_name: profile.full_name },
    isAdmin: user.isAdmin,
    courses: withProgress,
    available: user.isAdmin ? [] : courses.filter((course) => course.published && !enrolled.has(course.id)),
    coursePages: [...pages],
  };
}
