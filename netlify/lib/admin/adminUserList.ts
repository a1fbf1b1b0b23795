// The admin Users tab at scale: one page of 50 profiles (newest or oldest first, or matching a search), joined
// with Auth, roles and enrollment counts for those 50 only; a user's details on demand. Never a whole-collection
// read per request: the total comes from the admin's figures, a page from one indexed query paged by cursor
// (startAfter the previous page's last row, so a deep page costs what the first does), a search from one equality
// query on one key of the profile's search keys (any word of the name or e-mail starts with what was typed:
// src/lib/admin/userSearch.ts) reading at most MAX_SEARCH_MATCHES profiles, and the rest from reads by id.
import { textField as text } from '../../../src/lib/storedFields';
import type { UserRecord } from 'firebase-admin/auth';
import { FieldPath, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUserPayment,
  type AdminUserRow,
  type AdminUserSort,
  type AdminUsersPage,
} from '../../../src/lib/admin/admin';
import { decodeUsersCursor, type UsersCursor } from '../../../src/lib/admin/usersPaging';
import { HttpError } from '../../../src/lib/http';
import { matchesSearch, needsFullComparison, searchKey, searchTerm } from '../../../src/lib/admin/userSearch';
import { collections, enrollmentId } from '../data/collections';
import { auth, db } from '../firebase';
import { courseBriefs, UNKNOWN_COURSE } from './adminStats';
import { readFigures, type Figures } from '../data/figures';

const PROFILE_FIELDS = ['email', 'full_name', 'created_at'];
/** A search reads at most this many matching profiles (more means the search should be narrower). */
export const MAX_SEARCH_MATCHES = 200;
export const PAGE_NEEDS_CURSOR = 'after is needed for page 2 and later: it is the last row of the page before (open page 1 first).';

type ProfileLike = { uid: string; profile: DocumentSnapshot | null; authUser?: UserRecord; createdAtHint?: string };
type PageEntries = { entries: ProfileLike[]; hasMore: boolean };

const createdAt = (entry: ProfileLike) =>
  entry.createdAtHint ||
  text(entry.profile?.get('created_at')) ||
  (entry.authUser?.metadata.creationTime ? new Date(entry.authUser.metadata.creationTime).toISOString() : '');

function byJoined(sort: AdminUserSort) {
  return (a: ProfileLike, b: ProfileLike) => {
    const order = createdAt(a).localeCompare(createdAt(b)) || a.uid.localeCompare(b.uid);
    return sort === 'newest' ? -order : order;
  };
}

/** Profiles in joined-date order (ties by id), after the cursor's row when there is one. */
function inJoinedOrder(query: Query, sort: AdminUserSort, cursor: UsersCursor | null): Query {
  const direction = sort === 'newest' ? 'desc' : 'asc';
  const ordered = query.orderBy('created_at', direction).orderBy(FieldPath.documentId(), direction);
  return cursor ? ordered.startAfter(cursor.created_at, cursor.uid) : ordered;
}

/** One page from an ordered query: a row more than the page tells whether there is a next page. */
async function pageOf(query: Query): Promise<PageEntries> {
  const snapshot = await query
    .limit(ADMIN_USERS_PAGE_SIZE + 1)
    .select(...PROFILE_FIELDS)
    .get();
  const entries = snapshot.docs.map((doc) => ({ uid: doc.id, profile: doc }) as ProfileLike);
  return { entries: entries.slice(0, ADMIN_USERS_PAGE_SIZE), hasMore: entries.length > ADMIN_USERS_PAGE_SIZE };
}

/**
 * An account without a profile (rare: one made outside the site that never made a request) is found by its whole
 * e-mail address, on the first page of that search.
 */
async function accountWithoutProfile(firestore: Firestore, key: string): Promise<ProfileLike | null> {
  if (!key.includes('@')) return null;
  const authUser = await auth()
    .getUserByEmail(key)
    .catch(() => null);
  if (!authUser) return null;
  const profile = await collections(firestore).profiles.doc(authUser.uid).get();
  return profile.exists ? null : { uid: authUser.uid, profile: null, authUser };
}

