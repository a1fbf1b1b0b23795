// Drip: a session may open some days after the learner's enrollment. It opens at the start of that day (UTC), so
// the course page can name the day ('Opens on 29 Nov 2026') and the daily e-mail goes out on it. Pure.
import { shortUtcDate } from '../text/days';

export const MAX_DRIP_DAYS = 365;
export const BAD_DRIP_DAYS = `Opens after (days) must be a whole number from 0 to ${MAX_DRIP_DAYS}`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a session `days` after an enrollment at `enrolledAt` opens (ISO), or null when it is open from the start. */
export function sessionOpensAt(enrolledAt: string, days: number | null | undefined): string | null {
  if (!days || days <= 0) return null;
  const enrolled = Date.parse(enrolledAt);
  if (Number.isNaN(enrolled)) return null;
  const startOfDay = Math.floor(enrolled / DAY_MS) * DAY_MS;
  return new Date(startOfDay + days * DAY_MS).toISOString();
}

/** True while a session opening at `opensAt` is still closed at `now`. */
export function isNotYetOpen(opensAt: string | null, now: number): boolean {
  return opensAt !== null && Date.parse(opensAt) > now;
}

/** '29 Nov 2026': the day a session opens, as the course page names it (made on the server: no date code ships). */
export function opensOnDate(opensAt: string): string {
  return shortUtcDate(new Date(opensAt));
}

/** 'Opens on 29 Nov 2026'. */
export function opensOnLabel(opensAt: string): string {
  return `Opens on ${opensOnDate(opensAt)}`;
}

/** The server's refusal of a session's content before its day. */
export function notYetAvailableMessage(opensAt: string): string {
  return `This session is not available yet. It opens on ${shortUtcDate(new Date(opensAt))}.`;
}

/**
 * The enrollment times whose session of `days` opens on the day of `now` or opened in the `lookbackDays` before
 * (so a missed daily run catches up): enrolled_at in [from, to).
 */
export function enrollmentWindowOpeningBy(now: number, days: number, lookbackDays: number): { from: string; to: string } {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return {
    from: new Date(today - (days + lookbackDays) * DAY_MS).toISOString(),
    to: new Date(today - (days - 1) * DAY_MS).toISOString(),
  };
}
