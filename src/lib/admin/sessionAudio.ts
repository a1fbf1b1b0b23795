// A session's audio track in the course builder: what may be uploaded (checked in the browser before anything is
// sent, and again by the admin API before it signs an upload), and how its length is shown. Browser-safe.
import * as z from 'zod';
import { recordId } from '../fieldSchemas';
import { clockText } from '../learning/words';

/** The largest audio track: an hour and more of good MP3 or AAC, far more than a function may carry (it never does). */
export const MAX_SESSION_AUDIO_BYTES = 200 * 1024 * 1024;
/** MP3 and M4A/AAC, as browsers name them. */
export const SESSION_AUDIO_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/x-m4a'] as const;
export type SessionAudioType = (typeof SESSION_AUDIO_TYPES)[number];
/** The file field's accept list. */
export const SESSION_AUDIO_ACCEPT = '.mp3,.m4a,.aac,audio/mpeg,audio/mp4,audio/aac';
/** The longest a recorded duration may be: 24 hours (a wrong reading, not a session, beyond that). */
export const MAX_SESSION_AUDIO_SECONDS = 24 * 60 * 60;

export const AUDIO_WRONG_TYPE = 'The audio track must be an MP3 or M4A/AAC file.';
export const AUDIO_TOO_LARGE = 'The audio track must be 200 MB or smaller.';
export const AUDIO_EMPTY = 'The audio file is empty.';
export const AUDIO_NOT_UPLOADED = 'No audio track is stored for this session yet: upload the file first.';

/** The content type to upload a chosen file as: its own when it names one we take, else its extension's; null: refused. */
export function sessionAudioType(file: { name: string; type: string }): SessionAudioType | null {
  const own = file.type.toLowerCase();
  if ((SESSION_AUDIO_TYPES as readonly string[]).includes(own)) return own as SessionAudioType;
  if (own && own !== 'application/octet-stream') return null;
  const extension = file.name.split('.').pop()?.toLowerCase();
  return extension === 'mp3' ? 'audio/mpeg' : extension === 'm4a' ? 'audio/mp4' : extension === 'aac' ? 'audio/aac' : null;
}

/** Why a chosen file cannot be the track (nothing is uploaded), or null when it can. */
export function sessionAudioProblem(file: { name: string; type: string; size: number }): string | null {
  if (!sessionAudioType(file)) return AUDIO_WRONG_TYPE;
  if (file.size <= 0) return AUDIO_EMPTY;
  if (file.size > MAX_SESSION_AUDIO_BYTES) return AUDIO_TOO_LARGE;
  return null;
}

/** A length as m:ss (or h:mm:ss), e.g. 45:00, 3:07: the learner's clock, to the nearest second. */
export function formatAudioDuration(totalSeconds: number): string {
  return clockText(Math.round(totalSeconds));
}

// ---- POST /api/admin/session-audio-upload -> SessionAudioUpload (a signed PUT into storage)
export const sessionAudioUploadSchema = z
  .object({
    courseId: recordId('courseId'),
    sessionId: recordId('sessionId'),
    contentType: z.enum(SESSION_AUDIO_TYPES, { error: AUDIO_WRONG_TYPE }),
    sizeBytes: z
      .number({ error: 'sizeBytes must be a number of bytes' })
      .int('sizeBytes must be a whole number of bytes')
      .min(1, AUDIO_EMPTY)
      .max(MAX_SESSION_AUDIO_BYTES, AUDIO_TOO_LARGE),
  })
  .strict();
export type SessionAudioUpload = { url: string; method: 'PUT'; headers: Record<string, string>; expiresAt: string };

// ---- PATCH /api/admin/session-audio {sessionId, durationSeconds, contentType?} -> the session (after the upload)
export const sessionAudioDurationSchema = z
  .object({
    sessionId: recordId('sessionId'),
    /** The uploaded track's type, as signed for its upload (absent: MP3): where it is stored follows from it. */
    contentType: z.enum(SESSION_AUDIO_TYPES, { error: AUDIO_WRONG_TYPE }).optional(),
    durationSeconds: z
      .number({ error: 'durationSeconds must be a number of seconds' })
      .positive('durationSeconds must be more than 0')
      .max(MAX_SESSION_AUDIO_SECONDS, 'durationSeconds is longer than 24 hours'),
  })
  .strict();

// ---- DELETE /api/admin/session-audio?sessionId= -> { removed: true }
export const sessionAudioQuerySchema = z.object({ sessionId: recordId('sessionId') }).strict();
