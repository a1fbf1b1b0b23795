// /course/{courseId}/session/{sessionId}: the session player page (spec 2.12, 4). It loads the session (one answer,
// which carries the learner's progress and starts it when missing) and composes the page from its parts in
// ./session: the heading with the timer, the video card, the lesson, completion and the sidebar.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { takeAnswer } from './earlyAnswer';
import { sessionAnswer } from './screenAnswers';
import type { SessionData } from '../lib/learning/learning';
import { coursePath, FALLBACK_IMAGE } from '../lib/learning/routes';
import { AppLink, navigate } from './AppLink';
import BonusAudioDownload from './BonusAudioDownload';
import LessonContent from './LessonContent';
import LoadProblem from './LoadProblem';
import CompleteButton from './session/CompleteButton';
import SessionHeader from './session/SessionHeader';
import SessionSidebar from './session/SessionSidebar';
import { useCompleteSession } from './session/useCompleteSession';
import { useWatchTime } from './session/useWatchTime';
import VideoCard from './session/VideoCard';
import { useLoad } from './useLoad';

// The audio player is loaded beside the session's answer rather than up front (the app page's JavaScript budget):
// its code is asked for as the page opens, so it is there by the time the answer says the session has a recording.
const loadAudioPlayer = () => import('./session/AudioPlayer');
const AudioPlayer = lazy(loadAudioPlayer);

/** The lock screen's artist line under the session's title. */
const PRACTITIONER = 'Maya Linwood';

export default function SessionView({ courseId, sessionId }: { courseId: string; sessionId: string }) {
  const [completed, setCompleted] = useState(false);
  useEffect(() => {
    void loadAudioPlayer();
  }, []);
  const { state, retry } = useLoad(`${courseId}/${sessionId}`, () => takeAnswer(...sessionAnswer(courseId, sessionId)), {
    failure: 'Failed to load session data.',
    onReady: (data: SessionData) => {
      document.title = `${data.session.title} | Maya Linwood Hypnotherapy`;
      setCompleted(!!data.session.progress.completed_at);
    },
  });
  const progress = state.kind === 'ready' ? state.data.session.progress : null;
  const watchTime = useWatchTime(courseId, sessionId, progress ? progress.watch_time_seconds : null);
  const completion = useCompleteSession(
    courseId,
    sessionId,
    watchTime,
    useCallback(() => setCompleted(true), []),
  );
  // A session not open yet (dripped): the server's words, with its day. A session of a course not bought: its
  // course page, which offers the course.
  const notYetOpen = state.kind === 'refused' && state.code === 'not_yet_available' ? state.message : null;
  const locked = state.kind === 'refused' && state.status === 403 && notYetOpen === null;
  useEffect(() => {
    if (locked) navigate(coursePath(courseId));
  }, [locked, courseId]);

  if (state.kind === 'loading' || locked)
    return (
      <p className="learn__status" role="status">
        Loading session...
      </p>
    );
  if (state.kind !== 'ready')
    return (
      <LoadProblem
        title={notYetOpen ?? (state.kind === 'refused' ? 'Session not found.' : 'Failed to load session data.')}
        onRetry={state.kind === 'failed' ? retry : undefined}
        reason={state.kind === 'failed' ? state.reason : null}
        back={{ href: coursePath(courseId), label: 'Back to Course' }}
      />
    );

  const { data } = state;
  const { session, course } = data;
  // A finished session is reviewed from the start; an unfinished one picks up where the learner left off.
  const resumeFrom = session.progress.completed_at ? 0 : session.progress.watch_time_seconds;
  return (
    <>
      <AppLink className="back-link" href={coursePath(course.id)}>
        <span aria-hidden="true">← </span>Back to {course.title}
      </AppLink>
      <div className="session-layout">
        <article className="session-main">
          <SessionHeader
            session={session}
            elapsed={watchTime.elapsed}
            completed={completed}
            resumeFrom={resumeFrom}
            hasVideo={!!(data.showVideoCard && session.video_url)}
          />
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
          {data.hasAudio && (
            <Suspense fallback={<section className="audio-player audio-player--waiting" aria-label="Session audio" />}>
              <AudioPlayer
                key={session.id}
                courseId={course.id}
                sessionId={session.id}
                media={{ title: session.title, artist: PRACTITIONER, album: course.title, artwork: session.image_url ?? FALLBACK_IMAGE }}
                durationHint={session.duration_minutes * 60}
                storedPosition={session.progress.audio_position_seconds}
                completed={completed}
                completion={completion}
                watchTime={watchTime}
              />
            </Suspense>
          )}
          {data.showVideoCard && <VideoCard title={session.title} url={session.video_url} startAt={resumeFrom} />}
          <LessonContent data={data} />
          {data.bonusAudio && <BonusAudioDownload courseId={course.id} sessionId={session.id} fileName={data.bonusAudio.fileName} />}
          {!completed && <CompleteButton completion={completion} />}
        </article>
        <SessionSidebar courseId={course.id} sessionId={session.id} previous={data.previous} next={data.next} siblings={data.siblings} />
      </div>
    </>
  );
}
