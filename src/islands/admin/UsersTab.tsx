// Users (spec 2.13, 5, 8; issue #13): 50 accounts a page with name, e-mail, joined date and enrollment count,
// searched by name or e-mail and sorted by joined date; 'Grant Admin', view and delete per row; a click on a
// row (or View) opens the details panel, whose enrolled courses load only then.
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { adminApi } from '../../api/adminClient';
import { fetchUsersPage } from '../../api/adminUsersClient';
import { encodeUsersCursor } from '../../lib/admin/usersPaging';
import type { AdminUser, AdminUserPayment, AdminUserRow, AdminUserSort, AdminUsersPage } from '../../lib/admin/admin';
import { adminDate, adminPrice } from '../../lib/admin/ui';
import { toast } from '../../stores/toasts';
import Field from '../ui/Field';
import type { AdminTabProps } from './adminTab';
import { Dialog } from '../ui/Dialog';
import { useConfirm } from '../ui/useConfirm';
import SendEmailDialog from './SendEmailDialog';
import ExportButtons from './ExportButtons';
import { Button } from '../ui/Button';
import { RowButton } from './RowButton';
import { errorWords, toastFailure } from './toastFailure';

export const deleteUserQuestion = (email: string) =>
  `Are you sure you want to delete user: ${email}? This will remove their account and all associated data and cannot be undone.`;

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300;

