// The certificate API's payloads (zod), apart from src/lib/learning/certificate.ts so the public verification page never
// ships zod.
import * as z from 'zod';
import { optionalText, recordId } from '../fieldSchemas';

export const CERTIFICATE_NAME_MAX = 120;

export const certificateStatusQuerySchema = z.object({ courseId: recordId('courseId') });

/** Issue (or fetch again) the caller's certificate; fullName only counts when the profile has no name. */
export const certificateIssueSchema = z
  .object({ courseId: recordId('courseId'), fullName: optionalText('fullName', CERTIFICATE_NAME_MAX) })
  .strict();
