// Everything the learner dashboard shows, in one read. Drafts (C1) are never shown or offered, nor read: the query
// asks for published courses only, and a course unpublished after a learner enrolled is read by id for that learner's
// own list, where it stays. Coming-soon courses are offered with `coming_soon: true` and no way to buy them
// (create-checkout refuses).
import type { DashboardCourse, DashboardData } from '../../../src/lib/learning/learning';
import { completedSessionCount, nextUnfinishedSessionId, progressPercent, totalDurationMinutes } from '../../../src/lib/learning/progress';
import { getProfile } from '../account/profiles';
import type { SignedInUser } from '../auth';
import { coursesWithPage } from '../catalog/coursePages';
import { sessionOutlinesOfCourses } from '../catalog/courseSessions';
import { coursesByIds, listPublishedCourses, oldestFirst } from '../catalog/courses';
import { enrolledCourseIds } from './enrollments';
import { progressOfUser } from './sessionProgress';

export async function learnerDashboard(user: SignedInUser): Promise<DashboardData> {
  const [published, enrolled, progress, storedProfile, pages] = await Promise.all([
    listPublishedCourses(),
    enrolledCourseIds(user.uid),
    progressOfUser(user.uid),
    getProfile(user.uid),
    coursesWithPage(),
  ]);
  const publishedIds = new Set(published.map(({ course }) => course.id));
  const mineIds = [...new Set([...enrolled, ...(user.isAdmin ? publishedIds : [])])];
  const [unpublishedOwn, sessions] = await Promise.all([
    coursesByIds([...enrolled].filter((id) => !publishedIds.has(id))),
    sessionOutlinesOfCourses(mineIds),
  ]);
  const courses = [...published.map(({ course }) => course), ...unpublishedOwn].sort(oldestFirst);
  // The signed-in request made the profile when it was missing; should that have failed, the token's details stand in.
  const profile = storedProfile ?? {
    email: user.email ?? '',
    full_name: typeof user.token.name === 'string' ? user.token.name : '',
  };

  const mine = courses.filter((course) => enrolled.has(course.id) || (user.isAdmin && course.published));
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
      nextSessionId: nextUnfinishedSessionId(list, progress),
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