export default function UsersTab({ reload: reloadDashboard, currentUid }: AdminTabProps) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AdminUserSort>('newest');
  const [pageNumber, setPageNumber] = useState(1);
  const [page, setPage] = useState<AdminUsersPage | null>(null);
  const [listFailed, setListFailed] = useState(false);
  const [selectedUid, setSelectedUid] = useState<string | null>(null);
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const [emailTo, setEmailTo] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm, confirmElement] = useConfirm();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(query.trim());
      setPageNumber(1);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  // The cursor of each page's last row, so that Next (and Previous back to a page seen) pages by cursor.
  const [cursors, setCursors] = useState<Map<number, string>>(() => new Map());
  useEffect(() => setCursors(new Map()), [search, sort]);

  const loadPage = useCallback(async () => {
    try {
      // Page 2 and later start after the last row of the page before (a list or a search alike).
      const after = pageNumber > 1 ? (cursors.get(pageNumber - 1) ?? null) : null;
      const loaded = await fetchUsersPage({ q: search, page: pageNumber, sort, after });
      const last = loaded.users.at(-1);
      if (last?.created_at) {
        setCursors((known) => new Map(known).set(pageNumber, encodeUsersCursor({ created_at: last.created_at, uid: last.uid })));
      }
      setPage(loaded);
      setListFailed(false);
    } catch (error) {
      console.error('Users failed to load', error);
      setListFailed(true);
    }
    // The cursors are read here, not a reason to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [search, pageNumber, sort]);

  useEffect(() => {
    void loadPage();
  }, [loadPage]);

  const [detailsVersion, setDetailsVersion] = useState(0);
  useEffect(() => {
    if (!selectedUid) {
      setSelected(null);
      return undefined;
    }
    let cancelled = false;
    adminApi
      .userDetails(selectedUid)
      .then(({ user }) => {
        if (!cancelled) setSelected(user);
      })
      .catch((error: unknown) => {
        // A superseded load (another user was chosen meanwhile) says nothing.
        if (cancelled) return;
        toastFailure(error, 'Failed to load user details.');
        setSelectedUid(null);
      });
    return () => {
      cancelled = true;
    };
  }, [selectedUid, detailsVersion]);

  async function refund(user: AdminUser, payment: AdminUserPayment) {
    const amount = adminPrice(payment.amountPence / 100);
    const question = `Refund ${amount} to ${user.email} for ${payment.courseTitle}? The whole payment goes back through Stripe, the course is removed from their account and they are e-mailed.`;
    if (!(await confirm(question, 'Refund'))) return;
    setBusy(payment.id);
    try {
      await adminApi.refund(payment.id);
      toast({ title: 'Success', message: 'Payment refunded.' });
      setDetailsVersion((version) => version + 1);
      await reload();
    } catch (error) {
      toastFailure(error, errorWords(error, 'Failed to refund the payment.'));
    } finally {
      setBusy(null);
    }
  }

  const reload = async () => {
    await Promise.all([loadPage(), reloadDashboard()]);
  };

  async function grant(user: AdminUserRow) {
    setBusy(user.uid);
    try {
      await adminApi.grantAdmin(user.uid);
      toast({ title: 'Success', message: 'Admin access granted successfully!' });
      await reload();
    } catch (error) {
      toastFailure(error, 'Failed to grant admin access.');
    } finally {
      setBusy(null);
    }
  }

  async function remove(user: AdminUserRow) {
    if (!(await confirm(deleteUserQuestion(user.email), 'Delete User'))) return;
    setBusy(user.uid);
    try {
      await adminApi.deleteUser(user.uid);
      toast({ title: 'Success', message: 'User deleted successfully!' });
      setSelectedUid(null);
      await reload();
    } catch (error) {
      toastFailure(error, errorWords(error, 'Failed to delete user.'));
    } finally {
      setBusy(null);
    }
  }

  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    <div className="admin-stack">
      <div className="admin-section-head">
        <h2>Users</h2>
        <p className="admin-muted" role="status">
          {page
            ? page.tooMany
              ? `More than ${page.total} accounts found: the first ${page.total} are listed. Type more of the name or e-mail to narrow it.`
              : `${page.total} ${page.total === 1 ? 'account' : 'accounts'}${search ? ' found' : ''}`
            : 'Loading users...'}
        </p>
      </div>
      <div className="admin-users__tools">
        <Field id="admin-users-search" label="Search users">
          {(control) => (
            <input
              {...control}
              type="search"
              value={query}
              placeholder="Name or e-mail"
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
        </Field>
        <Field id="admin-users-sort" label="Sort by joined date">
          {(control) => (
            <select
              {...control}
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as AdminUserSort);
                setPageNumber(1);
              }}
            >
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
            </select>
          )}
        </Field>
      </div>
      <ExportButtons types={['users', 'enrollments', 'payments']} />
      {listFailed && <p className="admin-muted">Failed to load users.</p>}
      {page && page.users.length === 0 ? (
        <p className="admin-muted">{search ? 'No users match this search.' : 'No accounts yet.'}</p>
      ) : (
        <ul className="admin-users" aria-label={search ? 'Matching users' : 'All users'}>
          {page?.users.map((user) => (
            // The whole row opens the details on a pointer click; keyboard users have the View button.
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- see the line above
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
              {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions -- only stops the row's pointer click; the buttons inside are the controls */}
              <div className="admin-actions" onClick={stop}>
                {!user.isAdmin && (
                  <RowButton about={` to ${user.email}`} disabled={busy === user.uid} onClick={() => void grant(user)}>
                    Grant Admin
                  </RowButton>
                )}
                <RowButton about={` ${user.email}`} onClick={() => setSelectedUid(user.uid)}>
                  View
                </RowButton>
                {user.uid !== currentUid && (
                  <RowButton about={` ${user.email}`} danger disabled={busy === user.uid} onClick={() => void remove(user)}>
                    Delete
                  </RowButton>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {page && page.total > page.pageSize && (
        <nav className="admin-pager" aria-label="Users pages">
          <Button
            variant="secondary"
            type="button"
            className="admin-btn-small"
            disabled={page.page <= 1}
            onClick={() => setPageNumber(page.page - 1)}
          >
            Previous
          </Button>
          <span className="admin-muted">
            Page {page.page} of {Math.ceil(page.total / page.pageSize)}
          </span>
          <Button
            variant="secondary"
            type="button"
            className="admin-btn-small"
            disabled={!page.hasMore}
            onClick={() => setPageNumber(page.page + 1)}
          >
            Next
          </Button>
        </nav>
      )}

      {selectedUid && selected?.uid !== selectedUid && (
        <p className="admin-muted" role="status">
          Loading user details...
        </p>
      )}
      {selected && selected.uid === selectedUid && (
        <Dialog title="User Details" size="wide" closeButton={false} onClose={() => setSelectedUid(null)}>
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
          {selected.payments && selected.payments.length > 0 && (
            <>
              <h3 className="admin-details__heading">Payments</h3>
              <ul className="admin-details__courses" aria-label="Payments">
                {selected.payments.map((payment) => (
                  <li key={payment.id} data-payment-id={payment.id}>
                    <span>
                      {payment.courseTitle} <span className="admin-muted">{adminDate(payment.paid_at)}</span>
                    </span>
                    <span className="admin-strong">{adminPrice(payment.amountPence / 100)}</span>
                    {payment.refunded ? (
                      <span className="badge">Refunded</span>
                    ) : (
                      <RowButton
                        about={` ${payment.courseTitle}`}
                        disabled={busy === payment.id}
                        onClick={() => void refund(selected, payment)}
                      >
                        Refund
                      </RowButton>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="admin-dialog__actions admin-dialog__actions--spread">
            <Button variant="secondary" type="button" onClick={() => setEmailTo(selected)}>
              Send Email
            </Button>
            {selected.uid !== currentUid && (
              <Button type="button" className="admin-btn-danger" disabled={busy === selected.uid} onClick={() => void remove(selected)}>
                Delete User &amp; Enrollments
              </Button>
            )}
            <Button variant="secondary" type="button" onClick={() => setSelectedUid(null)}>
              Close
            </Button>
          </div>
        </Dialog>
      )}
      {emailTo && <SendEmailDialog user={emailTo} onClose={() => setEmailTo(null)} />}
      {confirmElement}
    </div>
  );
}
