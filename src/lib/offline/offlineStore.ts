// Where the saved course lives in Cache Storage (shared by the pages and the service worker): the names of the
// caches and the same-origin keys of each saved thing. The pages write and delete; the service worker answers from
// them when the network is off. Nothing else is ever put in these caches.

/** The saved audio, one entry per session, under a stable address the service worker answers (with Range). */
export const AUDIO_CACHE = 'offline-audio';
/** The saved lessons: the learner's own /api answers for a saved course (and her dashboard), plus each course's record. */
export const LESSONS_CACHE = 'offline-lessons';
/** Progress and completions made while offline, one entry per session, sent when the site answers again. */
export const QUEUE_CACHE = 'offline-queue';
/** Every cache that holds something of the signed-in learner (sign-out deletes them all). */
export const LEARNER_CACHES = [AUDIO_CACHE, LESSONS_CACHE, QUEUE_CACHE] as const;

/** localStorage: the uid of the learner whose course is saved on this device (another person signing in clears it). */
export const OFFLINE_OWNER_KEY = 'maya-offline-owner';

const AUDIO_PREFIX = '/offline/audio/';
const RECORD_PREFIX = '/offline/courses/';
const QUEUE_PREFIX = '/offline/queue/';

const part = (value: string) => encodeURIComponent(value);

/** The stable address of a session's saved audio. */
export function audioKey(courseId: string, sessionId: string): string {
  return `${AUDIO_PREFIX}${part(courseId)}/${part(sessionId)}`;
}

export function isAudioPath(pathname: string): boolean {
  return pathname.startsWith(AUDIO_PREFIX);
}

/** The key of a saved course's record (what was saved, its size, when). */
export function recordKey(courseId: string): string {
  return `${RECORD_PREFIX}${part(courseId)}`;
}

/** The course id of a record key, or null when the path is not one. */
export function courseOfRecord(pathname: string): string | null {
  return pathname.startsWith(RECORD_PREFIX) ? decodeURIComponent(pathname.slice(RECORD_PREFIX.length)) : null;
}

/** The key of a session's queued progress. */
export function queueKey(courseId: string, sessionId: string): string {
  return `${QUEUE_PREFIX}${part(courseId)}/${part(sessionId)}`;
}

/** Sent (value '1') with the session reads of a save: the server reads the session without opening (starting) it. */
export const OFFLINE_SAVE_HEADER = 'x-offline-save';

/** The learner's /api reads a saved course answers offline (GET only; the exact addresses the pages request). */
export const SAVED_READ_PATHS = ['/api/dashboard', '/api/course', '/api/session'] as const;

/** True when a saved key (a path with its query) belongs to the course: its audio, its record, its lessons. */
export function belongsToCourse(pathWithQuery: string, courseId: string): boolean {
  const url = new URL(pathWithQuery, 'http://x');
  if (url.pathname.startsWith(`${AUDIO_PREFIX}${part(courseId)}/`)) return true;
  if (url.pathname === recordKey(courseId)) return true;
  if (url.pathname === '/api/course') return url.searchParams.get('id') === courseId;
  if (url.pathname === '/api/session') return url.searchParams.get('courseId') === courseId;
  return false;
}

/** What a saved course's record holds. */
export type SavedCourseRecord = { courseId: string; bytes: number; sessionIds: string[]; savedAt: string };

/** "12.3 MB": a size for people. */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 100 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
