// The session page's heading: its number, title and description, the timer, and where the learner left off.
import type { SessionData } from '../../lib/learning/learning';
import { resumeLine } from '../../lib/learning/words';

/** The timer's m:ss (minutes keep counting past an hour). */
const timerText = (seconds: number) => {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
};

type Props = {
  session: SessionData['session'];
  /** Seconds spent on the page so far. */
  elapsed: number;
  completed: boolean;
  /** The watch time the session resumes from (0 for a finished session, which is reviewed from the start). */
  resumeFrom: number;
  hasVideo: boolean;
};

export default function SessionHeader({ session, elapsed, completed, resumeFrom, hasVideo }: Props) {
  const resumeText = resumeLine(resumeFrom, hasVideo);
  return (
    <header>
      <p className="badge">Session {session.session_order}</p>
      <h1>{session.title}</h1>
      <p>{session.description}</p>
      <p className="timer" aria-live="off">
        {session.duration_minutes} min · Time in this session: <span data-session-timer>{timerText(elapsed)}</span>
        {completed && <span className="session-row__done"> · Completed</span>}
      </p>
      {resumeText && !completed && <p className="resume">{resumeText}</p>}
    </header>
  );
}
