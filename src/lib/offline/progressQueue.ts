// Progress made while offline (pure): one entry per session, merged so replaying it is safe. The server keeps the
// highest position and never reverses a completion, so the queue keeps the same: the highest position seen, and
// completed once any completion was made. The audio player's position is a place, not a maximum: the latest one
// sent wins, as on the server. Sending an entry twice changes nothing.
import type { ProgressBody, SessionProgress } from '../learning/learning';

export type QueuedProgress = ProgressBody & { completed: boolean; completedAt: string | null };

/** The body of a progress call, or null when it is not one (the queue keeps only what the server would accept). */
export function progressBodyFrom(value: unknown): ProgressBody | null {
  const body = value as Partial<ProgressBody> | null;
  if (!body || typeof body !== 'object') return null;
  const { courseId, sessionId, watchTimeSeconds, audioPositionSeconds } = body;
  if (typeof courseId !== 'string' || !courseId || typeof sessionId !== 'string' || !sessionId) return null;
  if (typeof watchTimeSeconds !== 'number' || !Number.isInteger(watchTimeSeconds) || watchTimeSeconds < 0) return null;
  const position = typeof audioPositionSeconds === 'number' && audioPositionSeconds >= 0 ? { audioPositionSeconds } : {};
  return { courseId, sessionId, watchTimeSeconds, ...position };
}

/** The queue entry after one more offline call (`completed`: it was a completion), made at `now`. */
export function mergeQueued(existing: QueuedProgress | null, body: ProgressBody, completed: boolean, now: Date): QueuedProgress {
  const done = completed || existing?.completed === true;
  return {
    courseId: body.courseId,
    sessionId: body.sessionId,
    watchTimeSeconds: Math.max(existing?.watchTimeSeconds ?? 0, body.watchTimeSeconds),
    ...(body.audioPositionSeconds !== undefined
      ? { audioPositionSeconds: body.audioPositionSeconds }
      : existing?.audioPositionSeconds !== undefined
        ? { audioPositionSeconds: existing.audioPositionSeconds }
        : {}),
    completed: done,
    completedAt: existing?.completedAt ?? (completed ? now.toISOString() : null),
  };
}

/** The call that sends a queued entry: a completion when one was made (it saves the position too), else a save. */
export function replayCall(entry: QueuedProgress): { path: '/api/progress/complete' | '/api/progress/save'; body: ProgressBody } {
  return {
    path: entry.completed ? '/api/progress/complete' : '/api/progress/save',
    body: {
      courseId: entry.courseId,
      sessionId: entry.sessionId,
      watchTimeSeconds: entry.watchTimeSeconds,
      ...(entry.audioPositionSeconds !== undefined ? { audioPositionSeconds: entry.audioPositionSeconds } : {}),
    },
  };
}

/**
 * What the page is told while offline: the progress as it will be once sent (the same shape as the server's), marked
 * `queued` so the page can say it is kept on this device until the site answers again.
 */
export function queuedAnswer(entry: QueuedProgress): { progress: SessionProgress; queued: true } {
  return {
    queued: true,
    progress: {
      watch_time_seconds: entry.watchTimeSeconds,
      completed_at: entry.completedAt,
      audio_position_seconds: entry.audioPositionSeconds ?? 0,
    },
  };
}

/**
 * What to do with a queued entry after sending it: a 2xx was applied; a 4xx other than 401 never will be (a refund,
 * bad input), so it is dropped too; 401 (signed out) and 5xx keep it for the next time, as does no answer at all.
 */
export function keepAfterReplay(status: number | null): boolean {
  if (status === null) return true;
  if (status >= 200 && status < 300) return false;
  if (status === 401 || status === 408 || status === 429 || status >= 500) return true;
  return false;
}
