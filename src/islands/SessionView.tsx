// /course/{courseId}/session/{sessionId}: the session player page (spec 2.12, 4).
import { useEffect, useRef, useState } from 'react';
import { api, ApiError, saveProgressOnExit } from '../api/client';
import { unavailableReason } from '../lib/http';
import type { SessionData } from '../lib/learning/learning';
import { coursePath, FALLBACK_IMAGE, sessionPath } from '../lib/learning/routes';
import { resumeLine } from '../lib/learning/words';
import { videoUrlAt } from '../lib/learning/videoStart';
import { toast } from '../stores/toasts';
import { AppLink, navigate } from './AppLink';
import BonusAudioDownload from './BonusAudioDownload';
import { announceSessionCompleted } from './certificate/sessionCompleted';
import LessonContent from './LessonContent';
import LoadProblem from './LoadProblem';
import { Button } from './ui/Button';

const TICK_MS = 1000; // spec 9: the session timer ticks every second
const SAVE_EVERY_MS = 30_000; // spec 9: watch time is saved every 30 s

type State = { kind: 'loading' } | { kind: 'ready'; data: SessionData } | { kind: 'missing' } | { kind: 'failed'; reason: string | null };

const clock = (seconds: number) => {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
};

export default function SessionView({ courseId, sessionId }: { courseId: string; sessionId: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [completed, setCompleted] = useState(false);
  const [resumeFrom, setResumeFrom] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [completing, setCompleting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const watchTime = useRef(0);
  const lastSaved = useRef(0);

  useEffect(() => {
    let cancelled = false;
    api
      .session(courseId, sessionId)
      .then((data) => {
        if (cancelled) return;
        document.title = `${data.session.title} | Maya Linwood Hypnotherapy`;
        // The answer carries the progress, and opening the session started it when it had none.
        const { progress } = data.session;
        watchTime.current = progress.watch_time_seconds;
        lastSaved.current = watchTime.current;
        setResumeFrom(progress.completed_at ? 0 : watchTime.current); // a finished session is reviewed from the start
        setCompleted(!!progress.completed_at);
        setState({ kind: 'ready', data });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 403) return navigate(coursePath(courseId));
        if (error instanceof ApiError && error.status === 404) return setState({ kind: 'missing' });
        console.error(error);
        toast({ title: 'Error', message: 'Failed to load session data.', variant: 'destructive' });
        setState({ kind: 'failed', reason: unavailableReason(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [courseId, sessionId, attempt]);

  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((value) => value + 1);
  };

  const ready = state.kind === 'ready';
  useEffect(() => {
    if (!ready) return;
    const body = () => ({ courseId, sessionId, watchTimeSeconds: watchTime.current });
    const save = () => {
      if (watchTime.current <= lastSaved.current) return;
      lastSaved.current = watchTime.current;
      api.saveProgress(body()).catch((error: unknown) => console.error('Watch-time save failed', error));
    };
    const saveOnExit = () => {
      if (watchTime.current <= lastSaved.current) return;
      lastSaved.current = watchTime.current;
      saveProgressOnExit(body());
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saveOnExit();
    };
    const tick = window.setInterval(() => {
      watchTime.current += 1;
      setElapsed((value) => value + 1);
    }, TICK_MS);
    const saver = window.setInterval(save, SAVE_EVERY_MS);
    window.addEventListener('pagehide', saveOnExit);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(tick);
      window.clearInterval(saver);
      window.removeEventListener('pagehide', saveOnExit);
      document.removeEventListener('visibilitychange', onVisibility);
      save(); // leaving for another session inside the app
    };
  }, [ready, courseId, sessionId]);

  async function markComplete() {
    setCompleting(true);
    try {
      await api.completeSession({ courseId, sessionId, watchTimeSeconds: watchTime.current });
      lastSaved.current = watchTime.current;
      setCompleted(true);
      announceSessionCompleted(courseId, sessionId);
      toast({ title: 'Session Completed!', message: 'Great job! Your progress has been saved.' });
    } catch (error) {
      console.error(error);
      toast({ title: 'Error', message: 'Failed to mark session as complete.', variant: 'destructive' });
    } finally {
      setCompleting(false);
    }
  }

  if (state.kind === 'loading')
    return (
      <p className="learn__status" role="status">
        Loading session...
      </p>
    );
  if (state.kind !== 'ready')
    return (
      <LoadProblem
        title={state.kind === 'missing' ? 'Session not found.' : 'Failed to load session data.'}
        onRetry={state.kind === 'failed' ? retry : undefined}
        reason={state.kind === 'failed' ? state.reason : null}
        back={{ href: coursePath(courseId), label: 'Back to Course' }}
      />
    );

  const { data } = state;
  const { session, course } = data;
  const resumeText = resumeLine(resumeFrom, !!(data.showVideoCard && session.video_url));
  return (
    <>
      <AppLink className="back-link" href={coursePath(course.id)}>
        <span aria-hidden="true">← </span>Back to {course.title}
      </AppLink>
      <div className="session-layout">
        <article className="session-main">
          <header>
            <p className="badge">Session {session.session_order}</p>
            <h1>{session.title}</h1>
            <p>{session.description}</p>
            <p className="timer" aria-live="off">
              {session.duration_minutes} min · Time in this session: <span data-session-timer>{clock(elapsed)}</span>
              {completed && <span className="session-row__done"> · Completed</span>}
            </p>
            {resumeText && !completed && <p className="resume">{resumeText}</p>}
          </header>
          <img
            className="session-main__image"
            src={session.image_url ?? FALLBACK_IMAGE}
            alt=""
            width={1200}
            height={600}
            onError={(event) => {
              if (!event.currentTarget.src.endsWith(FALLBACK_IMAGE)) event.currentTarget.src = FALLBACK_IMAGE;
            }}
          />
          {data.showVideoCard && (
            <section className="video-card" aria-label="Session video">
              {session.video_url ? (
                <div className="video-frame">
                  <iframe
                    src={videoUrlAt(session.video_url, resumeFrom)}
                    title={`${session.title} video`}
                    allow="fullscreen; picture-in-picture"
                    allowFullScreen
                    loading="lazy"
                  />
                </div>
              ) : (
                <p className="video-empty">Video content will be available soon</p>
              )}
            </section>
          )}
          <LessonContent data={data} />
          {data.bonusAudio && <BonusAudioDownload courseId={course.id} sessionId={session.id} fileName={data.bonusAudio.fileName} />}
          {!completed && (
            <div>
              <Button type="button" className="btn-complete" onClick={markComplete} disabled={completing}>
                Mark as Complete
              </Button>
            </div>
          )}
        </article>
        <aside className="sidebar" aria-label="Course sessions">
          <section aria-labelledby="session-nav-heading">
            <h2 id="session-nav-heading">Session Navigation</h2>
            <div className="sidebar__nav">
              {data.previous ? (
                <AppLink href={sessionPath(course.id, data.previous.id)}>
                  <span aria-hidden="true">← </span>Previous<span className="sr-only">: {data.previous.title}</span>
                </AppLink>
              ) : (
                <span />
              )}
              {data.next && (
                <AppLink href={sessionPath(course.id, data.next.id)}>
                  Next<span className="sr-only">: {data.next.title}</span>
                  <span aria-hidden="true"> →</span>
                </AppLink>
              )}
            </div>
          </section>
          <section aria-labelledby="all-sessions-heading">
            <h2 id="all-sessions-heading">All Sessions</h2>
            <ol>
              {data.siblings.map((sibling) => (
                <li key={sibling.id}>
                  <AppLink href={sessionPath(course.id, sibling.id)} aria-current={sibling.id === session.id ? 'page' : undefined}>
                    {sibling.title}
                  </AppLink>
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </>
  );
}
