// GET /api/session?courseId=&sessionId=: one session with its video address, its siblings and its written
// lesson, only for admins and enrolled learners (the video address and lesson text never reach anyone else).
// The lesson is the Sanity `lesson` of this session id; its switches decide the video card, the bonus
// audio and the certificate, so renaming a session changes nothing but the words that quote its title.
import { sessionRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { sessionQuerySchema, type SessionData } from '../../src/lib/learning/learning';
import { sessionExtras } from '../../src/lib/learning/lessons';
import { normaliseVideoUrl } from '../../src/lib/learning/video';
import { handlerFor } from '../lib/handler';
import { requireSessionAccess } from '../lib/learning/access';
import { lessonForSession } from '../lib/learning/lessons';
import { progressOfUser } from '../lib/learning/sessionProgress';

export default handlerFor(sessionRoute)({
  query: sessionQuerySchema,
  handle: async ({ query, user }): Promise<SessionData> => {
    const { course, sessions, session } = await requireSessionAccess(user, query.courseId, query.sessionId);
    const [progress, record] = await Promise.all([progressOfUser(user.uid), lessonForSession(session.id)]);
    const index = sessions.indexOf(session);
    const brief = (s: (typeof sessions)[number] | undefined) => (s ? { id: s.id, title: s.title } : null);
    return {
      course: { id: course.id, title: course.title },
      session: {
        id: session.id,
        title: session.title,
        description: session.description,
        image_url: session.image_url,
        duration_minutes: session.duration_minutes,
        session_order: session.session_order,
        video_url: normaliseVideoUrl(session.video_url),
        progress: progress.get(session.id) ?? null,
      },
      siblings: sessions.map((s) => ({
        id: s.id,
        title: s.title,
        session_order: s.session_order,
        completed: !!progress.get(s.id)?.completed_at,
      })),
      previous: brief(sessions[index - 1]),
      next: brief(sessions[index + 1]),
      lesson: record?.lesson ?? null,
      ...sessionExtras(record?.flags ?? null, session.title),
    };
  },
});

export const config: Config = { path: '/api/session' };
