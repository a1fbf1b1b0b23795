// Courses as data (contract C1): the course builder's payloads (zod, shared by the admin form and the
// functions), the catalog file's shape, and the rules of a course's state. Pure: no I/O.
//
// A course is a draft unless `published === true`; a draft is invisible to learners and cannot be bought or
// enrolled into. A published course is either on sale or `coming_soon` (listed, never sold).
import * as z from 'zod';
import { MAX_SESSION_IMAGE_BYTES, type AdminCourse } from './admin';
import { recordId, requiredText, storableString } from '../fieldSchemas';
import { BAD_IMAGE_URL, isAllowedImageUrl } from './imageUpload';
import { isPurchasable } from '../money';
import { PUBLIC_COURSE_FIELDS, type CourseListingFacts } from '../catalog/publicCourses';
import { numberOrNull, numberOrZero, textField, textOrNull } from '../storedFields';

// ---- Words (the admin sees the server's words; a buyer sees the refusals)
export const PUBLISH_NEEDS_SESSION = 'Add at least one session before publishing this course.';
export const PUBLISH_NEEDS_PRICE = 'Set a price above £0 before publishing this course (or mark it Coming soon).';
export const ON_SALE_NEEDS_PRICE =
  'A published course on sale needs a price above £0. Set a price, mark it Coming soon, or unpublish it first.';
/** A new course's id is its title's slug, then "-2" ... "-50": past that, the title itself must change. */
export const MAX_COURSES_PER_TITLE = 50;
export const TITLE_USED_TOO_OFTEN = `${MAX_COURSES_PER_TITLE} courses already have this title (or one that reads the same). Please choose a different title.`;
export const COURSE_IS_DRAFT = 'This course is not published, so it cannot be bought or enrolled into.';
export const COURSE_IS_COMING_SOON = 'This course is coming soon and cannot be bought or enrolled into yet.';
export const ORIGINAL_PRICE_NOT_ABOVE = 'Original price must be more than the price (it is shown struck through).';
export const ONE_PICTURE = 'Give either an uploaded picture or a picture address, not both.';
export const SALE_END_NEEDS_SALE = 'Sale ends needs a sale: give an original price above the price, or clear Sale ends.';
export const SALE_END_NOT_FUTURE = 'Sale ends must be in the future.';
export const SALE_END_NOT_A_TIME = 'Sale ends must be a date and time.';

/** The state fields every course document carries (C1). */
export type CourseState = { published: boolean; coming_soon: boolean };

/** A course as the admin's Courses tab shows it (GET /api/admin/courses answers these, drafts included). */
export type BuilderCourse = AdminCourse & CourseState & { sessionCount: number };

/** A stored value as the state it means: only `true` publishes; anything else (missing, old data) is a draft. */
export function courseState(data: Record<string, unknown>): CourseState {
  return { published: data.published === true, coming_soon: data.coming_soon === true };
}

/** Why this course cannot be bought or enrolled into right now, or null when it can (the price is checked apart). */
export function saleRefusal(course: CourseState): string | null {
  if (!course.published) return COURSE_IS_DRAFT;
  if (course.coming_soon) return COURSE_IS_COMING_SOON;
  return null;
}

/** Why this course may not be published, or null: it needs a session, and a price unless it is coming soon. */
export function publishRefusal(course: { price: number; coming_soon: boolean }, sessionCount: number): string | null {
  if (sessionCount < 1) return PUBLISH_NEEDS_SESSION;
  if (!course.coming_soon && !isPurchasable(course.price)) return PUBLISH_NEEDS_PRICE;
  return null;
}

/** Why an edit of a published course may not be saved, or null: what is on sale keeps a real price. */
export function editRefusal(after: CourseState & { price: number }): string | null {
  if (after.published && !after.coming_soon && !isPurchasable(after.price)) return ON_SALE_NEEDS_PRICE;
  return null;
}

/** What the public pages show of a course: a change to any of it on a published course needs a site rebuild. */
export type PublicFacts = CourseState & CourseListingFacts & { sale_tag: string | null; sale_ends_at: string | null };
// What the public listing reads (but its sort order), and whether it is published at all.
const PUBLIC_FACT_KEYS: ReadonlyArray<keyof PublicFacts> = [
  ...PUBLIC_COURSE_FIELDS.filter((key): key is Exclude<typeof key, 'created_at'> => key !== 'created_at'),
  'published',
];

/** One change, one answer: does the live site need a rebuild (publishing, unpublishing, or a visible edit while published)? */
export function needsRebuild(before: PublicFacts, after: PublicFacts): boolean {
  if (!before.published && !after.published) return false;
  return PUBLIC_FACT_KEYS.some((key) => before[key] !== after[key]);
}

