// The service worker (built by scripts/lib/service-worker.mjs into /sw.js). What it keeps:
// - the app shell, precached at install: the dashboard and course pages with their scripts and styles, so they
//   open with the network off (online, pages always come from the network as before);
// - nothing else by itself. A saved course (src/offline/saveCourse.ts, written by the page) is answered from Cache
//   Storage when the network is off: its audio under /offline/audio/... (with Range, for seeking) and the learner's
//   own lessons (/api/dashboard, /api/course, /api/session answers saved with the course).
// Progress and completions made offline are queued here and sent before the next learner read, or after the next
// progress save that reaches the site.
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { clientsClaim } from 'workbox-core';
import {
  AUDIO_CACHE,
  LEARNER_CACHES,
  LESSONS_CACHE,
  QUEUE_CACHE,
  SAVED_READ_PATHS,
  belongsToCourse,
  courseOfRecord,
  isAudioPath,
  queueKey,
} from '../lib/offline/offlineStore';
import type { ProgressBody } from '../lib/learning/learning';
import {
  keepAfterReplay,
  mergeQueued,
  progressBodyFrom,
  queuedAnswer,
  replayCall,
  type QueuedProgress,
} from '../lib/offline/progressQueue';

type Scope = {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
};
declare const self: Scope;
/** Set when the worker is built for `npm start` (scripts/lib/service-worker.mjs). */
declare const __DEV_SHELL__: boolean;

const SHELL_PAGES = { dashboard: '/course-dashboard/index.html', course: '/app/course/index.html' };
/** npm start has no built shell to precache: the pages and modules it fetched online are kept here instead. */
const DEV_SHELL_CACHE = 'offline-dev-shell';

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precache(self.__WB_MANIFEST);

function shellPageFor(pathname: string): string | null {
  if (/^\/course-dashboard\/?$/.test(pathname)) return SHELL_PAGES.dashboard;
  if (/^\/course\/./.test(pathname)) return SHELL_PAGES.course;
  return null;
}

// App pages: the network as always; with the network off, the precached shell (which reads its data from /api).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === location.origin && shellPageFor(url.pathname) !== null,
  async ({ request, url }) => {
    try {
      const response = await fetch(request);
      if (__DEV_SHELL__ && response.ok) await (await caches.open(DEV_SHELL_CACHE)).put(shellPageFor(url.pathname)!, response.clone());
      return response;
    } catch (error) {
      const shell = __DEV_SHELL__
        ? await (await caches.open(DEV_SHELL_CACHE)).match(shellPageFor(url.pathname)!)
        : await matchPrecache(shellPageFor(url.pathname)!);
      if (shell) return shell;
      throw error;
    }
  },
);

// The learner's reads of a saved course: queued progress goes first (so the answer includes it), then the network;
// an answer already saved is refreshed; with the network off, the saved answer. Nothing unsaved is ever kept.
registerRoute(
  ({ url }) => url.origin === location.origin && (SAVED_READ_PATHS as readonly string[]).includes(url.pathname),
  async ({ request, url }) => {
    await sendQueued();
    const key = url.pathname + url.search;
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      const saved = await savedAnswer(key);
      if (saved) return saved;
      throw error;
    }
    await keepUpToDate(key, url, response);
    return response;
  },
  'GET',
);

// Saved audio, from Cache Storage only, with Range answers (206) so the player can seek.
registerRoute(
  ({ url }) => url.origin === location.origin && isAudioPath(url.pathname),
  new CacheFirst({ cacheName: AUDIO_CACHE, plugins: [new RangeRequestsPlugin()], matchOptions: { ignoreVary: true } }),
);

// Progress and completions: the network as always; with the network off, queued and answered as they will be.
registerRoute(
  ({ url }) => url.origin === location.origin && (url.pathname === '/api/progress/save' || url.pathname === '/api/progress/complete'),
  async ({ request, url }) => {
    const body = progressBodyFrom(
      await request
        .clone()
        .json()
        .catch(() => null),
    );
    try {
      const response = await fetch(request);
      // The site answers again: what was queued while offline goes now (the server keeps the highest position).
      void sendQueued();
      return response;
    } catch (error) {
      if (!body) throw error;
      const entry = await queueProgress(body, url.pathname.endsWith('/complete'));
      return Response.json(queuedAnswer(entry));
    }
  },
  'POST',
);

