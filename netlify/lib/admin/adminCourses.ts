// Admin course management (spec 2.13, 3, 7; the course builder): the list with enrollment and session counts
// and each course's state, create (always a draft, under a unique slug id), edit, publish / unpublish, delete.
// Every rule of a course's state is in src/lib/admin/courseSchemas.ts; each change reads and writes in one transaction,
// so the rule is checked against the data the write replaces (publishing counts the sessions inside it).
import { textField as text, textOrNull } from '../../../src/lib/storedFields';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  courseState,
  editRefusal,
  MAX_COURSES_PER_TITLE,
  TITLE_USED_TOO_OFTEN,
  publishRefusal,
  type BuilderCourse,
  type CourseFields,
  type PublicFacts,
} from '../../../src/lib/admin/courseSchemas';
import { HttpError } from '../../../src/lib/http';
import { slugCandidate, slugify } from '../../../src/lib/text/slug';
import { priceInForce } from '../../../src/lib/catalog/saleEnd';
import { collections, COLLECTION, type SessionCleanupDoc } from '../data/collections';
import { cleanUp, cleanupNote, retryLeftovers, type CleanupOutcome } from './sessionRemains';
import { isAlreadyExists } from '../data/firestoreCodes';
import { db } from '../firebase';
import { enrollmentCounts } from './adminStats';

export type { BuilderCourse };

const BATCH_LIMIT = 400;

const numberOr = <T>(value: unknown, fallback: T) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

export function toAdminCourse(id: string, data: Record<string, unknown>, enrollmentCount: number, sessionCount = 0): BuilderCourse {
  return {
    id,
    ...publicFacts(data),
    is_featured: data.is_featured === true,
    is_popular: data.is_popular === true,
    created_at: text(data.created_at),
    enrollmentCount,
    sessionCount,
  };
}

/**
 * What the public pages show of a stored course now (the rebuild decision compares these; the form edits them): a
 * sale past its end reads as over, so the form shows the usual price and saving it stores the sale's end.
 */
export function publicFacts(data: Record<string, unknown>, now: number = Date.now()): PublicFacts {
  return priceInForce(
    {
      title: text(data.title),
      description: text(data.description),
      image_url: textOrNull(data.image_url),
      price: numberOr(data.price, 0),
      original_price: numberOr(data.original_price, null),
      sale_tag: textOrNull(data.sale_tag),
      sale_ends_at: textOrNull(data.sale_ends_at),
      ...courseState(data),
    },
    now,
  );
}

/**
 * Sessions per course: one count() aggregation per course, run in parallel. An aggregation reads index entries,
 * not documents (billed as one read per thousand), so the list costs one small read per course however many
 * sessions there are, where a scan of the sessions read every one of them.
 */
async function sessionCounts(firestore: Firestore, courseIds: readonly string[]): Promise<Map<string, number>> {
  const counts = await Promise.all(
    courseIds.map(
      async (id) => [id, (await collections(firestore).courseSessions.where('course_id', '==', id).count().get()).data().count] as const,
    ),
  );
  return new Map(counts);
}

/** Every course (drafts included), newest first, each with its enrollments and sessions counted. */
export async function listAdminCourses(): Promise<BuilderCourse[]> {
  const firestore = await db();
  const snapshot = await collections(firestore).courses.get();
  const ids = snapshot.docs.map((doc) => doc.id);
  const [enrollments, sessions] = await Promise.all([enrollmentCounts(ids, firestore), sessionCounts(firestore, ids)]);
  return snapshot.docs
    .map((doc) => toAdminCourse(doc.id, doc.data(), enrollments.get(doc.id) ?? 0, sessions.get(doc.id) ?? 0))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
}

export async function getAdminCourse(id: string): Promise<BuilderCourse | null> {
  const firestore = await db();
  const doc = await collections(firestore).courses.doc(id).get();
  if (!doc.exists) return null;
  const [enrollments, sessions] = await Promise.all([
    enrollmentCounts([id], firestore),
    collections(firestore).courseSessions.where('course_id', '==', id).count().get(),
  ]);
  return toAdminCourse(id, doc.data()!, enrollments.get(id) ?? 0, sessions.data().count);
}

/** The stored fields of the form (the picture apart: `imageUrl`, already checked or stored). */
function fieldsRecord(fields: CourseFields, imageUrl: string | null) {
  return {
    title: fields.title,
    description: fields.description,
    image_url: imageUrl,
    price: fields.price,
    original_price: fields.original_price,
    sale_tag: fields.sale_tag,
    sale_ends_at: fields.sale_ends_at,
    is_featured: fields.is_featured,
    is_popular: fields.is_popular,
    coming_soon: fields.coming_soon,
  };
}

