// The session builder's contract: the zod schemas the admin's session form and the
// /api/admin/sessions function both validate with, and the shapes the function answers with.
import * as z from 'zod';
import { MAX_SESSION_IMAGE_BYTES, type AdminSession } from './admin';
import { recordId, requiredText, storableString } from '../fieldSchemas';
import { BAD_IMAGE_URL, isAllowedImageUrl } from './imageUpload';
import { normaliseVideoUrl } from '../learning/video';
import { BAD_DRIP_DAYS, MAX_DRIP_DAYS } from '../learning/drip';

/** More sessions than this in one course is a mistake (and would not fit one Firestore transaction). */
export const MAX_SESSIONS_PER_COURSE = 200;
export const MAX_SESSION_MINUTES = 600;
export const BAD_VIDEO_URL =
  'Video address must be a Vimeo address (https://vimeo.com/123456789), a Vimeo player address or a Vimeo video id, or empty';
export const BAD_DURATION = `Duration must be a whole number of minutes from 1 to ${MAX_SESSION_MINUTES}`;
export const ONE_PICTURE = 'Give either an uploaded image or an image URL, not both';
export const DUPLICATE_SESSION_IN_ORDER = 'Each session may appear only once in the order';

// ---- GET  /api/admin/sessions            -> { sessions: AdminSession[] } (all, by course then session_order)
// ---- GET  /api/admin/sessions?id=         -> { session: AdminSessionDetails }
// ---- POST /api/admin/sessions  (addSessionSchema)      -> { session: AdminSessionDetails }
// ---- PATCH /api/admin/sessions (editSessionSchema)     -> { session: AdminSessionDetails }
// ---- PUT  /api/admin/sessions  (reorderSessionsSchema) -> { sessions: AdminSession[] } (that course's, in the new order)
// ---- DELETE /api/admin/sessions?id=&confirm=true (deleteSessionQuerySchema) -> { deleted: true, learnersWithProgress }
//      Without confirm=true a session that learners have progress on is refused with 409 (nothing changes).

/** What the edit form shows: the list's fields plus the (paid) video address, read only on demand. */
export type AdminSessionDetails = AdminSession & { video_url: string | null };

/** The video address as stored: empty means no video; anything else must normalise (spec 5) or is refused. */
const videoAddress = storableString('Video address')
  .trim()
  .max(2000, 'Video address is too long')
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const player = normaliseVideoUrl(value);
    if (!player) {
      ctx.addIssue({ code: 'custom', message: BAD_VIDEO_URL, input: value });
      return z.NEVER;
    }
    return player;
  });

/** Whole minutes 1-600, as a number or as the text of a number input. */
const durationMinutes = z
  .union([z.number(), storableString('Duration').trim()], { error: BAD_DURATION })
  .transform((value) => (typeof value === 'number' ? value : value === '' ? Number.NaN : Number(value)))
  .pipe(
    z
      .number({ error: BAD_DURATION })
      .refine((value) => Number.isInteger(value) && value >= 1 && value <= MAX_SESSION_MINUTES, BAD_DURATION),
  );

/** Drip: whole days after enrollment, 0 (or empty) for a session open from the start. */
const opensAfterDays = z
  .union([z.number(), storableString('Opens after (days)').trim()], { error: BAD_DRIP_DAYS })
  .transform((value) => (typeof value === 'number' ? value : value === '' ? 0 : Number(value)))
  .pipe(
    z.number({ error: BAD_DRIP_DAYS }).refine((value) => Number.isInteger(value) && value >= 0 && value <= MAX_DRIP_DAYS, BAD_DRIP_DAYS),
  )
  .optional();

const sessionFields = {
  title: requiredText('Title', 200),
  description: storableString('Description')
    .trim()
    .max(5000, 'Description is too long')
    .nullish()
    .transform((value) => value ?? ''),
  video_url: videoAddress,
  duration_minutes: durationMinutes,
  opens_after_days: opensAfterDays,
  /** A new picture: an uploaded file as a data URL (checked again, byte by byte, on the server) ... */
  imageDataUrl: storableString('imageDataUrl')
    .max(Math.ceil((MAX_SESSION_IMAGE_BYTES * 4) / 3) + 100, 'The image must be 5 MB or smaller')
    .refine((value) => value.startsWith('data:image/'), 'The uploaded file must be an image')
    .optional(),
  /** ... or an http(s) address or a path on this site. Neither keeps the current picture. */
  imageUrl: storableString('Image URL')
    .trim()
    .max(2000, 'Image URL is too long')
    .refine((value) => value === '' || isAllowedImageUrl(value), BAD_IMAGE_URL)
    .optional()
    .transform((value) => value || undefined),
};

const onePicture = (body: { imageDataUrl?: string; imageUrl?: string }) => !(body.imageDataUrl && body.imageUrl);

export const addSessionSchema = z
  .object({ courseId: recordId('courseId'), ...sessionFields })
  .strict()
  .refine(onePicture, { message: ONE_PICTURE, path: ['imageUrl'] });
export type AddSessionBody = z.input<typeof addSessionSchema>;
export type NewSession = z.output<typeof addSessionSchema>;

export const editSessionSchema = z
  .object({ sessionId: recordId('sessionId'), ...sessionFields })
  .strict()
  .refine(onePicture, { message: ONE_PICTURE, path: ['imageUrl'] });
export type EditSessionBody = z.input<typeof editSessionSchema>;

/** The whole new order of one course: every current session id exactly once (the server checks the set). */
export const reorderSessionsSchema = z
  .object({
    courseId: recordId('courseId'),
    sessionIds: z
      .array(recordId('sessionIds'), { error: 'sessionIds must be a list of session ids' })
      .min(1, 'sessionIds must name the sessions of the course')
      .max(MAX_SESSIONS_PER_COURSE, `A course has at most ${MAX_SESSIONS_PER_COURSE} sessions`)
      .refine((ids) => new Set(ids).size === ids.length, DUPLICATE_SESSION_IN_ORDER),
  })
  .strict();
export type ReorderSessionsBody = z.input<typeof reorderSessionsSchema>;

export const sessionIdQuerySchema = z.object({ id: recordId('id').optional() });

export const deleteSessionQuerySchema = z.object({
  id: recordId('id'),
  /** 'true' deletes even when learners have progress on the session (their progress then never counts). */
  confirm: z.enum(['true', 'false'], { error: "confirm must be 'true' or 'false'" }).optional(),
});

/** The refusal of a delete that needs confirming, in the words the admin reads. */
export function learnersWithProgressMessage(count: number): string {
  const who = count === 1 ? '1 learner has' : `${count} learners have`;
  return `${who} progress on this session. Deleting it keeps their progress records, but the session will no longer count towards their course progress. Confirm to delete it anyway.`;
}
