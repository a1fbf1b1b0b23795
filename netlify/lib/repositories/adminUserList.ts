// The admin Users tab at scale (issue #13): one page of 50 profiles (newest or oldest first, or matching a
// search), joined with Auth, roles and enrollment counts for those 50 only; a user's details on demand.
// Never a whole-collection read per request: count() aggregations, field masks, limits and offsets.
import type { UserRecord } from 'firebase-admin/auth';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUserPayment, type AdminUserRow, type AdminUserSort, type AdminUsersPage } from '../../../src/lib/admin';
import { auth, db } from '../firebase';
import { courseBriefs, UNKNOWN_COURSE } from './adminStats';
import { ENROLLMENTS } from './enrollments';
import { PAYMENTS } from './fulfilment';

const PROFILE_FIELDS = ['email', 'full_name', 'created_at'];
/** A search looks at no more than this many matches (more means the search should be narrower). */
export const MAX_SEARCH_MATCHES = 1000;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The prefixes to look for: the e-mail in lower case; a name as typed, in lower case and Capitalised. */
export function searchPrefixes(query: string): { email: string; names: string[] } {
  const capitalised = query.toLowerCase().replace(/(^|\s)\S/g, (letter) => letter.toUpperCase());
  return { email: query.toLowerCase(), names: [...new Set([query, query.toLowerCase(), capitalised])] };
}

function prefixQuery(firestore: Firestore, field: string, prefix: string, limit: number) {
  return firestore
    .collection('profiles')
    .where(field, '>=', prefix)
    .where(field, '<', `${prefix}\uf8ff`)
    .orderBy(field)
    .limit(limit)
    .select(...PROFILE_FIELDS)
    .get();
}

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

async function searchPage(firestore: Firestore, query: string, page: number, sort: AdminUserSort) {
  const { email, names } = searchPrefixes(query);
  const snapshots = await Promise.all([
    prefixQuery(firestore, 'email', email, MAX_SEARCH_MATCHES),
    ...names.map((name) => prefixQuery(firestore, 'full_name', name, MAX_SEARCH_MATCHES)),
  ]);
  const matches = new Map<string, ProfileLike>();
  for (const snapshot of snapshots) for (const doc of snapshot.docs) matches.set(doc.id, { uid: doc.id, profile: doc });
  // An account without a profile (rare: a half-made one) is found by its whole e-mail address.
  if (email.includes('@') && ![...matches.values()].some((entry) => text(entry.profile?.get('email')) === email)) {
    const authUser = await auth().getUserByEmail(email).catch(() => null);
    if (authUser && !matches.has(authUser.uid)) matches.set(authUser.uid, { uid: authUser.uid, profile: null, authUser });
  }
  const sorted = [...matches.values()].sort(byJoined(sort));
  const start = (page - 1) * ADMIN_USERS_PAGE_SIZE;
  return { entries: sorted.slice(start, start + ADMIN_USERS_PAGE_SIZE), total: sorted.length };
}

async function listPage(firestore: Firestore, page: number, sort: AdminUserSort) {
  const profiles = firestore.collection('profiles');
  const [total, snapshot] = await Promise.all([
    profiles.count().get(),
    profiles
      .orderBy('created_at', sort === 'newest' ? 'desc' : 'asc')
      .offset((page - 1) * ADMIN_USERS_PAGE_SIZE)
      .limit(ADMIN_USERS_PAGE_SIZE)
      .select(...PROFILE_FIELDS)
      .get(),
  ]);
  return { entries: snapshot.docs.map((doc) => ({ uid: doc.id, profile: doc }) as ProfileLike), total: total.data().count };
}

/** Firestore's limit of values in one `in` filter. */
const IN_LIMIT = 30;

/**
 * Enrollment counts of a page of users: their enrollments' user_id only (a field mask), fetched with `in`
 * queries of 30 users each; far cheaper than one count() per user.
 */
async function enrollmentCountsOf(firestore: Firestore, uids: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const chunks: string[][] = [];
  for (let i = 0; i < uids.length; i += IN_LIMIT) chunks.push(uids.slice(i, i + IN_LIMIT));
  const snapshots = await Promise.all(chunks.map((chunk) => firestore.collection(ENROLLMENTS).where('user_id', 'in', chunk).select('user_id').get()));
  for (const snapshot of snapshots) for (const doc of snapshot.docs) counts.set(text(doc.get('user_id')), (counts.get(text(doc.get('user_id'))) ?? 0) + 1);
  return counts;
}

/** Auth accounts, admin roles and enrollment counts of a page of users, looked up for those users only. */
async function rowsFor(firestore: Firestore, entries: ProfileLike[]): Promise<AdminUserRow[]> {
  if (entries.length === 0) return [];
  const [accounts, roles, counts] = await Promise.all([
    auth().getUsers(entries.map((entry) => ({ uid: entry.uid }))),
    firestore.getAll(...entries.map((entry) => firestore.collection('user_roles').doc(entry.uid)), { fieldMask: ['role'] }),
    enrollmentCountsOf(firestore, entries.map((entry) => entry.uid)),
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
export async function adminUsersPage(options: { q: string; page: number; sort: AdminUserSort }): Promise<AdminUsersPage> {
  const firestore = await db();
  const { entries, total } = options.q
    ? await searchPage(firestore, options.q, options.page, options.sort)
    : await listPage(firestore, options.page, options.sort);
  return {
    users: await rowsFor(firestore, entries),
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
    firestore.collection('profiles').doc(uid).get(),
    auth().getUser(uid).catch(() => undefined),
    firestore.collection(ENROLLMENTS).where('user_id', '==', uid).select('course_id', 'enrolled_at').get(),
    courseBriefs(firestore),
    firestore
      .collection(PAYMENTS)
      .where('user_id', '==', uid)
      .select('course_id', 'course_title', 'amount_total', 'currency', 'fulfilled_at', 'refund_status', 'refunded_at')
      .get(),
  ]);
  if (!profile.exists && !authUser) return null;
  const [row] = await rowsFor(firestore, [{ uid, profile: profile.exists ? profile : null, authUser }]);
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
