// Written lessons (Sanity type `lesson`), read only by the session function after the access check.
import type { Lesson } from '../../../src/lib/learning';
// The same GROQ access path as the pages (Sanity, or the local seed), without loading the other services.
import { query } from '../services/content';

export const LESSON_QUERY = `*[_type == "lesson" && matchKey == $key][0]{
  kind, title,
  "sections": coalesce(sections[]{ "heading": coalesce(heading, ""), "body": coalesce(body, "") }, []),
  "techniques": coalesce(techniques[]{ "name": coalesce(name, ""), "history": coalesce(history, ""), "howTo": coalesce(howTo, ""), "brainwave": coalesce(brainwave, ""), "why": coalesce(why, ""), "videoUrl": videoUrl }, []),
  finalThoughts, "practiceSummary": coalesce(practiceSummary, []), finalMessage, "certificate": certificate == true, videoUrl
}`;

export type LessonRecord = Lesson & { videoUrl: string | null };

export async function lessonByKey(key: string): Promise<LessonRecord | null> {
  const result = await query<LessonRecord | null>(LESSON_QUERY, { key });
  if (!result) return null;
  return {
    ...result,
    techniques: result.techniques.map((t) => ({ ...t, videoUrl: t.videoUrl ?? null })),
    finalThoughts: result.finalThoughts ?? null,
    finalMessage: result.finalMessage ?? null,
    videoUrl: result.videoUrl ?? null,
  };
}
