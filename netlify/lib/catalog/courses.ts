// Firestore `courses`: the commerce record of each course (id = slug), with its state (C1: a draft unless
// `published === true`; `coming_soon` courses are listed but never sold) and the price in force when it is read:
// a sale past its end is over, so checkout, the dashboard and the e-mails all use the usual price from that moment.
import { textField as str } from '../../../src/lib/storedFields';
import { courseState, type CourseState } from '../../../src/lib/admin/courseSchemas';
import type { CourseSummary } from '../../../src/lib/learning/learning';
import { priceInForce } from '../../../src/lib/catalog/saleEnd';
import { collections } from '../data/collections';
import { db } from '../firebase';

/** A course as the learner-facing functions use it: its summary plus its state. */
export type CourseRecord = CourseSummary & CourseState & { sale_ends_at: string | null };

const num = (value: unknown, fallback: number | null) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

export function toCourse(id: string, data: Record<string, unknown>, now: number = Date.now()): CourseRecord {
  return priceInForce<CourseRecord>(
    {
      id,
      title: str(data.title),
      description: str(data.description),
      image_url: typeof data.image_url === 'string' && data.image_url ? data.image_url : null,
      price: num(data.price, 0)!,
      original_price: num(data.original_price, null),
      sale_ends_at: typeof data.sale_ends_at === 'string' && data.sale_ends_at ? data.sale_ends_at : null,
      created_at: str(data.created_at),
      ...courseState(data),
    },
    now,
  );
}

export const oldestFirst = (a: CourseRecord, b: CourseRecord) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/** The stored fields a course record is made of (a field mask: nothing else of a course is read for a list). */
export const COURSE_FIELDS = [
  'title',
  'description',
  'image_url',
  'price',
  'original_price',
  'sale_ends_at',
  'created_at',
  'published',
  'coming_soon',
];

/**
 * The published courses, oldest first: one equality filter (no composite index needed), sorted here, since a
 * practitioner's catalog is small. Drafts are never read. `extraFields` are read too and passed on in `data`.
 */
export async function listPublishedCourses(
  extraFields: readonly string[] = [],
): Promise<Array<{ course: CourseRecord; data: Record<string, unknown> }>> {
  const snapshot = await collections(await db())
    .courses.where('published', '==', true)
    .select(...COURSE_FIELDS, ...extraFields)
    .get();
  return snapshot.docs
    .map((doc) => ({ course: toCourse(doc.id, doc.data()), data: doc.data() }))
    .sort((a, b) => oldestFirst(a.course, b.course));
}

/** The given courses, read by id with the field mask (unknown ids are left out). */
export async function coursesByIds(ids: readonly string[]): Promise<CourseRecord[]> {
  if (ids.length === 0) return [];
  const firestore = await db();
  const docs = await firestore.getAll(...ids.map((id) => collections(firestore).courses.doc(id)), { fieldMask: COURSE_FIELDS });
  return docs.filter((doc) => doc.exists).map((doc) => toCourse(doc.id, doc.data()!));
}

export async function getCourse(id: string): Promise<CourseRecord | null> {
  const doc = await collections(await db())
    .courses.doc(id)
    .get();
  return doc.exists ? toCourse(doc.id, doc.data()!) : null;
}
