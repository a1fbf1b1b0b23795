// 'Save for offline' of a course (page side): the learner's own lessons (her dashboard, the course, each open
// session, as /api answers them to her) and each session's audio go into Cache Storage, where the service worker
// answers them with the network off (src/offline/sw.ts). The course's record is written last, so 'Available offline'
// means everything is there; a save that fails leaves nothing of the course behind.
import { call } from '../api/client';
import { courseRoute, dashboardRoute, sessionAudioUrlRoute, sessionRoute } from '../api/learnerContract';
import { ApiError, routeUrl } from '../api/request';
import {
  AUDIO_CACHE,
  LESSONS_CACHE,
  OFFLINE_OWNER_KEY,
  OFFLINE_SAVE_HEADER,
  audioKey,
  belongsToCourse,
  recordKey,
  type SavedCourseRecord,
} from '../lib/offline/offlineStore';

/** True when this browser can save a course (Cache Storage and a service worker to answer from it). */
export function canSaveOffline(): boolean {
  return typeof caches !== 'undefined' && 'serviceWorker' in navigator && typeof ReadableStream !== 'undefined';
}

/** The course's record when it is saved on this device, else null. */
export async function savedCourse(courseId: string): Promise<SavedCourseRecord | null> {
  if (!canSaveOffline()) return null;
  const saved = await (await caches.open(LESSONS_CACHE)).match(recordKey(courseId));
  return saved ? ((await saved.json()) as SavedCourseRecord) : null;
}

export type SaveProgress = { savedBytes: number; totalBytes: number };

/**
 * One of the learner's reads, fetched with her cookie and kept under its exact address. Each says it is a save
 * (OFFLINE_SAVE_HEADER), so a session's read starts nothing: saving a course must not count its sessions as started.
 */
async function keepRead(lessons: Cache, address: string): Promise<unknown> {
  const headers = { accept: 'application/json', [OFFLINE_SAVE_HEADER]: '1' };
  const response = await fetch(address, { credentials: 'same-origin', headers });
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  await lessons.put(address, response.clone());
  return response.json();
}

/** The signed address of a session's audio, or null when the session has none. */
async function audioAddress(courseId: string, sessionId: string): Promise<string | null> {
  try {
    return (await call(sessionAudioUrlRoute, { courseId, sessionId })).url;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A body that counts its bytes as they pass (for the progress bar). */
function counted(body: ReadableStream<Uint8Array>, onBytes: (count: number) => void): ReadableStream<Uint8Array> {
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        onBytes(chunk.byteLength);
        controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Saves the course's open sessions (`sessionIds`, those she may open now) for `uid`; `onProgress` hears the bytes
 * saved of the total (known once every download has begun). Resolves to the record; on any failure nothing of the
 * course stays saved and the error is thrown.
 */
export async function saveCourseOffline(
  uid: string,
  courseId: string,
  sessionIds: string[],
  onProgress: (progress: SaveProgress) => void,
): Promise<SavedCourseRecord> {
  if (!canSaveOffline()) throw new Error('This browser cannot save courses for offline use.');
  // Ask the browser to keep what is saved under storage pressure (a hint; refused is fine).
  void navigator.storage?.persist?.().catch(() => false);
  localStorage.setItem(OFFLINE_OWNER_KEY, uid);
  const [lessons, audio] = await Promise.all([caches.open(LESSONS_CACHE), caches.open(AUDIO_CACHE)]);
  try {
    await keepRead(lessons, routeUrl(dashboardRoute));
    await keepRead(lessons, routeUrl(courseRoute, { id: courseId }));
    // Each session's answer says whether it has a recording: only those are asked for their audio.
    const recorded: string[] = [];
    for (const sessionId of sessionIds) {
      const answer = (await keepRead(lessons, routeUrl(sessionRoute, { courseId, sessionId }))) as { hasAudio?: boolean } | null;
      if (answer?.hasAudio) recorded.push(sessionId);
    }

    const addresses = await Promise.all(recorded.map(async (sessionId) => ({ sessionId, url: await audioAddress(courseId, sessionId) })));
    const withAudio = addresses.filter((item): item is { sessionId: string; url: string } => item.url !== null);
    // Every download begins at once, so the total size is known before the bytes flow.
    const responses = await Promise.all(
      withAudio.map(async ({ sessionId, url }) => {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (!response.ok || !response.body) throw new Error(`The audio of session ${sessionId} answered ${response.status}`);
        return { sessionId, response };
      }),
    );
    const totalBytes = responses.reduce((sum, { response }) => sum + Number(response.headers.get('content-length') ?? 0), 0);
    let savedBytes = 0;
    onProgress({ savedBytes, totalBytes });
    await Promise.all(
      responses.map(async ({ sessionId, response }) => {
        const body = counted(response.body!, (count) => {
          savedBytes += count;
          onProgress({ savedBytes, totalBytes: Math.max(totalBytes, savedBytes) });
        });
        const headers = { 'content-type': response.headers.get('content-type') ?? 'audio/mpeg' };
        await audio.put(audioKey(courseId, sessionId), new Response(body, { headers }));
      }),
    );
    const record: SavedCourseRecord = {
      courseId,
      bytes: savedBytes,
      sessionIds: withAudio.map(({ sessionId }) => sessionId),
      savedAt: new Date().toISOString(),
    };
    await lessons.put(recordKey(courseId), Response.json(record));
    return record;
  } catch (error) {
    await removeSavedCourse(courseId);
    throw error;
  }
}

/** 'Remove download': the course's audio, lessons and record go (the dashboard too once no course is saved). */
export async function removeSavedCourse(courseId: string): Promise<void> {
  if (!canSaveOffline()) return;
  const [lessons, audio] = await Promise.all([caches.open(LESSONS_CACHE), caches.open(AUDIO_CACHE)]);
  for (const cache of [audio, lessons]) {
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (belongsToCourse(url.pathname + url.search, courseId)) await cache.delete(request);
    }
  }
  const othersSaved = (await lessons.keys()).some((request) => new URL(request.url).pathname.startsWith(recordKey('')));
  if (!othersSaved) await lessons.delete(routeUrl(dashboardRoute));
}
