// Pure helpers of the admin dashboard island (spec 2.13, 5, 7, 8): formatting, the manual-enrollment
// messages and payload, the session picture fallbacks and the checks on a new session image.
import { formatPrice } from '../money';
import { shortUtcDate } from '../text/days';

export const ADMIN_TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'insight', label: 'Insight' },
  { key: 'courses', label: 'Courses' },
  { key: 'sessions', label: 'Sessions' },
  { key: 'users', label: 'Users' },
  { key: 'enrollment', label: 'Manual Enrollment' },
  { key: 'promotions', label: 'Promotions' },
] as const;
export type AdminTabKey = (typeof ADMIN_TABS)[number]['key'];

/** Pounds with two decimals, zero as £0.00 (revenue, course prices in the admin). */
export function adminPrice(amount: number): string {
  return formatPrice(Number.isFinite(amount) && amount >= 0 ? amount : 0, { decimals: 'always', zeroAsFree: false });
}

/** '22 Nov 2026', or '—' for a missing or unreadable date. */
export function adminDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : shortUtcDate(date);
}

/** 'title - £price', the manual-enrollment course option. */
export function courseOptionLabel(course: { title: string; price: number }): string {
  return `${course.title} - ${adminPrice(course.price)}`;
}

export const MISSING_ENROLLMENT_INFO = { title: 'Missing Information', message: 'Please enter an email and select a course.' } as const;

/** The 'Enrollment Complete' toast text (spec 8). */
export function enrollmentCompleteMessage(email: string, isNewUser: boolean): string {
  return isNewUser
    ? `${email} has been enrolled and will receive account setup instructions via email`
    : `${email} has been enrolled and notified via email`;
}

/** The send-enrollment-email payload of spec 7 for a manual enrollment. */
/** The spec 7 payload of the enrollment e-mail; its greeting uses the learner's full name when the profile has one, else none. */
export function enrollmentEmailPayload(input: {
  email: string;
  courseTitle: string;
  isNewUser: boolean;
  origin: string;
  fullName?: string | null;
}) {
  return {
    userEmail: input.email,
    userName: input.fullName?.trim() || null,
    courseTitle: input.courseTitle,
    courseDashboardUrl: `${input.origin}/course-dashboard`,
    isNewUser: input.isNewUser,
    isManualEnrollment: true,
    passwordSetupUrl: input.isNewUser ? `${input.origin}/auth` : null,
  };
}

/** The pictures a session card tries in order: its own, its course's, then the site's default photo. */
export function sessionImageCandidates(session: { image_url: string | null; courseImageUrl: string | null }, fallback: string): string[] {
  const list = [session.image_url, session.courseImageUrl, fallback].filter((value): value is string => Boolean(value && value.trim()));
  return [...new Set(list)];
}

/** Why a chosen file cannot be a session image, or null when it can. */
export function sessionImageFileProblem(
  file: { type: string; size: number },
  allowedTypes: readonly string[],
  maxBytes: number,
): string | null {
  if (!allowedTypes.includes(file.type)) return 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).';
  if (file.size > maxBytes) return `The image must be ${Math.round(maxBytes / (1024 * 1024))} MB or smaller.`;
  return null;
}

/** Why a typed image address cannot be used, or null: it must be http(s) or a path on this site. */
export function sessionImageUrlProblem(value: string): string | null {
  const url = value.trim();
  if (!url) return 'Please enter an image URL or path.';
  if (url.startsWith('/') && !url.startsWith('//')) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return null;
  } catch {
    // falls through to the message below
  }
  return 'Use a web address starting with http:// or https://, or a site path starting with /.';
}
