// Admin course management (spec 2.13, 3, 7): list with enrollment counts, create with a unique slug id, delete.
import type { AdminCourse, CreateCourseBody } from '../../../src/lib/admin';
import type { createCourseSchema } from '../../../src/lib/admin';
import { slugCandidate, slugify } from '../../../src/lib/slug';
import type * as z from 'zod';
import { db } from '../firebase';
import { enrollmentCounts } from './adminStats';

export type NewCourse = z.output<typeof createCourseSchema>;
export type { CreateCourseBody };

const ALREADY_EXISTS = 6;
const MAX_SLUG_ATTEMPTS = 50;
const BATCH_LIMIT = 400;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numberOr = <T>(value: unknown, fallback: T) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function toAdminCourse(id: string, data: Record<string, unknown>, enrollmentCount: number): AdminCourse {
  return {
    id,
    title: text(data.title),
    description: text(data.description),
    image_url: textOrNull(data.image_url),
    price: numberOr(data.price, 0),
    original_price: numberOr(data.original_price, null),
    sale_tag: textOrNull(data.sale_tag),
    is_featured: data.is_featured === true,
    is_popular: data.is_popular === true,
    created_at: text(data.created_at),
    enrollmentCount,
  };
}

/** Every course, newest first, each with its number of enrollments. */
export async function listAdminCourses(): Promise<AdminCourse[]> {
  const firestore = await db();
  const snapshot = await firestore.collection('courses').get();
  const counts = await enrollmentCounts(snapshot.docs.map((doc) => doc.id), firestore);
  return snapshot.docs
    .map((doc) => toAdminCourse(doc.id, doc.data(), counts.get(doc.id) ?? 0))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
}

/** Creates the course under the slug of its title ("-2", "-3", ... when taken); never overwrites a course. */
export async function createCourse(course: NewCourse, now: Date = new Date()): Promise<AdminCourse> {
  const firestore = await db();
  const base = slugify(course.title);
  const record = {
    title: course.title,
    description: course.description,
    image_url: course.image_url,
    price: course.price,
    original_price: course.original_price,
    sale_tag: course.sale_tag,
    is_featured: course.is_featured,
    is_popular: course.is_popular,
    created_at: now.toISOString(),
  };
  for (let attempt = 1; attempt <= MAX_SLUG_ATTEMPTS; attempt += 1) {
    const id = slugCandidate(base, attempt);
    try {
      // create() fails when the id is taken, so two admins creating the same title at once both succeed.
      await firestore.collection('courses').doc(id).create(record);
      return toAdminCourse(id, record, 0);
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== ALREADY_EXISTS) throw error;
    }
  }
  throw new Error(`No free course id for "${base}" after ${MAX_SLUG_ATTEMPTS} attempts`);
}

/**
 * Deletes a course and its sessions (sessions cannot be reached without their course). Enrollments and
 * progress stay: they are the learners' history and the revenue record, shown as 'Unknown Course'.
 * Returns false when there was no such course.
 */
export async function deleteCourse(id: string): Promise<boolean> {
  const firestore = await db();
  const courseRef = firestore.collection('courses').doc(id);
  if (!(await courseRef.get()).exists) return false;
  for (;;) {
    const sessions = await firestore.collection('course_sessions').where('course_id', '==', id).select().limit(BATCH_LIMIT).get();
    if (sessions.empty) break;
    const batch = firestore.batch();
    for (const doc of sessions.docs) batch.delete(doc.ref);
    await batch.commit();
  }
  await courseRef.delete();
  return true;
}
