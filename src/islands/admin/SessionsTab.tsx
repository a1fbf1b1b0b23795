// Sessions (spec 2.13): 'Filter by Course', each session with its picture (own, else the course's, else the
// default photo), details and 'Edit Image', which opens the 'Edit Session' dialog.
import { useState } from 'react';
import type { AdminSession } from '../../lib/admin';
import { sessionImageCandidates } from '../../lib/adminUi';
import { FALLBACK_IMAGE } from '../../lib/learningRoutes';
import type { AdminTabProps } from './AdminApp';
import EditSessionDialog from './EditSessionDialog';
import { FallbackImage } from './FallbackImage';

const ALL = 'all';

export default function SessionsTab({ data, reload }: AdminTabProps) {
  const [filter, setFilter] = useState(ALL);
  const [editing, setEditing] = useState<AdminSession | null>(null);
  const sessions = filter === ALL ? data.sessions : data.sessions.filter((session) => session.course_id === filter);

  return (
    <div className="admin-stack">
      <div className="admin-section-head">
        <h2>Sessions</h2>
        <div className="field admin-filter">
          <label htmlFor="session-filter">Filter by Course</label>
          <select id="session-filter" value={filter} onChange={(e) => setFilter(e.target.value)}>
            <option value={ALL}>All Courses</option>
            {data.courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="admin-muted" role="status">
        {sessions.length} {sessions.length === 1 ? 'session' : 'sessions'}
      </p>
      {sessions.length > 0 && (
        <ul className="admin-grid" aria-label="Sessions">
          {sessions.map((session) => (
            <li key={session.id} className="course-card admin-session" data-session-id={session.id}>
              <FallbackImage sources={sessionImageCandidates(session, FALLBACK_IMAGE)} />
              <div className="course-card__body">
                <h3>{session.title}</h3>
                <p className="admin-strong">{session.courseTitle}</p>
                {session.description && <p>{session.description}</p>}
                <p className="admin-muted">
                  Session {session.session_order}
                  {session.duration_minutes ? ` · ${session.duration_minutes} min` : ''}
                </p>
                <div className="admin-actions">
                  <button type="button" className="btn btn-outline admin-btn-small" onClick={() => setEditing(session)}>
                    Edit Image<span className="sr-only">: {session.title}</span>
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <EditSessionDialog
          session={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await reload();
          }}
        />
      )}
    </div>
  );
}