/**
 * A search: one equality query on the stored term of what was typed (at most MAX_SEARCH_MATCHES profiles, by
 * field mask), compared in full when longer than a term, then ordered by joined date and paged here. A map key
 * cannot be ordered by another field in Firestore without an index per key, so the matches are ordered in memory:
 * more than MAX_SEARCH_MATCHES means the search should be narrower, and the tab says so.
 */
async function searchPage(firestore: Firestore, key: string, sort: AdminUserSort, cursor: UsersCursor | null) {
  const [snapshot, extra] = await Promise.all([
    collections(firestore)
      .profiles.where(new FieldPath('search_keys', searchTerm(key)), '==', true)
      .limit(MAX_SEARCH_MATCHES + 1)
      .select(...PROFILE_FIELDS, 'search_name', 'search_email')
      .get(),
    cursor ? null : accountWithoutProfile(firestore, key),
  ]);
  const found = needsFullComparison(key)
    ? snapshot.docs.filter((doc) => matchesSearch({ search_name: doc.get('search_name'), search_email: doc.get('search_email') }, key))
    : snapshot.docs;
  const matches: ProfileLike[] = found.slice(0, MAX_SEARCH_MATCHES).map((doc) => ({ uid: doc.id, profile: doc }));
  if (extra) matches.push(extra);
  const order = byJoined(sort);
  matches.sort(order);
  const start = cursor
    ? matches.findIndex((entry) => order(entry, { uid: cursor.uid, profile: null, createdAtHint: cursor.created_at }) > 0)
    : 0;
  const rest = start < 0 ? [] : matches.slice(start);
  return {
    entries: rest.slice(0, ADMIN_USERS_PAGE_SIZE),
    hasMore: rest.length > ADMIN_USERS_PAGE_SIZE,
    total: matches.length,
    tooMany: found.length > MAX_SEARCH_MATCHES,
  };
}

/** One page of everyone in joined-date order (ties by id): 51 reads however deep. */
async function listPage(firestore: Firestore, sort: AdminUserSort, cursor: UsersCursor | null, summary: Promise<Figures>) {
  const page = await pageOf(inJoinedOrder(collections(firestore).profiles, sort, cursor));
  return { ...page, total: (await summary).users };
}

/**
 * Enrollment counts of a page of users, read by id: enrollments are stored as `${uid}_${courseId}`, so a user's
 * are among the ids of that user with every course that has enrollments (the figures know which).
 */
async function enrollmentCountsOf(firestore: Firestore, uids: string[], summary: Figures): Promise<Map<string, number>> {
  const courseIds = Object.entries(summary.course_enrollments)
    .filter(([, count]) => count > 0)
    .map(([id]) => id);
  const counts = new Map<string, number>();
  if (uids.length === 0 || courseIds.length === 0) return counts;
  const refs = uids.flatMap((uid) => courseIds.map((courseId) => collections(firestore).enrollments.doc(enrollmentId(uid, courseId))));
  const docs = await firestore.getAll(...refs, { fieldMask: ['user_id'] });
  for (const doc of docs) {
    const uid = text(doc.get('user_id'));
    if (doc.exists && uid) counts.set(uid, (counts.get(uid) ?? 0) + 1);
  }
  return counts;
}

