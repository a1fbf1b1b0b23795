// The session page's sidebar: Session Navigation (previous and next) and All Sessions (the current one marked).
import type { SessionData } from '../../lib/learning/learning';
import { sessionPath } from '../../lib/learning/routes';
import { AppLink } from '../AppLink';

type Props = Pick<SessionData, 'previous' | 'next' | 'siblings'> & { courseId: string; sessionId: string };

export default function SessionSidebar({ courseId, sessionId, previous, next, siblings }: Props) {
  return (
    <aside className="sidebar" aria-label="Course sessions">
      <section aria-labelledby="session-nav-heading">
        <h2 id="session-nav-heading">Session Navigation</h2>
        <div className="sidebar__nav">
          {previous ? (
            <AppLink href={sessionPath(courseId, previous.id)}>
              <span aria-hidden="true">← </span>Previous<span className="sr-only">: {previous.title}</span>
            </AppLink>
          ) : (
            <span />
          )}
          {next && (
            <AppLink href={sessionPath(courseId, next.id)}>
              Next<span className="sr-only">: {next.title}</span>
              <span aria-hidden="true"> →</span>
            </AppLink>
          )}
        </div>
      </section>
      <section aria-labelledby="all-sessions-heading">
        <h2 id="all-sessions-heading">All Sessions</h2>
        <ol>
          {siblings.map((sibling) => (
            <li key={sibling.id}>
              <AppLink href={sessionPath(courseId, sibling.id)} aria-current={sibling.id === sessionId ? 'page' : undefined}>
                {sibling.title}
              </AppLink>
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
