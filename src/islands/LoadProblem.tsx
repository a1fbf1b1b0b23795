// What a learner page shows when its data is missing or could not load: the spec's words as the heading, the
// server's reason when a service is down or busy, 'Try again' after a failure, and the way back.
import { Button } from './ui/Button';

type Props = {
  /** The spec's words, e.g. 'Failed to load course data.' or 'Course not found.' */
  title: string;
  /** Set after a failed load (not for a missing record): offers 'Try again'. */
  onRetry?: () => void;
  /** Why it failed, when the server said (a 429 or 5xx answer). */
  reason?: string | null;
  back: { href: string; label: string };
};

export default function LoadProblem({ title, onRetry, reason, back }: Props) {
  return (
    <div className="empty">
      <h1>{title}</h1>
      {onRetry && reason && <p>{reason}</p>}
      <div className="learn__actions">
        {onRetry && (
          <Button type="button" onClick={onRetry}>
            Try again
          </Button>
        )}
        <a className={onRetry ? 'btn btn-outline' : 'btn'} href={back.href}>
          {back.label}
        </a>
      </div>
    </div>
  );
}