/** Auth accounts, admin roles and enrollment counts of a page of users, looked up for those users only. */
async function rowsFor(firestore: Firestore, entries: ProfileLike[], summary: Figures): Promise<AdminUserRow[]> {
  if (entries.length === 0) return [];
  const [accounts, roles, counts] = await Promise.all([
    auth().getUsers(entries.map((entry) => ({ uid: entry.uid }))),
    firestore.getAll(...entries.map((entry) => collections(firestore).userRoles.doc(entry.uid)), { fieldMask: ['role'] }),
    enrollmentCountsOf(
      firestore,
      entries.map((entry) => entry.uid),
      summary,
    ),
  ]);
  const accountByUid = new Map(accounts.users.map((user) => [user.uid, user]));
  const adminRoles = new Set(roles.filter((doc) => doc.get('role') === 'admin').map((doc) => doc.id));
  return entries.map((entry) => {
    const authUser = entry.authUser ?? accountByUid.get(entry.uid);
    const withAuth = { ...entry, authUser };
    return {
      uid: entry.uid,
      email: text(entry.profile?.get('email')) || authUser?.email || '',
      full_name: (text(entry.profile?.get('full_name')) || authUser?.displayName || '').trim(),
      created_at: createdAt(withAuth),
      isAdmin: authUser?.customClaims?.admin === true || adminRoles.has(entry.uid),
      enrollmentCount: counts.get(entry.uid) ?? 0,
    };
  });
}

/**
 * One page of the Users list: a search (any word of a name or e-mail starts with it) or everyone, by joined date.
 * Page 2 and later start after `after`, the previous page's last row (the page number is the one shown).
 */
export async function adminUsersPage(options: { q: string; page: number; sort: AdminUserSort; after?: string }): Promise<AdminUsersPage> {
  const cursor = options.after ? decodeUsersCursor(options.after) : null;
  if (options.page > 1 && !cursor) throw new HttpError(400, PAGE_NEEDS_CURSOR);
  const firestore = await db();
  const summary = readFigures(firestore);
  summary.catch(() => {}); // awaited below; until then a failure must not count as unhandled
  const key = searchKey(options.q);
  const found = key ? await searchPage(firestore, key, options.sort, cursor) : await listPage(firestore, options.sort, cursor, summary);
  return {
    users: await rowsFor(firestore, found.entries, await summary),
    page: options.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
    total: found.total,
    hasMore: found.hasMore,
    ...('tooMany' in found && found.tooMany ? { tooMany: true } : {}),
  };
}

/** The details panel of one user, with enrolled courses (newest first); null when there is no such user. */
export async function adminUserDetails(uid: string): Promise<AdminUser | null> {
  const firestore = await db();
  const [profile, authUser, enrollments, courses, payments] = await Promise.all([
    firestore.getAll(collections(firestore).profiles.doc(uid), { fieldMask: PROFILE_FIELDS }).then(([doc]) => doc!),
    auth()
      .getUser(uid)
      .catch(() => undefined),
    collections(firestore).enrollments.where('user_id', '==', uid).select('course_id', 'enrolled_at').get(),
    courseBriefs(firestore),
    collections(firestore)
      .payments.where('user_id', '==', uid)
      .select('course_id', 'course_title', 'amount_total', 'currency', 'fulfilled_at', 'refund_status', 'refunded_at')
      .get(),
  ]);
  if (!profile.exists && !authUser) return null;
  const [row] = await rowsFor(firestore, [{ uid, profile: profile.exists ? profile : null, authUser }], await readFigures(firestore));
  const list = enrollments.docs
    .map((doc) => {
      const course = courses.get(text(doc.get('course_id')));
      return {
        enrollmentId: doc.id,
        courseId: text(doc.get('course_id')),
        courseTitle: course?.title || UNKNOWN_COURSE,
        coursePrice: course?.price ?? 0,
        enrolled_at: text(doc.get('enrolled_at')),
      };
    })
    .sort((a, b) => b.enrolled_at.localeCompare(a.enrolled_at));
  const paymentList: AdminUserPayment[] = payments.docs
    .map((doc) => ({
      id: doc.id,
      courseId: text(doc.get('course_id')),
      courseTitle: text(doc.get('course_title')) || UNKNOWN_COURSE,
      amountPence: typeof doc.get('amount_total') === 'number' ? doc.get('amount_total') : 0,
      currency: text(doc.get('currency')) || 'gbp',
      paid_at: text(doc.get('fulfilled_at')),
      refunded: doc.get('refund_status') === 'refunded',
      refunded_at: text(doc.get('refunded_at')) || null,
    }))
    .sort((a, b) => b.paid_at.localeCompare(a.paid_at));
  return { ...row!, enrollments: list, payments: paymentList };
}
