// Admin view of every course session (spec 2.13, 7) and the course builder's writes: add, edit (the picture alone,
// or the form's fields with it), reorder (one transaction) and delete. The list never reads video addresses;
// one session's details (the edit form) do.
import { textField as text, textOrNull } from '../../../src/lib/storedFields';
import { randomBytes } from 'node:crypto';
import type { AdminSession } from '../../../src/lib/admin/admin';
import { isPermutationOf, ordersFromList } from '../../../src/lib/admin/sessionOrder';
import { MAX_SESSIONS_PER_COURSE, type AdminSessionDetails } from '../../../src/lib/admin/sessionSchemas';
import { slugify } from '../../../src/lib/text/slug';
import { collections } from '../data/collections';
import { isNotFound } from '../data/firestoreCodes';
import { db } from '../firebase';
import { UNKNOWN_COURSE } from './adminStats';
import { checkPicture, storePicture, type PictureFields } from './picture';
import { cleanUp, cleanupNote, retryLeftovers, type CleanupOutcome } from './sessionRemains';

const SESSION_FIELDS = [
  'course_id',
  'title',
  'description',
  'image_url',
  'duration_minutes',
  'session_order',
  'opens_after_days',
  'audio_duration_seconds',
] as const;

type CourseInfo = { title: string; image_url: string | null; created_at: string };

function toAdminSession(id: string, data: Record<string, unknown>, course: CourseInfo | undefined): AdminSession {
  return {
    id,
    course_id: text(data.course_id),
    courseTitle: course?.title || UNKNOWN_COURSE,
    title: text(data.title),
    description: text(data.description),
    image_url: textOrNull(data.image_url),
    courseImageUrl: course?.image_url ?? null,
    duration_minutes: typeof data.duration_minutes === 'number' && Number.isFinite(data.duration_minutes) ? data.duration_minutes : null,
    session_order: typeof data.session_order === 'number' ? data.session_order : 0,
    opens_after_days: typeof data.opens_after_days === 'number' && data.opens_after_days > 0 ? data.opens_after_days : 0,
    audio_duration_seconds:
      typeof data.audio_duration_seconds === 'number' && data.audio_duration_seconds > 0 ? data.audio_duration_seconds : null,
  };
}

async function courseInfo(): Promise<Map<string, CourseInfo>> {
  const snapshot = await collections(await db())
    .courses.select('title', 'image_url', 'created_at')
    .get();
  return new Map(
    snapshot.docs.map((doc) => [
      doc.id,
      { title: text(doc.get('title')), image_url: textOrNull(doc.get('image_url')), created_at: text(doc.get('created_at')) },
    ]),
  );
}

/** All sessions, grouped by course (courses oldest first, as on the learner pages), each by session_order. */
export async function listAdminSessions(): Promise<AdminSession[]> {
  const firestore = await db();
  const [courses, snapshot] = await Promise.all([
    courseInfo(),
    collections(firestore)
      .courseSessions.select(...SESSION_FIELDS)
      .get(),
  ]);
  const courseRank = (courseId: string) => courses.get(courseId)?.created_at ?? '\uffff';
  return snapshot.docs
    .map((doc) => toAdminSession(doc.id, doc.data(), courses.get(text(doc.get('course_id')))))
    .sort(
      (a, b) =>
        courseRank(a.course_id).localeCompare(courseRank(b.course_id)) ||
        a.course_id.localeCompare(b.course_id) ||
        a.session_order - b.session_order ||
        a.id.localeCompare(b.id),
    );
}

async function readSession(id: string) {
  const firestore = await db();
  const doc = await collections(firestore).courseSessions.doc(id).get();
  if (!doc.exists) return null;
  const courseId = text(doc.get('course_id'));
  const course = courseId ? await collections(firestore).courses.doc(courseId).get() : null;
  const info = course?.exists
    ? { title: text(course.get('title')), image_url: textOrNull(course.get('image_url')), created_at: text(course.get('created_at')) }
    : undefined;
  return { session: toAdminSession(doc.id, doc.data()!, info), video_url: textOrNull(doc.get('video_url')) };
}

