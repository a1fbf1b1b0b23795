// /course/{courseId}: sessions, progress and duration, or the locked view.
import { lazy, Suspense, useEffect } from 'react';
import { takeAnswer } from './earlyAnswer';
import { courseAnswer } from './screenAnswers';
import type { CourseData } from '../lib/learning/learning';
import { sessionPath } from '../lib/learning/routes';
import { formatDuration } from '../lib/learning/progress';
import { clockText } from '../lib/learning/words';
import { AppLink } from './AppLink';
import { LinkButton } from './LinkButton';
import ProgressBar from './ProgressBar';
import { Button } from './ui/Button';
import './course/saveForOffline.css';
import LockedPurchase from './purchase/LockedPurchase';
import LoadProblem from './LoadProblem';
import { useLoad } from './useLoad';

// 'Save for offline' and its saving code load beside the course's answer, not with the page (the app page's budget);
// meanwhile its room is kept, as it keeps it itself while it reads whether the course is saved.
const loadSaveForOffline = () => import('./course/SaveForOffline');
const SaveForOffline = lazy(loadSaveForOffline);
const SAVE_FOR_OFFLINE_ROOM = (
  <section className="offline-save offline-save--checking" aria-hidden="true">
    <Button variant="secondary" disabled tabIndex={-1}>
      Save for offline
    </Button>
  </section>
);

export default function CourseView({ courseId }: { courseId: string }) {
  useEffect(() => {
    void loadSaveForOffline(); // asked for as the page opens, so it is there by the time the course is
  }, []);
  const { state, retry } = useLoad(courseId, () => takeAnswer(...courseAnswer(courseId)), {
    failure: 'Failed to load course data.',
    onReady: (data: CourseData) => (document.title = `${data.course.title} | Maya Linwood Hypnotherapy`),
  });

  if (state.kind === 'loading')
    return (
      <p className="learn__status" role="status">
        Loading course...
      </p>
    );
  if (state.kind === 'refused' && state.status === 403)
    return (
      <div className="empty">
        <h1>Course Not Accessible</h1>
        <p>You need to purchase this course to access its content.</p>
        <div className="learn__actions">
          <LinkButton href="/courses" label="Browse Courses" />
          <LinkButton href="/course-dashboard" label="My Dashboard" variant="secondary" />
          <LockedPurchase courseId={courseId} />
        </div>
      </div>
    );
  if (state.kind !== 'ready')
    return (
      <LoadProblem
        title={state.kind === 'refused' ? 'Course not found.' : 'Failed to load course data.'}
        onRetry={state.kind === 'failed' ? retry : undefined}
        reason={state.kind === 'failed' ? state.reason : null}
        back={{ href: '/course-dashboard', label: 'Back to Dashboard' }}
      />
    );

  const { course, sessions, progress, totalMinutes, completedCount } = state.data;
  return (
    <>
      <a className="back-link" href="/course-dashboard">
        <span aria-hidden="true">← </span>Back to Dashboard
      </a>
      <header className="app-header">
        <div>
          <h1>{course.title}</h1>
          <p>{course.description}</p>
          <p>
            {sessions.length} sessions · Total duration {formatDuration(totalMinutes)} · {completedCount} of {sessions.length} complete
          </p>
        </div>
      </header>
      <ProgressBar value={progress} label={`${course.title} progress`} />
      <Suspense fallback={SAVE_FOR_OFFLINE_ROOM}>
        <SaveForOffline courseId={course.id} sessionIds={sessions.filter((session) => !session.opens_at).map((session) => session.id)} />
      </Suspense>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Sessions</h2>
        <ol className="session-list">
          {sessions.map((session) => {
            const done = !!session.progress?.completed_at;
            const reached = session.progress?.watch_time_seconds ?? 0;
            // Started and not finished: she continues from the time reached.
            const started = !done && reached >= 1;
            const label = done ? 'Review Session' : started ? 'Continue' : 'Start Session';
            return (
              <li className="session-row" key={session.id}>
                <div>
                  <h3>
                    {session.session_order}. {session.title}
                  </h3>
                  <p>{session.description}</p>
                  <p>
                    {session.duration_minutes} min{started ? ` · ${clockText(reached)} reached` : ''}
                    {done && <span className="session-row__done"> · Completed</span>}
                  </p>
                </div>
                {session.opens_at ? (
                  // Drip: not open yet for this learner; the server refuses its content until that day.
                  <p className="session-row__opens">Opens on {session.opens_on}</p>
                ) : (
                  <AppLink className={done ? 'btn btn-outline' : 'btn'} href={sessionPath(course.id, session.id)}>
                    {label}
                    <span className="sr-only">: {session.title}</span>
                  </AppLink>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