/** A course id for a title: its slug (for the picture's file name before the course exists). */
export const courseSlug = (title: string) => slugify(title);

/**
 * Creates the course as a draft under the slug of its title ("-2", "-3", ... when taken); never overwrites a
 * course. A draft is invisible to learners until it is published.
 */
export async function createCourse(fields: CourseFields, imageUrl: string | null, now: Date = new Date()): Promise<BuilderCourse> {
  const firestore = await db();
  const base = courseSlug(fields.title);
  const record = { ...fieldsRecord(fields, imageUrl), published: false, created_at: now.toISOString() };
  for (let attempt = 1; attempt <= MAX_COURSES_PER_TITLE; attempt += 1) {
    const id = slugCandidate(base, attempt);
    try {
      // create() fails when the id is taken, so two admins creating the same title at once both succeed.
      await collections(firestore).courses.doc(id).create(record);
      return toAdminCourse(id, record, 0, 0);
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
  // Every id this title can have is taken: the admin's title is what must change (nothing was written).
  throw new HttpError(400, TITLE_USED_TOO_OFTEN);
}

/** The outcome of a change: refused with the words to show, or applied with what the public saw before and sees now. */
export type ChangeResult = 'missing' | { refused: string } | { before: PublicFacts; after: PublicFacts };

async function changeCourse(
  id: string,
  change: (stored: Record<string, unknown>, tx: Transaction) => Promise<{ refused: string } | Record<string, unknown>>,
): Promise<ChangeResult> {
  const firestore = await db();
  // Untyped: the change reads and writes the stored fields as they are.
  const ref = firestore.collection(COLLECTION.courses).doc(id);
  return firestore.runTransaction(async (tx) => {
    const doc = await tx.get(ref);
    if (!doc.exists) return 'missing' as const;
    const stored = doc.data()!;
    const update = await change(stored, tx);
    if ('refused' in update && typeof update.refused === 'string') return { refused: update.refused };
    tx.update(ref, update);
    return { before: publicFacts(stored), after: publicFacts({ ...stored, ...update }) };
  });
}

/** Saves the form's fields; a published course keeps a price while it is on sale (editRefusal). */
export function editCourse(id: string, fields: CourseFields, imageUrl: string | null): Promise<ChangeResult> {
  return changeCourse(id, async (stored) => {
    const update = fieldsRecord(fields, imageUrl);
    const refusal = editRefusal({ ...courseState(stored), coming_soon: update.coming_soon, price: update.price });
    return refusal ? { refused: refusal } : update;
  });
}

/** Publishes (it needs a session, and a price unless coming soon: publishRefusal) or unpublishes (always allowed). */
export function setPublished(id: string, published: boolean): Promise<ChangeResult> {
  return changeCourse(id, async (stored, tx) => {
    if (published) {
      const firestore = await db();
      const sessions = await tx.get(collections(firestore).courseSessions.where('course_id', '==', id).select());
      const refusal = publishRefusal(publicFacts(stored), sessions.size);
      if (refusal) return { refused: refusal };
    }
    return { published };
  });
}

/**
 * Deletes a course and its sessions (sessions cannot be reached without their course). Enrollments and
 * progress stay: they are the learners' history and the revenue record, shown as 'Unknown Course'. Each session's
 * audio, uploaded picture and written lesson go after its record, as when one session is deleted
 * (sessionRemains.ts). Returns null when there was no such course, else whether it was published (the live site
 * showed it) and what could not be removed yet.
 */
export async function deleteCourse(id: string): Promise<({ wasPublished: boolean } & CleanupOutcome) | null> {
  const firestore = await db();
  const courseRef = collections(firestore).courses.doc(id);
  const stored = await courseRef.get();
  if (!stored.exists) return null;
  await retryLeftovers();
  const notes: SessionCleanupDoc[] = [];
  for (;;) {
    // Half the batch limit: each session's deletion writes its cleanup note beside it.
    const sessions = await collections(firestore)
      .courseSessions.where('course_id', '==', id)
      .select('course_id', 'image_url')
      .limit(BATCH_LIMIT / 2)
      .get();
    if (sessions.empty) break;
    const batch = firestore.batch();
    for (const doc of sessions.docs) {
      const note = cleanupNote(doc.id, { course_id: doc.get('course_id'), image_url: doc.get('image_url') });
      batch.delete(doc.ref);
      batch.set(collections(firestore).sessionCleanups.doc(doc.id), note);
      notes.push(note);
    }
    await batch.commit();
  }
  await courseRef.delete();
  const { leftBehind } = await cleanUp(notes);
  return { wasPublished: courseState(stored.data()!).published, leftBehind };
}
