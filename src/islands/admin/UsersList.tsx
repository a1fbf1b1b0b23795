// The Users tab's list: the heading with a line saying what the list holds (or that a search found too many to
// list), the search box and sort, the exports, one row per account of the page shown (name, e-mail, joined date,
// enrollment count) with its buttons 'Grant Admin', View and Delete, and the pager. A click anywhere on a row
// opens its details, as View does. The state behind it (what is searched, which page) is useUsersPage's.
import type { MouseEvent } from 'react';
import type { AdminUserRow, AdminUserSort } from '../../lib/admin/admin';
import { adminDate } from '../../lib/admin/ui';
import { Button } from '../ui/Button';
import Field from '../ui/Field';
import ExportButtons from './ExportButtons';
import { RowButton } from './RowButton';
import type { UsersPageState } from './useUsersPage';

type Props = {
  list: UsersPageState;
  /** The signed-in admin, who gets no Delete on her own row. */
  currentUid: string;
  /** The account a grant or delete is under way for: its buttons wait. */
  busy: string | null;
  onView: (uid: string) => void;
  onGrant: (user: AdminUserRow) => Promise<void>;
  onDelete: (user: AdminUserRow) => Promise<void>;
};

const stop = (event: MouseEvent) => event.stopPropagation();

export function UsersList({ list, currentUid, busy, onView, onGrant, onDelete }: Props) {
  const { query, setQuery, search, sort, changeSort, page, failed, showPage } = list;
  return (
    <>
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
            <select {...control} value={sort} onChange={(event) => changeSort(event.target.value as AdminUserSort)}>
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
            </select>
          )}
        </Field>
      </div>
      <ExportButtons types={['users', 'enrollments', 'payments']} />
      {failed && <p className="admin-muted">Failed to load users.</p>}
      {page && page.users.length === 0 ? (
        <p className="admin-muted">{search ? 'No users match this search.' : 'No accounts yet.'}</p>
      ) : (
        <ul className="admin-users" aria-label={search ? 'Matching users' : 'All users'}>
          {page?.users.map((user) => (
            // The whole row opens the details on a pointer click; keyboard users have the View button.
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- see the line above
            <li key={user.uid} className="admin-user" data-user-email={user.email} onClick={() => onView(user.uid)}>
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
                  <RowButton about={` to ${user.email}`} disabled={busy === user.uid} onClick={() => void onGrant(user)}>
                    Grant Admin
                  </RowButton>
                )}
                <RowButton about={` ${user.email}`} onClick={() => onView(user.uid)}>
                  View
                </RowButton>
                {user.uid !== currentUid && (
                  <RowButton about={` ${user.email}`} danger disabled={busy === user.uid} onClick={() => void onDelete(user)}>
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
            onClick={() => showPage(page.page - 1)}
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
            onClick={() => showPage(page.page + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </>
  );
}
