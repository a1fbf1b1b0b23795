// The Users tab's list call: a page of the admin's user list, by cursor when the previous page's last
// row is known (`after`), so that a deep page costs the database no more than the first.
import type { AdminUserSort, AdminUsersPage } from '../lib/admin/admin';
import { adminUsersRoute } from './adminContract';
import { call } from './client';

export function fetchUsersPage(params: { q: string; page: number; sort: AdminUserSort; after?: string | null }): Promise<AdminUsersPage> {
  return call(adminUsersRoute, { q: params.q, page: String(params.page), sort: params.sort, after: params.after ?? undefined });
}