export async function getAdminSession(id: string): Promise<AdminSession | null> {
  return (await readSession(id))?.session ?? null;
}

// ---- The course builder ----

/** The fields the builder's form writes (already validated and normalised by src/lib/admin/sessionSchemas.ts). */
export type SessionFields = {
  title: string;
  description: string;
  video_url: string | null;
  duration_minutes: number;
  /** Drip (absent: unchanged on an edit, 0 on a new session). */
  opens_after_days?: number;
};

/** One session with its video address, for the edit form; null when there is no such session. */
export async function getAdminSessionDetails(id: string): Promise<AdminSessionDetails | null> {
  const read = await readSession(id);
  return read && { ...read.session, video_url: read.video_url };
}

/** The sessions of one course, in order, as the admin list shows them. */
export async function listAdminSessionsOfCourse(courseId: string): Promise<AdminSession[]> {
  const firestore = await db();
  const [course, snapshot] = await Promise.all([
    collections(firestore).courses.doc(courseId).get(),
    collections(firestore)
      .courseSessions.where('course_id', '==', courseId)
      .select(...SESSION_FIELDS)
      .get(),
  ]);
  const info = course.exists
    ? { title: text(course.get('title')), image_url: textOrNull(course.get('image_url')), created_at: text(course.get('created_at')) }
    : undefined;
  return snapshot.docs
    .map((doc) => toAdminSession(doc.id, doc.data(), info))
    .sort((a, b) => a.session_order - b.session_order || a.id.localeCompare(b.id));
}

/**
 * A new session's id, made once on the server and never changed (a new title keeps it): the course id, the
 * title's slug and a random part, so a deleted session's id (and the progress rows kept under it) is never reused.
 */
function newSessionId(courseId: string, title: string, random = randomBytes(4).toString('hex')): string {
  const slug = slugify(title, 'session').slice(0, 40).replace(/-+$/, '');
  return `${courseId}-${slug}-${random}`;
}

export type AddResult = { added: AdminSessionDetails } | { refused: 'course-missing' | 'course-full' };

/**
 * Adds a session at the end of its course, with its picture. The picture is checked first (a 400 when it cannot be
 * used) and the course must exist before an upload is stored; the write is one transaction with the course check
 * and the order count.
 */
export async function addSession(courseId: string, fields: SessionFields, picture: PictureFields): Promise<AddResult> {
  const checked = checkPicture(picture);
  const firestore = await db();
  if (!(await collections(firestore).courses.doc(courseId).get()).exists) return { refused: 'course-missing' };
  const id = newSessionId(courseId, fields.title);
  const imageUrl = (await storePicture(id, checked)) ?? null;
  const refused = await firestore.runTransaction(async (tx) => {
    const course = await tx.get(collections(firestore).courses.doc(courseId));
    if (!course.exists) return 'course-missing' as const;
    const siblings = await tx.get(collections(firestore).courseSessions.where('course_id', '==', courseId).select('session_order'));
    if (siblings.size >= MAX_SESSIONS_PER_COURSE) return 'course-full' as const;
    const lastOrder = siblings.docs.reduce((max, doc) => {
      const order = doc.get('session_order');
      return typeof order === 'number' && order > max ? order : max;
    }, 0);
    tx.create(collections(firestore).courseSessions.doc(id), {
      course_id: courseId,
      title: fields.title,
      description: fields.description,
      image_url: imageUrl,
      video_url: fields.video_url,
      duration_minutes: fields.duration_minutes,
      opens_after_days: fields.opens_after_days ?? 0,
      session_order: lastOrder + 1,
      created_at: new Date().toISOString(),
    });
    return null;
  });
  if (refused) return { refused };
  return { added: (await getAdminSessionDetails(id))! };
}

/**
 * Changes an existing session: the form's fields, if any, and the picture (an upload, an address, or neither to
 * keep the current one). The picture is checked first (a 400 when it cannot be used), then the session must exist,
 * and only then is an upload stored and the change written, so a refused request stores and writes nothing. False
 * when the session does not exist; one deleted between the check and the write is not written either (its upload
 * stays unused in storage).
 */
