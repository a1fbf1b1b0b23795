// GET /api/session?courseId=&sessionId=: one session with its video address, its siblings and its written
// lesson, only for admins and enrolled learners (the video address and lesson text never reach anyone else).
import type { Config } from '@netlify/functions';
import { sessionQuerySchema, type SessionData } from '../../src/lib/learning';
import { bonusAudioFileName, fallbackLessonText, hasBonusAudio, lessonKeyForTitle, showsVideoCard } from '../../src/lib/lessons';
import { normaliseVideoUrl } from '../../src/lib/video';
import { defineHandler } from '../lib/handler';
import { requireSessionAccess } from '../lib/repositories/access';
import { lessonByKey } from '../lib/repositories/lessons';
import { progressOfUser } from '../lib/repositories/sessionProgress';

export default defineHandler({
  methods: ['GET'],
  query: sessionQuerySchema,
  handle: async ({ query, user }): Promise<SessionData> => {
    const { course, sessions, session } = await requireSessionAccess(user, query.courseId, query.sessionId);
    const key = lessonKeyForTitle(session.title);
    const [progress, lessonRecord] = await Promise.all([progressOfUser(user.uid), key ? lessonByKey(key) : null]);
    const index = sessions.indexOf(session);
    const brief = (s: (typeof sessions)[number] | undefined) => (s ? { id: s.id, title: s.title } : null);
    const { videoUrl: lessonVideo, ...lesson } = lessonRecord ?? { videoUrl: null };
    return {
      course: { id: course.id, title: course.title },
      session: {
        id: session.id,
        title: session.title,
        description: session.description,
        image_url: session.image_url,
        duration_minutes: session.duration_minutes,
        session_order: session.session_order,
        // An animal journey has its own fixed video; otherwise the session's own address.
        video_url: normaliseVideoUrl(lessonVideo) ?? normaliseVideoUrl(session.video_url),
        progress: progress.get(session.id) ?? null,
      },
      showVideoCard: showsVideoCard(session.title),
      siblings: sessions.map((s) => ({ id: s.id, title: s.title, session_order: s.session_order, completed: !!progress.get(s.id)?.completed_at })),
      previous: brief(sessions[index - 1]),
      next: brief(sessions[index + 1]),
      lesson: lessonRecord
        ? {
            ...(lesson as Omit<typeof lessonRecord, 'videoUrl'>),
            techniques: lessonRecord.techniques.map((t) => ({ ...t, videoUrl: normaliseVideoUrl(t.videoUrl) })),
          }
        : null,
      fallbackText: fallbackLessonText(session.title),
      bonusAudio: hasBonusAudio(session.title) ? { fileName: bonusAudioFileName(session.title) } : null,
    };
  },
});

export const config: Config = { path: '/api/session' };
