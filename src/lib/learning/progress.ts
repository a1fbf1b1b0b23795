// Progress maths shared by the functions and the learner pages (spec 9): pure, no imports.

/** Rounded share of completed sessions, 0-100; 0 for a course without sessions. */
export function progressPercent(completedSessions: number, totalSessions: number): number {
  if (!Number.isFinite(totalSessions) || totalSessions <= 0) return 0;
  const done = Math.min(Math.max(0, completedSessions), totalSessions);
  return Math.round((done / totalSessions) * 100);
}

type ProgressLookup = { get(sessionId: string): { completed_at?: string | null } | null | undefined };

/**
 * How many of a course's sessions the learner completed. Only the sessions given (the course's existing ones)
 * are looked up: the progress rows of a deleted session stay as history but never count.
 */
export function completedSessionCount(sessions: ReadonlyArray<{ id: string }>, progress: ProgressLookup): number {
  return sessions.filter((session) => Boolean(progress.get(session.id)?.completed_at)).length;
}

/**
 * Where 'Continue Course' leads: the first session, in the course's order, that the learner has not completed; null
 * when every one is (or the course has none), and the course page is the place to go.
 */
export function nextUnfinishedSessionId(
  sessions: ReadonlyArray<{ id: string; session_order?: number | null }>,
  progress: ProgressLookup,
): string | null {
  const ordered = [...sessions].sort((a, b) => (a.session_order ?? 0) - (b.session_order ?? 0));
  return ordered.find((session) => !progress.get(session.id)?.completed_at)?.id ?? null;
}

/** A course's duration: the sum of its sessions' minutes (missing or bad values count as 0). */
export function totalDurationMinutes(sessions: ReadonlyArray<{ duration_minutes?: number | null }>): number {
  return sessions.reduce((sum, s) => sum + (Number.isFinite(s.duration_minutes) && s.duration_minutes! > 0 ? s.duration_minutes! : 0), 0);
}

/** Watch time only grows: the stored value wins over a smaller one sent by an older tab. */
export function mergedWatchTime(stored: number | null | undefined, incoming: number | null | undefined): number {
  const a = Number.isFinite(stored) && stored! > 0 ? Math.floor(stored!) : 0;
  const b = Number.isFinite(incoming) && incoming! > 0 ? Math.floor(incoming!) : 0;
  return Math.max(a, b);
}

/** Completion is never reversed: an existing completion time is kept. */
export function mergedCompletion(stored: string | null | undefined, now: string): string {
  return stored ? stored : now;
}

/** "1 h 25 min" / "45 min" for a number of minutes. */
export function formatDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
