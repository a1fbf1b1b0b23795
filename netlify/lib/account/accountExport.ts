// "Download my data": one JSON document with everything the site keeps about the signed-in person,
// built here from the records (never from what the browser sends). Each record is copied field by field, so
// internal bookkeeping (e-mail claims, provider payloads) stays out and card data never exists to leak: the
// payment records hold none.
import { numberOrNull as number, textOrNull as text } from '../../../src/lib/storedFields';
import { collections, COLLECTION, type CollectionKey } from '../data/collections';
import { db } from '../firebase';
import { findAuthUser } from './users';
import { courseTitles, enrollmentSource } from './account';

/** A date kept as text or as a Firestore Timestamp, as ISO text. */
const dateText = (value: unknown): string | null => {
  if (value && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate().toISOString();
  }
  return text(value);
};
const isoDate = (value: string | undefined | null) => {
  const time = Date.parse(value ?? '');
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};
/** The course a payment or certificate names, as it was named then (the record keeps the title). */
const courseOf = (doc: { get: (field: string) => unknown }) => ({
  course_id: text(doc.get('course_id')),
  course_title: text(doc.get('course_title')),
});
/** Oldest first by a date kept as ISO text; records without the date come first. */
const oldestFirst =
  <Key extends string>(key: Key) =>
  (a: Record<Key, string | null>, b: Record<Key, string | null>) =>
    (a[key] ?? '').localeCompare(b[key] ?? '');

export type AccountExport = {
  exported_at: string;
  about: string;
  account: {
    user_id: string;
    email: string | null;
    email_verified: boolean;
    display_name: string | null;
    created_at: string | null;
    last_sign_in_at: string | null;
  } | null;
  profile: { email: string | null; full_name: string | null; created_at: string | null } | null;
  roles: string[];
  enrollments: Array<{ course_id: string | null; course_title: string | null; enrolled_at: string | null; source: string }>;
  progress: Array<{
    session_id: string | null;
    session_title: string | null;
    course_id: string | null;
    course_title: string | null;
    watch_time_seconds: number;
    completed_at: string | null;
    /** Where the audio player stood (seconds). */
    audio_position_seconds: number;
  }>;
  payments: Array<{
    reference: string;
    course_id: string | null;
    course_title: string | null;
    paid_at: string | null;
    amount_paid_pence: number | null;
    currency: string | null;
    refunded: boolean;
    amount_refunded_pence: number | null;
    refunded_at: string | null;
  }>;
  certificates: Array<{
    code: string;
    course_id: string | null;
    course_title: string | null;
    full_name: string | null;
    completed_at: string | null;
    issued_at: string | null;
  }>;
  activity: { last_active_at: string | null } | null;
};

export const EXPORT_ABOUT =
  'Everything this site keeps about your account, as of exported_at. Amounts are in pence. Card details are never stored here: payments are taken by the payment provider.';

export async function buildAccountExport(uid: string, now: Date = new Date()): Promise<AccountExport> {
  const firestore = await db();
  const byUser = (collection: CollectionKey) => firestore.collection(COLLECTION[collection]).where('user_id', '==', uid).get();
  const [account, profile, role, activity, enrollments, progress, payments, certificates] = await Promise.all([
    findAuthUser(uid),
    collections(firestore).profiles.doc(uid).get(),
    collections(firestore).userRoles.doc(uid).get(),
    collections(firestore).learnerActivity.doc(uid).get(),
    byUser('enrollments'),
    byUser('progress'),
    byUser('payments'),
    byUser('certificates'),
  ]);

  const sessionIds = [...new Set(progress.docs.map((doc) => text(doc.get('session_id'))).filter((id): id is string => id !== null))];
  const sessions = sessionIds.length
    ? await firestore.getAll(...sessionIds.map((id) => collections(firestore).courseSessions.doc(id)), {
        fieldMask: ['title', 'course_id'],
      })
    : [];
  const sessionById = new Map(
    sessions.filter((doc) => doc.exists).map((doc) => [doc.id, { title: text(doc.get('title')), courseId: text(doc.get('course_id')) }]),
  );
  const titles = await courseTitles(firestore, [
    ...enrollments.docs.map((doc) => String(doc.get('course_id') ?? '')),
    ...[...sessionById.values()].map((session) => session.courseId ?? ''),
  ]);

  return {
    exported_at: now.toISOString(),
    about: EXPORT_ABOUT,
    account: account
      ? {
          user_id: account.uid,
          email: account.email ?? null,
          email_verified: account.emailVerified,
          display_name: account.displayName ?? null,
          created_at: isoDate(account.metadata.creationTime),
          last_sign_in_at: isoDate(account.metadata.lastSignInTime),
        }
      : null,
    profile: profile.exists
      ? { email: text(profile.get('email')), full_name: text(profile.get('full_name')), created_at: text(profile.get('created_at')) }
      : null,
    roles: role.exists && text(role.get('role')) ? [text(role.get('role'))!] : [],
    enrollments: enrollments.docs
      .map((doc) => {
        const courseId = text(doc.get('course_id'));
        return {
          course_id: courseId,
          course_title: (courseId && titles.get(courseId)) || null,
          enrolled_at: text(doc.get('enrolled_at')),
          source: enrollmentSource(doc.get('payment_intent_id'), doc.get('checkout_session_id')),
        };
      })
      .sort(oldestFirst('enrolled_at')),
    progress: progress.docs
      .map((doc) => {
        const sessionId = text(doc.get('session_id'));
        const session = sessionId ? sessionById.get(sessionId) : undefined;
        const courseId = session?.courseId ?? null;
        return {
          session_id: sessionId,
          session_title: session?.title ?? null,
          course_id: courseId,
          course_title: (courseId && titles.get(courseId)) || null,
          watch_time_seconds: number(doc.get('watch_time_seconds')) ?? 0,
          completed_at: text(doc.get('completed_at')),
          audio_position_seconds: number(doc.get('audio_position_seconds')) ?? 0,
        };
      })
      .sort((a, b) => `${a.course_id}/${a.session_id}`.localeCompare(`${b.course_id}/${b.session_id}`)),
    payments: payments.docs
      .map((doc) => ({
        reference: doc.id,
        ...courseOf(doc),
        paid_at: text(doc.get('fulfilled_at')),
        amount_paid_pence: number(doc.get('amount_total')),
        currency: text(doc.get('currency')),
        refunded: doc.get('refund_status') === 'refunded',
        amount_refunded_pence: number(doc.get('amount_refunded')),
        refunded_at: text(doc.get('refunded_at')),
      }))
      .sort(oldestFirst('paid_at')),
    certificates: certificates.docs
      .map((doc) => ({
        code: doc.id,
        ...courseOf(doc),
        full_name: text(doc.get('full_name')),
        completed_at: dateText(doc.get('completed_at')),
        issued_at: dateText(doc.get('issued_at')),
      }))
      .sort(oldestFirst('issued_at')),
    activity: activity.exists ? { last_active_at: text(activity.get('last_active_at')) } : null,
  };
}
