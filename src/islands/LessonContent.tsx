// The written lesson of a session (served only by the session function), or the fallback sentence.
// Its texts arrive as HTML rendered on the server from the Studio's rich text.
import type { SessionData } from '../lib/learning';
import CertificatePanel from './CertificatePanel';

/**
 * A lesson text: HTML paragraphs the session function rendered from the lesson's rich text (with
 * @portabletext/to-html, which escapes the words and drops unsafe links), so no renderer ships here.
 */
function Text({ html }: { html: string }) {
  return <div className="lesson__text" dangerouslySetInnerHTML={{ __html: html }} />;
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
      {lesson.sections.map((section, i) => (
        <div key={i}>
          <h2>{section.heading}</h2>
          <Text html={section.body} />
        </div>
      ))}
      {lesson.techniques.map((technique, i) => (
        <div key={`t${i}`}>
          <h2>
            {i + 1}. {technique.name}
          </h2>
          <h3>History</h3>
          <Text html={technique.history} />
          <h3>How to practise</h3>
          <Text html={technique.howTo} />
          <h3>Brainwave shift</h3>
          <Text html={technique.brainwave} />
          <h3>Why it works</h3>
          <Text html={technique.why} />
          <h3>Let&apos;s Practice Now</h3>
          {technique.videoUrl ? (
            <div className="video-frame">
              <iframe src={technique.videoUrl} title={`${technique.name} practice video`} allow="fullscreen; picture-in-picture" allowFullScreen loading="lazy" />
            </div>
          ) : (
            <p className="video-empty">Video content will be available soon</p>
          )}
        </div>
      ))}
      {lesson.finalThoughts && (
        <div>
          <h2>Final Thoughts</h2>
          <Text html={lesson.finalThoughts} />
        </div>
      )}
      {lesson.practiceSummary.length > 0 && (
        <div>
          <h2>Practice Summary</h2>
          <ul>
            {lesson.practiceSummary.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {lesson.finalMessage && (
        <div>
          <h2>Final Message</h2>
          <Text html={lesson.finalMessage} />
        </div>
      )}
      {lesson.certificate && <CertificatePanel courseId={data.course.id} courseTitle={data.course.title} />}
    </section>
  );
}
