// Paging the admin's user list by cursor: the next page starts after the last row of the one before
// (its joined date and id), so a page costs 50 reads however deep it is, for the whole list and a search alike;
// `page` is the page number shown (page 2 and later need the cursor).
import * as z from 'zod';
import { adminUsersQuerySchema } from './admin';

/** A row's place in the joined-date order: its joined date and id. */
export type UsersCursor = { created_at: string; uid: string };

const CURSOR = /^(\d{4}-\d{2}-\d{2}T[0-9:.]+Z)\|([A-Za-z0-9_-]{1,128})$/;

export function encodeUsersCursor(cursor: UsersCursor): string {
  return `${cursor.created_at}|${cursor.uid}`;
}

export function decodeUsersCursor(value: string): UsersCursor | null {
  const match = CURSOR.exec(value);
  return match ? { created_at: match[1]!, uid: match[2]! } : null;
}

/** GET /api/admin/users: the list's query plus `after`, the cursor of the previous page's last row. */
export const adminUsersPageQuerySchema = adminUsersQuerySchema.extend({
  after: z
    .string()
    .max(200, 'after is too long')
    .refine((value) => decodeUsersCursor(value) !== null, 'after must be a joined date and user id from the previous page')
    .optional(),
});