export async function editSession(id: string, picture: PictureFields, fields: Partial<SessionFields> = {}): Promise<boolean> {
  const checked = checkPicture(picture);
  if (!(await readSession(id))) return false;
  const imageUrl = await storePicture(id, checked);
  try {
    await collections(await db())
      .courseSessions.doc(id)
      .update(imageUrl === undefined ? fields : { ...fields, image_url: imageUrl });
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

export type ReorderResult = 'reordered' | 'course-missing' | { mismatch: number };

/**
 * Gives a course's sessions the order of `sessionIds` (session_order 1, 2, 3, ...) in one transaction, only when
 * the list is exactly the course's current sessions; otherwise nothing is written.
 */
export async function reorderSessions(courseId: string, sessionIds: string[]): Promise<ReorderResult> {
  const firestore = await db();
  return firestore.runTransaction(async (tx) => {
    const course = await tx.get(collections(firestore).courses.doc(courseId));
    if (!course.exists) return 'course-missing' as const;
    const current = await tx.get(collections(firestore).courseSessions.where('course_id', '==', courseId).select('session_order'));
    if (
      !isPermutationOf(
        sessionIds,
        current.docs.map((doc) => doc.id),
      )
    )
      return { mismatch: current.size };
    const orders = ordersFromList(sessionIds);
    for (const doc of current.docs) {
      const order = orders.get(doc.id)!;
      if (doc.get('session_order') !== order) tx.update(doc.ref, { session_order: order });
    }
    return 'reordered' as const;
  });
}

/** How many learners have a progress row (started or completed) on the session. */
export async function learnersWithProgress(sessionId: string): Promise<number> {
  const result = await collections(await db())
    .progress.where('session_id', '==', sessionId)
    .count()
    .get();
  return result.data().count;
}

export type DeleteResult =
  | 'missing'
  | 'last-of-published'
  | { needsConfirmation: number }
  | { deleted: number; courseId: string; leftBehind: CleanupOutcome['leftBehind'] };

/**
 * Deletes a session and closes the gap in its course's order, in one transaction. A session learners have
 * progress on is deleted only when confirmed; their progress rows stay (their history) but no longer count,
 * since every percentage counts completions of the course's existing sessions only. Its audio, uploaded picture and
 * written lesson go after the record, through a note written in the same transaction (sessionRemains.ts): what
 * cannot be removed now is reported and tried again at the next deletion.
 */
export async function deleteSession(sessionId: string, confirmed: boolean): Promise<DeleteResult> {
  const firestore = await db();
  const ref = collections(firestore).courseSessions.doc(sessionId);
  if (!(await ref.get()).exists) return 'missing';
  const learners = await learnersWithProgress(sessionId);
  if (learners > 0 && !confirmed) return { needsConfirmation: learners };
  await retryLeftovers();
  const result = await firestore.runTransaction(async (tx) => {
    const doc = await tx.get(ref);
    if (!doc.exists) return 'missing' as const;
    const courseId = text(doc.get('course_id'));
    const siblings = await tx.get(collections(firestore).courseSessions.where('course_id', '==', courseId).select('session_order'));
    const course = courseId ? await tx.get(collections(firestore).courses.doc(courseId)) : null;
    // A published course keeps at least one session (publishing needs one): unpublish it first.
    if (siblings.size <= 1 && course?.get('published') === true) return 'last-of-published' as const;
    const remaining = siblings.docs
      .filter((sibling) => sibling.id !== sessionId)
      .map((sibling) => ({
        ref: sibling.ref,
        id: sibling.id,
        order: typeof sibling.get('session_order') === 'number' ? (sibling.get('session_order') as number) : 0,
      }))
      .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
    const note = cleanupNote(sessionId, doc.data()!);
    tx.delete(ref);
    tx.set(collections(firestore).sessionCleanups.doc(sessionId), note);
    remaining.forEach((sibling, index) => {
      if (sibling.order !== index + 1) tx.update(sibling.ref, { session_order: index + 1 });
    });
    return { note, courseId };
  });
  if (typeof result === 'string') return result;
  const { leftBehind } = await cleanUp([result.note]);
  return { deleted: learners, courseId: result.courseId, leftBehind };
}
