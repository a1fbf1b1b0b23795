// The admin CSV exports: users, enrollments and payments, streamed. Each file is read from Firestore
// a page at a time (an ordered, field-masked query continued by cursor) and written out as it is read, so neither
// the function nor the database ever holds a whole collection for one request; each page is joined with what its
// rows need (e-mails read by id, enrollment counts of the page's users) and the small course list.
import { textField as text } from '../../../src/lib/storedFields';
import type { DocumentSnapshot, Firestore, Query, QuerySnapshot } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import { MANUAL_ENROLLMENT_REFERENCE, type ExportType } from '../../../src/lib/admin/admin';
import { csvHead, csvLines, type CsvCell } from '../../../src/lib/csv';
import { collections } from '../data/collections';
import { withDeadline } from '../faults';
import { db } from '../firebase';
import { courseBriefs, UNKNOWN_COURSE } from './adminStats';

/** Rows read and written per step. */
export const EXPORT_PAGE_SIZE = 500;
/** Firestore's limit on the values of one `in` filter. */
const IN_LIMIT = 30;

const pounds = (pence: unknown) => (typeof pence === 'number' ? (pence / 100).toFixed(2) : '');

type Export = { header: readonly string[]; pages: AsyncGenerator<CsvCell[][]> };

/** The documents of an ordered query, a page at a time: each page starts after the last one's final document. */
async function* pagesOf(query: Query, pageSize: number): AsyncGenerator<DocumentSnapshot[]> {
  let last: DocumentSnapshot | null = null;
  for (;;) {
    const page: Query = last ? query.startAfter(last) : query;
    const snapshot: QuerySnapshot = await page.limit(pageSize).get();
    if (snapshot.size > 0) yield snapshot.docs;
    if (snapshot.size < pageSize) return;
    last = snapshot.docs.at(-1)!;
  }
}

/** Newest first by `field`, ties by id (the cursor's order). */
const newestFirst = (query: Query, field: string) => query.orderBy(field, 'desc').orderBy(FieldPath.documentId(), 'desc');

/** E-mails of the given accounts, read by id from their profiles (a field mask). */
async function emailsOf(firestore: Firestore, uids: Iterable<string>): Promise<Map<string, string>> {
  const ids = [...new Set(uids)].filter(Boolean);
  if (ids.length === 0) return new Map();
  const docs = await firestore.getAll(...ids.map((uid) => collections(firestore).profiles.doc(uid)), { fieldMask: ['email'] });
  return new Map(docs.filter((doc) => doc.exists).map((doc) => [doc.id, text(doc.get('email'))]));
}

/** Enrollments per account for a page of accounts: their enrollments only, `in` queries of 30 in parallel. */
async function enrollmentCountsOf(firestore: Firestore, uids: string[]): Promise<Map<string, number>> {
  const chunks: string[][] = [];
  for (let i = 0; i < uids.length; i += IN_LIMIT) chunks.push(uids.slice(i, i + IN_LIMIT));
  const snapshots = await Promise.all(
    chunks.map((chunk) => collections(firestore).enrollments.where('user_id', 'in', chunk).select('user_id').get()),
  );
  const counts = new Map<string, number>();
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const uid = text(doc.get('user_id'));
    counts.set(uid, (counts.get(uid) ?? 0) + 1);
  }
  return counts;
}

function usersExport(firestore: Firestore, pageSize: number): Export {
  async function* pages() {
    // The admins are few: one read of their role records for the whole file.
    const roles = await collections(firestore).userRoles.where('role', '==', 'admin').select().get();
    const admins = new Set(roles.docs.map((doc) => doc.id));
    const profiles = newestFirst(collections(firestore).profiles, 'created_at').select('email', 'full_name', 'created_at');
    for await (const docs of pagesOf(profiles, pageSize)) {
      const counts = await enrollmentCountsOf(
        firestore,
        docs.map((doc) => doc.id),
      );
      yield docs.map((doc): CsvCell[] => [
        doc.id,
        text(doc.get('email')),
        text(doc.get('full_name')),
        text(doc.get('created_at')),
        admins.has(doc.id),
        counts.get(doc.id) ?? 0,
      ]);
    }
  }
  return { header: ['User ID', 'Email', 'Name', 'Joined', 'Admin', 'Enrollments'], pages: pages() };
}

