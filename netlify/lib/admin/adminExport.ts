// The admin CSV exports (issue #13): users, enrollments and payments, each a masked read of its collection
// (an export is the one request that needs every row) joined with the small course and profile lists.
import { textField as text } from '../../../src/lib/storedFields';
import type { Firestore } from 'firebase-admin/firestore';
import { MANUAL_ENROLLMENT_REFERENCE, type ExportType } from '../../../src/lib/admin';
import { toCsv, type CsvCell } from '../../../src/lib/csv';
import { collections } from '../data/collections';
import { db } from '../firebase';
import { courseBriefs, UNKNOWN_COURSE } from './adminStats';

const pounds = (pence: unknown) => (typeof pence === 'number' ? (pence / 100).toFixed(2) : '');

async function emailsByUser(firestore: Firestore): Promise<Map<string, { email: string }>> {
  const profiles = await collections(firestore).profiles.select('email').get();
  return new Map(profiles.docs.map((doc) => [doc.id, { email: text(doc.get('email')) }]));
}

async function usersCsv(firestore: Firestore): Promise<string> {
  const [profiles, roles, enrollments] = await Promise.all([
    collections(firestore).profiles.orderBy('created_at', 'desc').select('email', 'full_name', 'created_at').get(),
    collections(firestore).userRoles.where('role', '==', 'admin').select().get(),
    collections(firestore).enrollments.select('user_id').get(),
  ]);
  const admins = new Set(roles.docs.map((doc) => doc.id));
  const counts = new Map<string, number>();
  for (const doc of enrollments.docs) counts.set(text(doc.get('user_id')), (counts.get(text(doc.get('user_id'))) ?? 0) + 1);
  const rows: CsvCell[][] = profiles.docs.map((doc) => [
    doc.id,
    text(doc.get('email')),
    text(doc.get('full_name')),
    text(doc.get('created_at')),
    admins.has(doc.id),
    counts.get(doc.id) ?? 0,
  ]);
  return toCsv(['User ID', 'Email', 'Name', 'Joined', 'Admin', 'Enrollments'], rows);
}

async function enrollmentsCsv(firestore: Firestore): Promise<string> {
  const [enrollments, courses, people] = await Promise.all([
    collections(firestore)
      .enrollments.orderBy('enrolled_at', 'desc')
      .select('user_id', 'course_id', 'enrolled_at', 'payment_intent_id')
      .get(),
    courseBriefs(firestore),
    emailsByUser(firestore),
  ]);
  const rows: CsvCell[][] = enrollments.docs.map((doc) => {
    const userId = text(doc.get('user_id'));
    const courseId = text(doc.get('course_id'));
    return [
      doc.id,
      userId,
      people.get(userId)?.email ?? '',
      courseId,
      courses.get(courseId)?.title || UNKNOWN_COURSE,
      text(doc.get('enrolled_at')),
      doc.get('payment_intent_id') === MANUAL_ENROLLMENT_REFERENCE ? 'Manual' : 'Paid',
    ];
  });
  return toCsv(['Enrollment ID', 'User ID', 'Email', 'Course ID', 'Course', 'Enrolled', 'Kind'], rows);
}

async function paymentsCsv(firestore: Firestore): Promise<string> {
  const [payments, people] = await Promise.all([
    collections(firestore)
      .payments.orderBy('fulfilled_at', 'desc')
      .select(
        'user_id',
        'customer_email',
        'course_id',
        'course_title',
        'amount_total',
        'currency',
        'fulfilled_at',
        'refund_status',
        'amount_refunded',
        'refunded_at',
      )
      .get(),
    emailsByUser(firestore),
  ]);
  const rows: CsvCell[][] = payments.docs.map((doc) => {
    const userId = text(doc.get('user_id'));
    return [
      doc.id,
      userId,
      text(doc.get('customer_email')) || people.get(userId)?.email || '',
      text(doc.get('course_id')),
      text(doc.get('course_title')),
      pounds(doc.get('amount_total')),
      text(doc.get('currency')).toUpperCase(),
      text(doc.get('fulfilled_at')),
      doc.get('refund_status') === 'refunded',
      pounds(doc.get('amount_refunded') ?? 0),
      text(doc.get('refunded_at')),
    ];
  });
  return toCsv(
    ['Payment ID', 'User ID', 'Email', 'Course ID', 'Course', 'Amount', 'Currency', 'Paid', 'Refunded', 'Amount refunded', 'Refunded at'],
    rows,
  );
}

export async function adminExportCsv(type: ExportType): Promise<string> {
  const firestore = await db();
  if (type === 'users') return usersCsv(firestore);
  if (type === 'enrollments') return enrollmentsCsv(firestore);
  return paymentsCsv(firestore);
}
