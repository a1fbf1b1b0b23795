// The admin Users tab at scale (issue #13): one page of 50 profiles (newest or oldest first, or matching a
// search), joined with Auth, roles and enrollment counts for those 50 only; a user's details on demand.
// Never a whole-collection read per request: the total comes from the admin's figures, a page from one
// indexed query (cursor paging: startAfter the previous page's last row), a search from one indexed query
// (lower-case name OR e-mail starts with the words typed), and the rest from reads by id.
import { textField as text } from '../../../src/lib/storedFields';
import type { UserRecord } from 'firebase-admin/auth';
import { FieldPath, Filter, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUserPayment,
  type AdminUserRow,
  type AdminUserSort,
  type AdminUsersPage,
} from '../../../src/lib/admin';
import { decodeUsersCursor } from '../../../src/lib/adminUsersPaging';
import { prefixEnd, searchKey } from '../../../src/lib/userSearch';
import { collections, enrollmentId } from '../data/collections';
import { auth, db } from '../firebase';
import { courseBriefs, UNKNOWN_COURSE } from './adminStats';
import { readFigures, type Figures } from '../data/figures';

const PROFILE_FIELDS = ['email', 'full_name', 'created_at'];
/** A search looks at no more than this many matches (more means the search should be narrower). */
export const MAX_SEARCH_MATCHES = 1000;

type ProfileLike = { uid: string; profile: DocumentSnapshot | null; authUser?: UserRecord };

const createdAt = (entry: ProfileLike) =>
  text(entry.profile?.get('created_at')) ||
  (entry.authUser?.metadata.creationTime ? new Date(entry.authUser.metadata.creationTime).toISOString() : '');

function byJoined(sort: AdminUserSort) {
  return (a: ProfileLike, b: ProfileLike) => {
    const order = createdAt(a).localeCompare(createdAt(b)) || a.uid.localeCompare(b.uid);
    return sort === 'newest' ? -order : order;
  };
}

/** A field's prefix range: every value that starts with the key. */
const startsWith = (field: string, key: string) => Filter.and(Filter.where(field, '>=', key), Filter.where(field, '<', prefixEnd(key)));

async function searchPage(firestore: Firestore, query: string, page: number, sort: AdminUserSort) {
  const key = searchKey(query);
  // One indexed query: the name OR the e-mail starts with the key (joined date and e-mail only; the page's
  // profiles are read by id below).
  const snapshot = await collections(firestore)
    .profiles.where(Filter.or(startsWith('search_name', key), startsWith('search_email', key)))
    .limit(MAX_SEARCH_MATCHES)
    .select('created_at', 'search_email')
    .get();
  const matches = new Map<string, ProfileLike>(snapshot.docs.map((doc) => [doc.id, { uid: doc.id, profile: doc }]));
  // An account without a profile (rare: a half-made one) is found by its whole e-mail address.
  if (key.includes('@') && !snapshot.docs.some((doc) => doc.get('search_email') === key)) {
    const authUser = await auth()
      .getUserByEmail(key)
      .catch(() => null);
    if (authUser && !matches.has(authUser.uid)) matches.set(authUser.uid, { uid: authUser.uid, profile: null, authUser });
  }
  const sorted = [...matches.values()].sort(byJoined(sort));
  const start = (page - 1) * ADMIN_USERS_PAGE_SIZE;
  const shown = sorted.slice(start, start + ADMIN_USERS_PAGE_SIZE);
  // The page's profiles in full, read by id (the query carried joined dates and e-mails only).
  const withProfile = shown.filter((entry) => entry.profile);
  const profiles = withProfile.length
    ? await firestore.getAll(...withProfile.map((entry) => collections(firestore).profiles.doc(entry.uid)), { fieldMask: PROFILE_FIELDS })
    : [];
  const profileByUid = new Map(profiles.filter((doc) => doc.exists).map((doc) => [doc.id, doc]));
  return {
    entries: shown.map((entry) => (entry.profile ? { ...entry, profile: profileByUid.get(entry.uid) ?? entry.profile } : entry)),
    total: sorted.length,
  };
}

/**
 * One page in joined-date order (ties by id). With `after` (the previous page's last row) the page starts right
 * after it: 50 reads however deep; without it, the page number's offset.
 */
async function listPage(firestore: Firestore, page: number, sort: AdminUserSort, after: string | undefined, summary: Promise<Figures>) {
  const direction = sort === 'newest' ? 'desc' : 'asc';
  let query = collections(firestore).profiles.orderBy('created_at', direction).orderBy(FieldPath.documentId(), direction);
  const cursor = after ? decodeUsersCursor(after) : null;
  query = cursor ? query.startAfter(cursor.created_at, cursor.uid) : query.offset((page - 1) * ADMIN_USERS_PAGE_SIZE);
  const snapshot = await query
    .limit(ADMIN_USERS_PAGE_SIZE)
    .select(...PROFILE_FIELDS)
    .get();
  return { entries: snapshot.docs.map((doc) => ({ uid: doc.id, profile: doc }) as ProfileLike), total: (await summary).users };
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

/** One page of the Users list: a search (name or e-mail prefix) or everyone, by joined date. */
export async function adminUsersPage(options: { q: string; page: number; sort: AdminUserSort; after?: string }): Promise<AdminUsersPage> {
  const firestore = await db();
  const summary = readFigures(firestore);
  summary.catch(() => {}); // awaited below; until then a failure must not count as unhandled
  const { entries, total } = searchKey(options.q)
    ? await searchPage(firestore, options.q, options.page, options.sort)
    : await listPage(firestore, options.page, options.sort, options.after, summary);
  return {
    users: await rowsFor(firestore, entries, await summary),
    page: options.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
    total,
    hasMore: options.page * ADMIN_USERS_PAGE_SIZE < total,
  };
}

/** The details panel of one user, with enrolled courses (newest first); null when there is no such user. */
export async function adminUserDetails(uid: string): Promise<AdminUser | null> {
  const firestore = await db();
  const [profile, authUser, enrollments, courses, payments] = await Promise.all([
    collections(firestore).profiles.doc(uid).get(),
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
