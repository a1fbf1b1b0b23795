// The few writes the course builder makes to written lessons (Sanity `lesson` documents): removing a deleted
// session's lesson, and recording each lesson's place (its course and session order, which live in Firestore) so
// the Studio can list lessons in the builder's order. Chosen on each call from process.env, as reads are
// (src/content/query.ts): Sanity with SANITY_WRITE_TOKEN, the local content lake under `npm start`
// (SANITY_LAKE_URL), else the seed file, which is the repository's own content and is never written.
import type { SanityClient } from '@sanity/client';
import { readEnvironment } from '../../../../src/lib/environment';
import { backendTimeoutMs } from '../../faults';

/** Where a lesson sits in the builder: its course (by creation, as the builder lists courses) and session order. */
export type LessonPlace = { sessionId: string; courseId: string; courseCreatedAt: string; sessionOrder: number };

export type LessonWriterMode = 'sanity' | 'lake' | 'seed';

export interface LessonWriter {
  readonly mode: LessonWriterMode;
  /** Deletes the lessons of these sessions, published and draft; the ids deleted. The seed deletes nothing. */
  deleteLessonsOf(sessionIds: string[]): Promise<string[]>;
  /** Writes each place onto the lessons of its session where it differs; the ids written. The seed writes nothing. */
  placeLessons(places: LessonPlace[]): Promise<string[]>;
}

/** Sanity in cloud mode without a write token: nothing can be removed or placed, and the caller is told why. */
export class LessonWritesUnavailableError extends Error {
  constructor() {
    super('SANITY_WRITE_TOKEN is not set: written lessons cannot be changed from the course builder');
    this.name = 'LessonWritesUnavailableError';
  }
}

const LESSONS_OF = `*[_type == "lesson" && sessionId in $sessionIds]{_id, sessionId, courseId, courseCreatedAt, sessionOrder}`;
type StoredPlace = { _id: string; sessionId: string; courseId?: string; courseCreatedAt?: string; sessionOrder?: number };

const clients = new Map<string, SanityClient>();

async function clientFor(key: string, options: Parameters<typeof import('@sanity/client').createClient>[0]): Promise<SanityClient> {
  let client = clients.get(key);
  if (!client) {
    const { createClient } = await import('@sanity/client');
    client = createClient({ ...options, useCdn: false, perspective: 'raw', timeout: backendTimeoutMs() });
    clients.set(key, client);
  }
  return client;
}

function writerOver(mode: 'sanity' | 'lake', client: () => Promise<SanityClient>): LessonWriter {
  // The raw perspective: drafts are lessons too (the Studio lists them), so they go and are placed with them.
  const lessonsOf = async (sessionIds: string[]) =>
    sessionIds.length === 0 ? [] : (await client()).fetch<StoredPlace[]>(LESSONS_OF, { sessionIds }, { perspective: 'raw' });
  return {
    mode,
    async deleteLessonsOf(sessionIds) {
      const found = await lessonsOf(sessionIds);
      if (found.length === 0) return [];
      const transaction = (await client()).transaction();
      for (const lesson of found) transaction.delete(lesson._id);
      await transaction.commit({ visibility: 'sync' });
      return found.map((lesson) => lesson._id);
    },
    async placeLessons(places) {
      const bySession = new Map(places.map((place) => [place.sessionId, place]));
      const stale = (await lessonsOf([...bySession.keys()])).filter((lesson) => {
        const place = bySession.get(lesson.sessionId)!;
        return (
          lesson.courseId !== place.courseId || lesson.courseCreatedAt !== place.courseCreatedAt || lesson.sessionOrder !== place.sessionOrder
        );
      });
      if (stale.length === 0) return [];
      const transaction = (await client()).transaction();
      for (const lesson of stale) {
        const { courseId, courseCreatedAt, sessionOrder } = bySession.get(lesson.sessionId)!;
        transaction.patch(lesson._id, (patch) => patch.set({ courseId, courseCreatedAt, sessionOrder }));
      }
      await transaction.commit({ visibility: 'sync' });
      return stale.map((lesson) => lesson._id);
    },
  };
}

const seedWriter: LessonWriter = { mode: 'seed', deleteLessonsOf: async () => [], placeLessons: async () => [] };

/** The lesson writer for the environment as it is now. */
export function lessonWriter(env: NodeJS.ProcessEnv = process.env): LessonWriter {
  const settings = readEnvironment(env);
  if (settings.sanity) {
    const { projectId, dataset, apiVersion, writeToken, apiHost } = settings.sanity;
    const fail = async (): Promise<never> => {
      throw new LessonWritesUnavailableError();
    };
    if (!writeToken) return { mode: 'sanity', deleteLessonsOf: fail, placeLessons: fail };
    return writerOver('sanity', () =>
      clientFor(`sanity|${projectId}|${dataset}|${apiHost ?? ''}|${writeToken}`, {
        projectId,
        dataset,
        apiVersion,
        token: writeToken,
        // A local stand-in for Sanity's API (tests): Node may not resolve <projectId>.localhost.
        ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
      }),
    );
  }
  if (settings.sanityLakeUrl) {
    const lake = settings.sanityLakeUrl;
    return writerOver('lake', () =>
      clientFor(`lake|${lake}`, { projectId: 'local-dev', dataset: 'production', apiVersion: '2025-02-19', apiHost: lake, useProjectHostname: false }),
    );
  }
  return seedWriter;
}
