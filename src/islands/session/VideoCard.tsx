// The session's video card: the video, picking up where the learner left off, or the words saying it will come.
import { videoUrlAt } from '../../lib/learning/videoStart';

export default function VideoCard({ title, url, startAt }: { title: string; url: string | null; startAt: number }) {
  return (
    <section className="video-card" aria-label="Session video">
      {url ? (
        <div className="video-frame">
          <iframe
            src={videoUrlAt(url, startAt)}
            title={`${title} video`}
            allow="fullscreen; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        </div>
      ) : (
        <p className="video-empty">Video content will be available soon</p>
      )}
    </section>
  );
}
