// GET /api/session?courseId=&sessionId=: opening a session. One session with its video address, its siblings,
// its written lesson and the caller's progress, only for admins and enrolled learners (the video address and
// lesson text never reach anyone else). The lesson is the Sanity `lesson` of this session id; its switches decide
// the video card, the bonus audio and the certificate, so renaming a session changes nothing but the words that
// quote its title.
//
// Opening a session is what starts it: a session opened with no progress row gets one with watch time 0, counted
// once in the admin's funnel, and the opening is the learner's activity. This answer does that itself, so the
// session page is complete after one round trip instead of a read followed by a write. A GET may write this much
// because it stays idempotent and safe to repeat: a reload or a second tab finds the row and leaves it as it is
// (only the time of the last activity moves). Nothing sends it by accident either: it needs the caller's ID token
// in a header, which no link, prefetch or form from another site carries, and its answer is never cached.
import { sessionRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { sessionQuerySchema, type SessionData } from '../../src/lib/learning/learning';
import { sessionExtras, storedAudioOf } from '../../src/lib/learning/lessons';
import { normaliseVideoUrl } from '../../src/lib/learning/video';
import { handlerFor } from '../lib/handler';
import { requireSessionAccess } from '../lib/learning/access';
import { lessonForSession } from '../lib/learning/lessons';
import { openSessionProgress, readSessionProgress } from '../lib/learning/sessionProgress';
import { OFFLINE_SAVE_HEADER } from '../../src/lib/offline/offlineStore';
import { services } from '../lib/compose';

export default handlerFor(sessionRoute)({
  // A write: a deleted or signed-out-everywhere user's open tab must not recreate their records.
  checkRevoked: true,
  query: sessionQuerySchema,
  handle: async ({ req, query, user }): Promise<SessionData> => {
    const { course, sessions, session } = await requireSessionAccess(user, query.courseId, query.sessionId);
    // Access first: an unknown or locked session answers 404 or 403 before anything is written. A session saved for
    // offline use (the header only 'Save for offline' sends) is read, not opened: it starts when she opens it.
    const saving = req.headers.get(OFFLINE_SAVE_HEADER) === '1';
    const [progress, record, hasAudio] = await Promise.all([
      saving ? readSessionProgress(user.uid, session.id) : openSessionProgress(user.uid, session.id),
      lessonForSession(session.id),
      hasSessionAudio(storedAudioOf(session).path),
    ]);
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
        progress: progress.session,
      },
      siblings: sessions.map((s) => ({
        id: s.id,
        title: s.title,
        session_order: s.session_order,
        completed: !!progress.all.get(s.id)?.completed_at,
      })),
      previous: brief(sessions[index - 1]),
      next: brief(sessions[index + 1]),
      lesson: record?.lesson ?? null,
      hasAudio,
      ...sessionExtras(record?.flags ?? null, session.title),
    };
  },
});

/**
 * Whether the session has a recording in storage (the page then shows its player). Asked beside the reads above, so
 * it adds no wait; storage failing to answer hides the player rather than the whole session (it is logged).
 */
async function hasSessionAudio(path: string): Promise<boolean> {
  try {
    return await services().storage.exists(path);
  } catch (error) {
    console.error('Session audio check failed', error);
    return false;
  }
}

export const config: Config = { path: '/api/session' };