function enrollmentsExport(firestore: Firestore, pageSize: number): Export {
  async function* pages() {
    const courses = await courseBriefs(firestore);
    const enrollments = newestFirst(collections(firestore).enrollments, 'enrolled_at').select(
      'user_id',
      'course_id',
      'enrolled_at',
      'payment_intent_id',
    );
    for await (const docs of pagesOf(enrollments, pageSize)) {
      const emails = await emailsOf(
        firestore,
        docs.map((doc) => text(doc.get('user_id'))),
      );
      yield docs.map((doc): CsvCell[] => {
        const userId = text(doc.get('user_id'));
        const courseId = text(doc.get('course_id'));
        return [
          doc.id,
          userId,
          emails.get(userId) ?? '',
          courseId,
          courses.get(courseId)?.title || UNKNOWN_COURSE,
          text(doc.get('enrolled_at')),
          doc.get('payment_intent_id') === MANUAL_ENROLLMENT_REFERENCE ? 'Manual' : 'Paid',
        ];
      });
    }
  }
  return { header: ['Enrollment ID', 'User ID', 'Email', 'Course ID', 'Course', 'Enrolled', 'Kind'], pages: pages() };
}

function paymentsExport(firestore: Firestore, pageSize: number): Export {
  async function* pages() {
    const payments = newestFirst(collections(firestore).payments, 'fulfilled_at').select(
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
      'promotion_code',
    );
    for await (const docs of pagesOf(payments, pageSize)) {
      // The account's e-mail only where the payment has none of its own.
      const emails = await emailsOf(
        firestore,
        docs.filter((doc) => !text(doc.get('customer_email'))).map((doc) => text(doc.get('user_id'))),
      );
      yield docs.map((doc): CsvCell[] => {
        const userId = text(doc.get('user_id'));
        return [
          doc.id,
          userId,
          text(doc.get('customer_email')) || emails.get(userId) || '',
          text(doc.get('course_id')),
          text(doc.get('course_title')),
          pounds(doc.get('amount_total')),
          text(doc.get('currency')).toUpperCase(),
          text(doc.get('fulfilled_at')),
          doc.get('refund_status') === 'refunded',
          pounds(doc.get('amount_refunded') ?? 0),
          text(doc.get('refunded_at')),
          // The amount above is what was paid; this says which code reduced it.
          text(doc.get('promotion_code')),
        ];
      });
    }
  }
  return {
    header: [
      'Payment ID',
      'User ID',
      'Email',
      'Course ID',
      'Course',
      'Amount',
      'Currency',
      'Paid',
      'Refunded',
      'Amount refunded',
      'Refunded at',
      'Promotion code',
    ],
    pages: pages(),
  };
}

const EXPORTS: Record<ExportType, (firestore: Firestore, pageSize: number) => Export> = {
  users: usersExport,
  enrollments: enrollmentsExport,
  payments: paymentsExport,
};

/**
 * The CSV file of `type` as a stream of UTF-8 bytes. The first page is read before this returns, so a database
 * that is down gets the usual error answer (503) instead of a download; later pages are read as the download is
 * read, each under the database's deadline. A failure part-way aborts the download (the browser reports it as
 * failed, never as a complete file) and is logged.
 */
export async function adminExportStream(type: ExportType, pageSize = EXPORT_PAGE_SIZE): Promise<ReadableStream<Uint8Array>> {
  const { header, pages } = EXPORTS[type](await db(), pageSize);
  const encoder = new TextEncoder();
  const first = await withDeadline('database', () => pages.next());
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvHead(header) + (first.done ? '' : csvLines(first.value))));
      if (first.done) controller.close();
    },
    async pull(controller) {
      try {
        const next = await withDeadline('database', () => pages.next());
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLines(next.value)));
      } catch (error) {
        console.error(`[admin-export] the ${type} export stopped part-way`, error);
        controller.error(error);
      }
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}
