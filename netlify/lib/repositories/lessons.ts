// Written lessons (Sanity type `lesson`), read only by the session function after the access check.
// The lesson's texts are rich text (Portable Text) in the Studio; they are rendered to HTML here, on the
// server, so the learner's page needs no Portable Text library: every text field of the answer
// (section bodies, technique texts, final thoughts and message) holds that HTML.
import type { Lesson } from '../../../src/lib/learning';
import { richTextToHtml, type RichText } from '../../../src/content/portableText';
// The same GROQ access path as the pages (Sanity, or the local seed), without loading the other services.
import { query } from '../services/content';

export const LESSON_QUERY = `*[_type == "lesson" && matchKey == $key][0]{
  kind, title,
  "sections": coalesce(sections[]{ "heading": coalesce(heading, ""), body }, []),
  "techniques": coalesce(techniques[]{ "name": coalesce(name, ""), history, howTo, brainwave, why, "videoUrl": videoUrl }, []),
  finalThoughts, "practiceSummary": coalesce(practiceSummary, []), finalMessage, "certificate": certificate == true, videoUrl
}`;

type StoredLesson = Pick<Lesson, 'kind' | 'title' | 'practiceSummary' | 'certificate'> & {
  sections: Array<{ heading: string; body: RichText | null }>;
  techniques: Array<{
    name: string;
    history: RichText | null;
    howTo: RichText | null;
    brainwave: RichText | null;
    why: RichText | null;
    videoUrl: string | null;
  }>;
  finalThoughts: RichText | null;
  finalMessage: RichText | null;
  videoUrl: string | null;
};

export type LessonRecord = Lesson & { videoUrl: string | null };

/** Rich text as HTML, or null when the field is empty (the page then leaves its part out). */
const htmlOrNull = (value: RichText | null | undefined) => richTextToHtml(value) || null;

export async function lessonByKey(key: string): Promise<LessonRecord | null> {
  const result = await query<StoredLesson | null>(LESSON_QUERY, { key });
  if (!result) return null;
  return {
    kind: result.kind,
    title: result.title,
    sections: result.sections.map((section) => ({ heading: section.heading, body: richTextToHtml(section.body) })),
    techniques: result.techniques.map((t) => ({
      name: t.name,
      history: richTextToHtml(t.history),
      howTo: richTextToHtml(t.howTo),
      brainwave: richTextToHtml(t.brainwave),
      why: richTextToHtml(t.why),
      videoUrl: t.videoUrl ?? null,
    })),
    finalThoughts: htmlOrNull(result.finalThoughts),
    practiceSummary: result.practiceSummary,
    finalMessage: htmlOrNull(result.finalMessage),
    certificate: result.certificate,
    videoUrl: result.videoUrl ?? null,
  };
}
