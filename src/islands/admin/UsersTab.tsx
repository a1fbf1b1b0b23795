// The Users tab (spec 2.13, 5, 8): 50 accounts a page, searched by name or e-mail and sorted by joined date, and
// one user's details in a panel. This file puts the parts together and holds what they share: which user's
// details are open, and the row actions 'Grant Admin' and delete (the panel deletes too).
import { useCallback, useState } from 'react';
import { adminApi } from '../../api/adminClient';
import type { AdminUserRow } from '../../lib/admin/admin';
import { toast } from '../../stores/toasts';
import { useConfirm } from '../ui/useConfirm';
import type { AdminTabProps } from './adminTab';
import { errorWords, toastFailure } from './toastFailure';
import { UserDetailsPanel } from './UserDetailsPanel';
import { UsersList } from './UsersList';
import { useUsersPage } from './useUsersPage';

const deleteUserQuestion = (email: string) =>
  `Are you sure you want to delete user: ${email}? This will remove their account and all associated data and cannot be undone.`;

export default function UsersTab({ reload: reloadDashboard, currentUid }: AdminTabProps) {
  const list = useUsersPage();
  const [selectedUid, setSelectedUid] = useState<string | null>(null);
  // The account a grant or delete is under way for.
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm, confirmElement] = useConfirm();
  // Stable, as the panel closes itself with it when the details fail to load.
  const closeDetails = useCallback(() => setSelectedUid(null), []);

  // A change to a user shows in the list and in the dashboard's figures.
  const reload = async () => {
    await Promise.all([list.reload(), reloadDashboard()]);
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

  return (
    <div className="admin-stack">
      <UsersList list={list} currentUid={currentUid} busy={busy} onView={setSelectedUid} onGrant={grant} onDelete={remove} />
      {selectedUid && (
        <UserDetailsPanel
          uid={selectedUid}
          currentUid={currentUid}
          deleting={busy === selectedUid}
          onDelete={remove}
          onClose={closeDetails}
          onChanged={reload}
        />
      )}
      {confirmElement}
    </div>
  );
}
