// The written lesson of a session (served only by the session function), or the fallback sentence.
// The lesson arrives as parts in order: text (HTML rendered on the server from the Studio's rich text)
// and the videos placed between the text.
import type { SessionData } from '../lib/learning/learning';
import CertificatePanel from './CertificatePanel';

/**
 * A lesson text: headings, paragraphs and lists the session function rendered from the lesson's rich text
 * (with @portabletext/to-html, which escapes the words and drops unsafe links), so no renderer ships here.
 */
function Text({ html }: { html: string }) {
  return <div className="lesson__text" dangerouslySetInnerHTML={{ __html: html }} />;
}

function Video({ title, url }: { title: string; url: string | null }) {
  if (!url) return <p className="video-empty">Video content will be available soon</p>;
  return (
    <div className="video-frame">
      <iframe src={url} title={title} allow="fullscreen; picture-in-picture" allowFullScreen loading="lazy" />
    </div>
  );
}

export default function LessonContent({ data }: { data: SessionData }) {
  const { lesson } = data;
  if (!lesson) {
    return (
      <section className="lesson" aria-label="Lesson">
        <p>{data.fallbackText}</p>
      </section>
    );
  }
  return (
    <section className="lesson" aria-label="Lesson">
      {lesson.parts.length === 0 && <p>{data.fallbackText}</p>}
      {lesson.parts.map((part, i) =>
        part.kind === 'text' ? <Text key={i} html={part.html} /> : <Video key={i} title={part.title} url={part.url} />,
      )}
      {lesson.certificate && <CertificatePanel courseId={data.course.id} courseTitle={data.course.title} />}
    </section>
  );
}
