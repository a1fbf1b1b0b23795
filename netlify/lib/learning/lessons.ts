// Written lessons (Sanity type `lesson`, one per session id), read only by the session function after the
// access check. The lesson's text is rich text (Portable Text) in the Studio; it is rendered to HTML here,
// on the server, so the learner's page needs no Portable Text library. Videos inside the text come out
// as their own parts with an embeddable player address (or none: "Video content will be available soon").
import { splitLessonBody, type Lesson, type LessonBodyItem, type LessonFlags } from '../../../src/lib/learning/lessons';
import { normaliseVideoUrl } from '../../../src/lib/learning/video';
import { richTextToHtml, type RichTextBlock } from '../../../src/content/portableText';
// The same GROQ access path as the pages (Sanity, or the local seed), without loading the other services.
import { query } from '../adapters/content/content';

export const LESSON_QUERY = `*[_type == "lesson" && sessionId == $sessionId][0]{
  "title": coalesce(title, ""), "body": coalesce(body, []),
  "showVideoCard": showVideoCard != false, "bonusAudio": bonusAudio == true, "certificate": certificate == true
}`;

type StoredLesson = LessonFlags & { title: string; body: Array<LessonBodyItem & Partial<RichTextBlock>> };

export type LessonRecord = { lesson: Lesson; flags: LessonFlags };

/** The lesson of a session (by its id), or null when it has none. */
export async function lessonForSession(sessionId: string): Promise<LessonRecord | null> {
  const stored = await query<StoredLesson | null>(LESSON_QUERY, { sessionId });
  if (!stored) return null;
  const parts = splitLessonBody(stored.body).map((part) =>
    part.kind === 'text'
      ? { kind: 'text' as const, html: richTextToHtml(part.blocks as RichTextBlock[]) }
      : { kind: 'video' as const, title: part.title, url: normaliseVideoUrl(part.url) },
  );
  const { showVideoCard, bonusAudio, certificate } = stored;
  return {
    lesson: { title: stored.title, parts: parts.filter((part) => part.kind === 'video' || part.html !== ''), certificate },
    flags: { showVideoCard, bonusAudio, certificate },
  };
}
