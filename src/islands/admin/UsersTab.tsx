// Users (spec 2.13, 5, 8): every account with name, e-mail, joined date and enrollment count; 'Grant Admin',
// view and delete per row; a click on a row (or View) opens the details panel.
import { useState, type MouseEvent } from 'react';
import { adminApi } from '../../api/adminClient';
import type { AdminUser } from '../../lib/admin';
import { adminDate, adminPrice } from '../../lib/adminUi';
import { toast } from '../../stores/toasts';
import type { AdminTabProps } from './AdminApp';
import { Modal, useConfirm } from './Dialog';
import SendEmailDialog from './SendEmailDialog';

export const deleteUserQuestion = (email: string) =>
  `Are you sure you want to delete user: ${email}? This will remove their account and all associated data and cannot be undone.`;

export default function UsersTab({ data, reload, currentUid }: AdminTabProps) {
  const [selectedUid, setSelectedUid] = useState<string | null>(null);
  const [emailTo, setEmailTo] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm, confirmElement] = useConfirm();
  const selected = data.users.find((user) => user.uid === selectedUid) ?? null;

  async function grant(user: AdminUser) {
    setBusy(user.uid);
    try {
      await adminApi.grantAdmin(user.uid);
      toast({ title: 'Success', message: 'Admin access granted successfully!' });
      await reload();
    } catch (error) {
      console.error(error);
      toast({ title: 'Error', message: 'Failed to grant admin access.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function remove(user: AdminUser) {
    if (!(await confirm(deleteUserQuestion(user.email), 'Delete User'))) return;
    setBusy(user.uid);
    try {
      await adminApi.deleteUser(user.uid);
      toast({ title: 'Success', message: 'User deleted successfully!' });
      setSelectedUid(null);
      await reload();
    } catch (error) {
      console.error(error);
      const message = error instanceof Error && error.message ? error.message : 'Failed to delete user.';
      toast({ title: 'Error', message, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    <div className="admin-stack">
      <div className="admin-section-head">
        <h2>Users</h2>
        <p className="admin-muted">
          {data.users.length} {data.users.length === 1 ? 'account' : 'accounts'}
        </p>
      </div>
      {data.users.length === 0 ? (
        <p className="admin-muted">No accounts yet.</p>
      ) : (
        <ul className="admin-users" aria-label="All users">
          {data.users.map((user) => (
            // The whole row opens the details on a pointer click; keyboard users have the View button.
            <li key={user.uid} className="admin-user" data-user-email={user.email} onClick={() => setSelectedUid(user.uid)}>
              <div className="admin-user__who">
                <span className="admin-strong">{user.full_name || 'No name'}</span>
                {user.isAdmin && <span className="badge">Admin</span>}
                <span className="admin-muted admin-user__email">{user.email}</span>
              </div>
              <div className="admin-user__meta admin-muted">
                <span>Joined {adminDate(user.created_at)}</span>
                <span>
                  {user.enrollmentCount} {user.enrollmentCount === 1 ? 'enrollment' : 'enrollments'}
                </span>
              </div>
              <div className="admin-actions" onClick={stop}>
                {!user.isAdmin && (
                  <button type="button" className="btn btn-outline admin-btn-small" disabled={busy === user.uid} onClick={() => void grant(user)}>
                    Grant Admin<span className="sr-only"> to {user.email}</span>
                  </button>
                )}
                <button type="button" className="btn btn-outline admin-btn-small" onClick={() => setSelectedUid(user.uid)}>
                  View<span className="sr-only"> {user.email}</span>
                </button>
                {user.uid !== currentUid && (
                  <button type="button" className="btn admin-btn-danger admin-btn-small" disabled={busy === user.uid} onClick={() => void remove(user)}>
                    Delete<span className="sr-only"> {user.email}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {selected && (
        <Modal title="User Details" onClose={() => setSelectedUid(null)} className="admin-dialog--wide">
          <dl className="admin-details">
            <div>
              <dt>Name</dt>
              <dd>{selected.full_name || 'Not provided'}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{selected.email}</dd>
            </div>
            <div>
              <dt>Joined</dt>
              <dd>{adminDate(selected.created_at)}</dd>
            </div>
            <div>
              <dt>Enrollments</dt>
              <dd>{selected.enrollmentCount}</dd>
            </div>
          </dl>
          <h3 className="admin-details__heading">Enrolled Courses</h3>
          {selected.enrollments.length === 0 ? (
            <p className="admin-muted">Not enrolled in any course.</p>
          ) : (
            <ul className="admin-details__courses">
              {selected.enrollments.map((enrollment) => (
                <li key={enrollment.enrollmentId}>
                  <span>{enrollment.courseTitle}</span>
                  <span className="admin-strong">{adminPrice(enrollment.coursePrice)}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="admin-dialog__actions admin-dialog__actions--spread">
            <button type="button" className="btn btn-outline" onClick={() => setEmailTo(selected)}>
              Send Email
            </button>
            {selected.uid !== currentUid && (
              <button type="button" className="btn admin-btn-danger" disabled={busy === selected.uid} onClick={() => void remove(selected)}>
                Delete User &amp; Enrollments
              </button>
            )}
            <button type="button" className="btn btn-outline" onClick={() => setSelectedUid(null)}>
              Close
            </button>
          </div>
        </Modal>
      )}
      {emailTo && <SendEmailDialog user={emailTo} onClose={() => setEmailTo(null)} />}
      {confirmElement}
    </div>
  );
}
