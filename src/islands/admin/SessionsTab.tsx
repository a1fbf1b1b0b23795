// Sessions (spec 2.13; the course builder): 'Filter by Course', each session with its picture (own, else
// the course's, else the default photo), details, 'Edit Image' (the 'Edit Session' picture dialog), 'Edit
// Details', 'Delete', and, once one course is chosen, 'Move up' / 'Move down'. Moves change the order on screen;
// 'Save Order' sends the course's whole new order in one request. Each card takes the session's 'Audio track'.
// A delete asks first; when learners have progress on the session the server says how many and the admin confirms
// again.
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { sessionBuilderApi } from '../../api/sessionBuilder';
import type { AdminSession } from '../../lib/admin/admin';
import { sessionImageCandidates } from '../../lib/admin/ui';
import { FALLBACK_IMAGE } from '../../lib/learning/routes';
import { movedAnnouncement, moveId } from '../../lib/admin/sessionOrder';
import { toast } from '../../stores/toasts';
import { CourseSelectField } from './CourseSelectField';
import type { AdminTabProps } from './adminTab';
import { useConfirm } from '../ui/useConfirm';
import EditSessionDialog from './EditSessionDialog';
import { AdminCard } from './AdminCard';
import { RowButton } from './RowButton';
import SessionFormDialog from './SessionFormDialog';
import SessionAudioField from './SessionAudioField';
import { refusalWords, toastFailure } from './toastFailure';
import { Button } from '../ui/Button';

const ALL = 'all';

type Form = { mode: 'add' } | { mode: 'edit'; sessionId: string };