// ---- Field schemas
/** A price in pounds: a number or a decimal string ("25", "59.99", "£1,250"), never negative, at most 2 decimals. */
export const pounds = (label: string) =>
  z
    .union([z.number(), storableString(label).trim().min(1, `${label} is required`)], { error: `${label} is required` })
    .transform((value) => (typeof value === 'number' ? value : Number(value.replace(/[£,\s]/g, ''))))
    .pipe(
      z
        .number({ error: `${label} must be a number` })
        .refine((value) => Number.isFinite(value), `${label} must be a number`)
        .refine((value) => value >= 0, `${label} cannot be negative`)
        .refine((value) => value <= 100000, `${label} is too large`)
        .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), `${label} may have at most 2 decimals`),
    );

/** Empty text means "none". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const optionalPounds = (label: string) => z.preprocess(blankToNull, pounds(label).nullish()).transform((value) => value ?? null);

const optionalLine = (label: string, max: number) =>
  z.preprocess(blankToNull, storableString(label).trim().max(max, `${label} is too long`).nullish()).transform((value) => value ?? null);

const imageAddress = z
  .preprocess(blankToNull, storableString('Picture address').trim().max(2000, 'Picture address is too long').nullish())
  .transform((value) => value ?? null)
  .refine((value) => value === null || isAllowedImageUrl(value), BAD_IMAGE_URL);

/** When the sale price ends: an ISO date-time (the form sends its local date-time as one), or none. */
const saleEndsAt = z
  .preprocess(blankToNull, storableString('Sale ends').trim().nullish())
  .transform((value) => value ?? null)
  .refine((value) => value === null || Number.isFinite(Date.parse(value)), SALE_END_NOT_A_TIME)
  .transform((value) => (value === null ? null : new Date(value).toISOString()));

/** An uploaded picture as a data URL (checked byte by byte on the server: decodeImageDataUrl). */
const imageUpload = storableString('Picture')
  .max(Math.ceil((MAX_SESSION_IMAGE_BYTES * 4) / 3) + 100, 'The image must be 5 MB or smaller')
  .optional();

/** Every field of the course form. The state (published) changes only through publish/unpublish. */
export const courseFieldsSchema = z
  .object({
    title: requiredText('Course Title', 200),
    description: requiredText('Description', 5000),
    price: pounds('Price'),
    original_price: optionalPounds('Original price'),
    sale_tag: optionalLine('Sale tag', 100),
    sale_ends_at: saleEndsAt.optional().transform((value) => value ?? null),
    /** The picture: an address (http(s) or a site path), kept when neither this nor an upload changes it. */
    image_url: imageAddress,
    imageDataUrl: imageUpload,
    is_featured: z.boolean({ error: 'Featured must be true or false' }).optional().default(false),
    is_popular: z.boolean({ error: 'Popular must be true or false' }).optional().default(false),
    coming_soon: z.boolean({ error: 'Coming soon must be true or false' }).optional().default(false),
  })
  .strict();

/** Why a sale end may not be saved at `now`, or null: it needs a sale (a usual price above the price) and a future time. */
export function saleEndRefusal(
  body: { price: number; original_price: number | null; sale_ends_at: string | null },
  now: number = Date.now(),
): string | null {
  if (body.sale_ends_at === null) return null;
  if (body.original_price === null || body.original_price <= body.price) return SALE_END_NEEDS_SALE;
  if (Date.parse(body.sale_ends_at) <= now) return SALE_END_NOT_FUTURE;
  return null;
}

function pricesAgree(
  body: { price: number; original_price: number | null; sale_ends_at: string | null; image_url: string | null; imageDataUrl?: string },
  ctx: z.RefinementCtx,
) {
  if (body.original_price !== null && body.original_price <= body.price) {
    ctx.addIssue({ code: 'custom', path: ['original_price'], message: ORIGINAL_PRICE_NOT_ABOVE });
  }
  const saleEnd = saleEndRefusal(body);
  if (saleEnd) ctx.addIssue({ code: 'custom', path: ['sale_ends_at'], message: saleEnd });
  if (body.imageDataUrl && body.image_url) ctx.addIssue({ code: 'custom', path: ['image_url'], message: ONE_PICTURE });
}

// ---- POST /api/admin/courses (courseCreateSchema) -> { course: AdminCourse }   a new course is always a draft
export const courseCreateSchema = courseFieldsSchema.superRefine(pricesAgree);
export type CourseCreateBody = z.input<typeof courseCreateSchema>;
export type CourseFields = z.output<typeof courseCreateSchema>;

// ---- PATCH /api/admin/courses (courseChangeSchema) -> { course: AdminCourse, rebuild: RebuildOutcome }
//   { action: 'edit', id, ...fields }   { action: 'publish', id }   { action: 'unpublish', id }
export const courseChangeSchema = z
  .discriminatedUnion(
    'action',
    [
      courseFieldsSchema.extend({ action: z.literal('edit'), id: recordId('id') }).strict(),
      z.object({ action: z.literal('publish'), id: recordId('id') }).strict(),
      z.object({ action: z.literal('unpublish'), id: recordId('id') }).strict(),
    ],
    { error: 'action must be edit, publish or unpublish' },
  )
  .superRefine((body, ctx) => {
    if (body.action === 'edit') pricesAgree(body, ctx);
  });
export type CourseChangeBody = z.input<typeof courseChangeSchema>;