if (__DEV_SHELL__) {
  // npm start only: Vite's modules and styles, kept as fetched, so a page opened online opens offline too.
  registerRoute(
    ({ request, url }) =>
      url.origin === location.origin &&
      ['script', 'style', 'font', 'manifest'].includes(request.destination) &&
      !url.pathname.startsWith('/api/'),
    async ({ request }) => {
      const cache = await caches.open(DEV_SHELL_CACHE);
      try {
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      } catch (error) {
        const kept = await cache.match(request);
        if (kept) return kept;
        throw error;
      }
    },
  );
}

// Precached files (the shell's scripts and styles): from the precache, as workbox keeps them.
addRoute({ ignoreURLParametersMatching: [/.*/], directoryIndex: '', cleanURLs: false });

/** The saved answer under `key`, if any (never creating the learner's cache: the worker makes none by itself). */
async function savedAnswer(key: string): Promise<Response | undefined> {
  return caches.match(key, { cacheName: LESSONS_CACHE, ignoreVary: true });
}

/** After an online answer: refresh what is saved; forget what the learner may no longer open. */
async function keepUpToDate(key: string, url: URL, response: Response): Promise<void> {
  if (response.status === 401) return forgetEverything(); // signed out, or the account is gone
  const refused = response.status === 403 || response.status === 404;
  // The course refused (access ended, course gone): all of it goes. A session refused (removed, or not open yet
  // after a change of schedule): that session's saved answer only.
  const courseId = url.searchParams.get('id');
  if (refused && url.pathname === '/api/course' && courseId) return forgetCourse(courseId);
  if (!(await savedAnswer(key))) return;
  const lessons = await caches.open(LESSONS_CACHE);
  if (refused && url.pathname === '/api/session') return void (await lessons.delete(key, { ignoreVary: true }));
  if (!response.ok) return;
  await lessons.put(key, response.clone());
  if (url.pathname === '/api/dashboard') await forgetCoursesNotIn(await response.clone().json());
}

/** The dashboard lists every course she may open: a saved course not among them (refunded, removed) goes. */
async function forgetCoursesNotIn(dashboard: { courses?: Array<{ id: string }> }): Promise<void> {
  const open = new Set((dashboard.courses ?? []).map((course) => course.id));
  const lessons = await caches.open(LESSONS_CACHE);
  for (const request of await lessons.keys()) {
    const courseId = courseOfRecord(new URL(request.url).pathname);
    if (courseId !== null && !open.has(courseId)) await forgetCourse(courseId);
  }
}

async function forgetCourse(courseId: string): Promise<void> {
  for (const name of [AUDIO_CACHE, LESSONS_CACHE]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (belongsToCourse(url.pathname + url.search, courseId)) await cache.delete(request);
    }
  }
}

async function forgetEverything(): Promise<void> {
  await Promise.all(LEARNER_CACHES.map((name) => caches.delete(name)));
}

async function queueProgress(body: ProgressBody, completed: boolean): Promise<QueuedProgress> {
  const queue = await caches.open(QUEUE_CACHE);
  const key = queueKey(body.courseId, body.sessionId);
  const existing = ((await (await queue.match(key))?.json()) ?? null) as QueuedProgress | null;
  const entry = mergeQueued(existing, body, completed, new Date());
  await queue.put(key, Response.json(entry));
  return entry;
}

let sending: Promise<void> | null = null;

/** Sends the queued progress, one entry at a time; what the site did not take stays for the next time. */
function sendQueued(): Promise<void> {
  sending ??= (async () => {
    try {
      if (!(await caches.has(QUEUE_CACHE))) return;
      const queue = await caches.open(QUEUE_CACHE);
      for (const request of await queue.keys()) {
        const entry = (await (await queue.match(request))?.json()) as QueuedProgress;
        const { path, body } = replayCall(entry);
        let status: number | null = null;
        try {
          const response = await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(body),
            credentials: 'same-origin',
          });
          status = response.status;
        } catch {
          status = null;
        }
        if (status === null) return; // still offline: try again with the next read
        if (!keepAfterReplay(status)) await queue.delete(request);
      }
    } finally {
      sending = null;
    }
  })();
  return sending;
}
