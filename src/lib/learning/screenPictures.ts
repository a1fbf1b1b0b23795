// The largest picture a signed-in screen shows as it appears, read from the screen's answer: the page's early script
// (src/scripts/earlyCalls.ts) asks for it as soon as the answer arrives, beside React's render, and the screen's
// <img> then finds it loaded. Each mirrors where its view puts the eagerly loaded picture.
import type { DashboardData, SessionData } from './learning';
import { FALLBACK_IMAGE } from './routes';

/**
 * The dashboard's first card picture (DashboardView's `first`): her first course's; with none, the first course on
 * offer (a learner's dashboard lists them; an admin's does not); null when the screen shows no card.
 */
export function dashboardPicture(data: DashboardData): string | null {
  const first = data.courses[0] ?? (data.isAdmin ? undefined : data.available[0]);
  return first ? (first.image_url ?? FALLBACK_IMAGE) : null;
}

/** The session's own picture (SessionView's main image). */
export function sessionPicture(data: SessionData): string {
  return data.session.image_url ?? FALLBACK_IMAGE;
}