/** What happened to the site rebuild a change asked for: none needed, no hook configured, asked, or the hook failed. */
export type RebuildOutcome = 'not-needed' | 'not-configured' | 'requested' | 'failed';

// ---- The catalog file (content/catalog/*.json; `npm run catalog:push` / `catalog:pull`)
const catalogText = (label: string, max: number) => storableString(label).max(max, `${label} is too long`);
export const catalogSessionSchema = z
  .object({
    id: recordId('session id'),
    title: catalogText('session title', 200),
    description: catalogText('session description', 5000),
    image_url: z.string().nullable(),
    video_url: z.string().nullable(),
    duration_minutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
    session_order: z.number().int().min(0).max(10000),
  })
  .strict();
export const catalogCourseSchema = z
  .object({
    id: recordId('course id'),
    title: catalogText('title', 200),
    description: catalogText('description', 5000),
    image_url: z.string().nullable(),
    price: z.number().min(0).max(100000),
    original_price: z.number().min(0).max(100000).nullable(),
    sale_tag: z.string().max(100).nullable(),
    /** Only when the sale price has an end (ISO date-time). */
    sale_ends_at: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T/, 'sale_ends_at must be an ISO date-time')
      .optional(),
    is_featured: z.boolean(),
    is_popular: z.boolean(),
    published: z.boolean(),
    coming_soon: z.boolean(),
    created_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T/, 'created_at must be an ISO date-time'),
    sessions: z.array(catalogSessionSchema),
  })
  .strict()
  .superRefine((course, ctx) => {
    if (course.published && !course.coming_soon && !isPurchasable(course.price))
      ctx.addIssue({ code: 'custom', path: ['price'], message: `${course.id}: ${ON_SALE_NEEDS_PRICE}` });
    if (course.published && course.sessions.length === 0)
      ctx.addIssue({ code: 'custom', path: ['sessions'], message: `${course.id}: ${PUBLISH_NEEDS_SESSION}` });
  });
export const catalogSchema = z
  .object({ courses: z.array(catalogCourseSchema) })
  .strict()
  .superRefine((catalog, ctx) => {
    const seen = new Set<string>();
    for (const id of catalog.courses.flatMap((course) => [`course ${course.id}`, ...course.sessions.map((s) => `session ${s.id}`)])) {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `The catalog names ${id} twice` });
      seen.add(id);
    }
  });
export type Catalog = z.output<typeof catalogSchema>;
export type CatalogCourse = z.output<typeof catalogCourseSchema>;
export type CatalogSession = z.output<typeof catalogSessionSchema>;

/** A stored document as the pull reads it: its id and its fields. */
export type StoredRecord = { id: string; data: Record<string, unknown> };

/**
 * The catalog the stored courses and sessions describe, in the catalog file's shape and order (courses oldest first,
 * sessions by session_order), with only the catalog's fields: what `npm run catalog:pull` writes.
 */
export function catalogFromRecords(courses: StoredRecord[], sessions: StoredRecord[]): Catalog {
  const sessionsOf = new Map<string, CatalogSession[]>();
  for (const { id, data } of sessions) {
    const list = sessionsOf.get(textField(data.course_id)) ?? [];
    list.push({
      id,
      title: textField(data.title),
      description: textField(data.description),
      image_url: textOrNull(data.image_url),
      video_url: textOrNull(data.video_url),
      duration_minutes: numberOrZero(data.duration_minutes),
      session_order: numberOrZero(data.session_order),
    });
    sessionsOf.set(textField(data.course_id), list);
  }
  const list: CatalogCourse[] = courses.map(({ id, data }) => ({
    id,
    title: textField(data.title),
    description: textField(data.description),
    image_url: textOrNull(data.image_url),
    price: numberOrZero(data.price),
    original_price: numberOrNull(data.original_price),
    sale_tag: textOrNull(data.sale_tag),
    ...(textOrNull(data.sale_ends_at) ? { sale_ends_at: textField(data.sale_ends_at) } : {}),
    is_featured: data.is_featured === true,
    is_popular: data.is_popular === true,
    ...courseState(data),
    created_at: textField(data.created_at),
    sessions: (sessionsOf.get(id) ?? []).sort((a, b) => a.session_order - b.session_order || a.id.localeCompare(b.id)),
  }));
  list.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  return { courses: list };
}

/** The documents a catalog writes: each course without its sessions, each session with its course_id. */
export function catalogDocuments(catalog: Catalog): { courses: StoredRecord[]; sessions: StoredRecord[] } {
  return {
    // A course without a sale end clears one left in the database.
    courses: catalog.courses.map(({ id, sessions: _sessions, ...data }) => ({
      id,
      data: { ...data, sale_ends_at: data.sale_ends_at ?? null },
    })),
    sessions: catalog.courses.flatMap((course) =>
      course.sessions.map(({ id, ...data }) => ({ id, data: { ...data, course_id: course.id } })),
    ),
  };
}

/** Every problem of a catalog file, one line each ("courses.0.price: ..."), for the person who wrote it. */
export function catalogProblems(input: unknown): string[] {
  const result = catalogSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`);
}