export default function SessionsTab({ data, reload }: AdminTabProps) {
  const [filter, setFilter] = useState(ALL);
  const [editing, setEditing] = useState<AdminSession | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  /** The chosen course's order as moved on screen, not saved yet (null: as stored). */
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  const [savingOrder, setSavingOrder] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirm, confirmElement] = useConfirm();
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterMove = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);

  const oneCourse = filter !== ALL;
  const stored = useMemo(
    () => (oneCourse ? data.sessions.filter((session) => session.course_id === filter) : data.sessions),
    [data.sessions, filter, oneCourse],
  );
  const sessions = useMemo(() => {
    if (!pendingOrder) return stored;
    const byId = new Map(stored.map((session) => [session.id, session]));
    return pendingOrder.map((id) => byId.get(id)).filter((session): session is AdminSession => Boolean(session));
  }, [stored, pendingOrder]);
  const orderChanged = pendingOrder !== null && pendingOrder.some((id, index) => stored[index]?.id !== id);

  // A moved card keeps the keyboard focus on its button (or the other one once it reaches an end).
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !listRef.current) return;
    focusAfterMove.current = null;
    const card = listRef.current.querySelector(`[data-session-id="${CSS.escape(target.id)}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`);
    const other = card?.querySelector<HTMLButtonElement>(`[data-move="${target.direction === 'up' ? 'down' : 'up'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [sessions]);

  function chooseCourse(value: string) {
    setFilter(value);
    setPendingOrder(null);
  }

  function move(index: number, direction: 'up' | 'down') {
    const ids = sessions.map((session) => session.id);
    const next = moveId(ids, index, direction === 'up' ? -1 : 1);
    const session = sessions[index]!;
    focusAfterMove.current = { id: session.id, direction };
    setPendingOrder(next);
    setAnnouncement(movedAnnouncement(session.title, next.indexOf(session.id) + 1, next.length));
  }

  async function saveOrder() {
    if (!pendingOrder) return;
    setSavingOrder(true);
    try {
      const { notice } = await sessionBuilderApi.reorder({ courseId: filter, sessionIds: pendingOrder });
      toast({ title: 'Success', message: notice ? `Session order saved. ${notice}` : 'Session order saved.' });
      await reload();
      setPendingOrder(null);
      setAnnouncement('Session order saved.');
    } catch (error) {
      toastFailure(error, refusalWords(error, 'Failed to save the session order.'));
      if (error instanceof ApiError && error.status === 409) {
        setPendingOrder(null);
        await reload();
      }
    } finally {
      setSavingOrder(false);
    }
  }

  async function onDelete(session: AdminSession) {
    if (!(await confirm(`Are you sure you want to delete the session '${session.title}'? This cannot be undone.`, 'Delete Session')))
      return;
    setDeleting(session.id);
    try {
      let leftBehind: string | undefined;
      try {
        ({ leftBehind } = await sessionBuilderApi.remove(session.id));
      } catch (error) {
        // Learners have progress on it: the server's words say how many; a second, explicit yes deletes it.
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        if (!(await confirm(error.message, 'Delete Anyway'))) return;
        ({ leftBehind } = await sessionBuilderApi.remove(session.id, true));
      }
      // Deleted either way; files or a lesson that could not be removed yet are said, not hidden.
      toast(
        leftBehind
          ? { title: 'Session deleted', message: leftBehind, variant: 'destructive' }
          : { title: 'Success', message: 'Session deleted successfully!' },
      );
      setPendingOrder(null);
      await reload();
    } catch (error) {
      toastFailure(error, refusalWords(error, 'Failed to delete session.'));
    } finally {
      setDeleting(null);
    }
  }

  const chosenCourse = data.courses.find((course) => course.id === filter);
  return (
    <div className="admin-stack">
      <div className="admin-section-head">
        <h2>Sessions</h2>
        <div className="admin-actions">
          <CourseSelectField
            id="session-filter"
            label="Filter by Course"
            className="field admin-filter"
            courses={data.courses}
            value={filter}
            onChange={chooseCourse}
            none={{ label: 'All Courses', value: ALL }}
          />
          <Button type="button" onClick={() => setForm({ mode: 'add' })} disabled={data.courses.length === 0}>
            Add Session
          </Button>
        </div>
      </div>
      <p className="admin-muted" role="status">
        {sessions.length} {sessions.length === 1 ? 'session' : 'sessions'}
      </p>
      {oneCourse && sessions.length > 1 && (
        <div className="admin-actions" role="group" aria-label="Session order">
          {orderChanged ? (
            <>
              <p className="admin-strong">The new order is not saved yet.</p>
              <Button type="button" className="admin-btn-small" onClick={() => void saveOrder()} disabled={savingOrder}>
                {savingOrder ? 'Saving...' : 'Save Order'}
              </Button>
              <Button
                variant="secondary"
                type="button"
                className="admin-btn-small"
                onClick={() => setPendingOrder(null)}
                disabled={savingOrder}
              >
                Undo Moves
              </Button>
            </>
          ) : (
            <p className="admin-help">Use Move up and Move down to change the order learners see, then Save Order.</p>
          )}
        </div>
      )}
      {!oneCourse && data.sessions.length > 1 && (
        <p className="admin-help">Choose a course in Filter by Course to change the order of its sessions.</p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {sessions.length > 0 && (
        <ul ref={listRef} className="admin-grid" aria-label={chosenCourse ? `Sessions of ${chosenCourse.title}` : 'Sessions'}>
          {sessions.map((session, index) => (
            <AdminCard
              key={session.id}
              className="admin-session"
              data-session-id={session.id}
              image={sessionImageCandidates(session, FALLBACK_IMAGE)}
              title={session.title}
              actions={
                <>
                  <RowButton about={`: ${session.title}`} onClick={() => setEditing(session)}>
                    Edit Image
                  </RowButton>
                  <RowButton about={`: ${session.title}`} onClick={() => setForm({ mode: 'edit', sessionId: session.id })}>
                    Edit Details
                  </RowButton>
                  {oneCourse && sessions.length > 1 && (
                    <>
                      <RowButton
                        about={`: ${session.title}`}
                        data-move="up"
                        disabled={index === 0 || savingOrder}
                        onClick={() => move(index, 'up')}
                      >
                        Move up
                      </RowButton>
                      <RowButton
                        about={`: ${session.title}`}
                        data-move="down"
                        disabled={index === sessions.length - 1 || savingOrder}
                        onClick={() => move(index, 'down')}
                      >
                        Move down
                      </RowButton>
                    </>
                  )}
                  <RowButton about={`: ${session.title}`} danger disabled={deleting === session.id} onClick={() => void onDelete(session)}>
                    Delete
                  </RowButton>
                </>
              }
            >
              <p className="admin-strong">{session.courseTitle}</p>
              {session.description && <p>{session.description}</p>}
              <p className="admin-muted">
                Session {oneCourse ? index + 1 : session.session_order}
                {session.duration_minutes ? ` · ${session.duration_minutes} min` : ''}
              </p>
              <SessionAudioField session={session} onChanged={reload} />
            </AdminCard>
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
      {form && (
        <SessionFormDialog
          {...(form.mode === 'add'
            ? { mode: 'add' as const, courses: data.courses, courseId: oneCourse ? filter : '' }
            : { mode: 'edit' as const, sessionId: form.sessionId })}
          onClose={() => setForm(null)}
          onSaved={async (saved) => {
            setForm(null);
            setPendingOrder(null);
            await reload();
            setAnnouncement(`Saved '${saved.title}'.`);
          }}
        />
      )}
      {confirmElement}
    </div>
  );
}
