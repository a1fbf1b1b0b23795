// The typed browser client for /api/*: `call(route, input)` sends a declared route (src/api/contract.ts) with the
// signed-in person's ID token and returns its typed answer; a failure is an ApiError (status, code, words).
import type { ProgressBody } from '../lib/learning/learning';
import { getIdToken, latestIdToken, SignInNotRespondingError } from '../stores/auth';
import {
  accountEmailConfirmationRoute,
  courseRoute,
  dashboardRoute,
  profileRoute,
  progressCompleteRoute,
  progressSaveRoute,
  sessionAudioRoute,
  sessionRoute,
  type AnyRoute,
  type Args,
} from './contract';
import { ApiError, request, type Answer } from './request';

export { ApiError, failureMessage, type DownloadedFile } from './request';

/**
 * Calls a declared route as the signed-in person (or anonymously when nobody is signed in; a route for signed-in
 * callers then fails as the server would fail it, 401, with no request). When sign-in does not answer in time the call fails as the server fails it for a stalled sign-in: a 503 naming the sign-in service.
 */
export async function call<R extends AnyRoute>(route: R, ...[input]: Args<R>): Promise<Answer<R>> {
  let token: string | null;
  try {
    token = await getIdToken();
  } catch (error) {
    if (error instanceof SignInNotRespondingError) throw new ApiError(route, error.status, { error: error.message, code: 'unavailable' });
    throw error;
  }
  // Nobody is signed in (any more: a sign-out pressed while a page loads): the server's own answer, without asking.
  if (!token && route.auth !== 'public') throw new ApiError(route, 401, { error: 'Authentication required' });
  return request(route, input, { token });
}

export const api = {
  dashboard: () => call(dashboardRoute),
  course: (id: string) => call(courseRoute, { id }),
  session: (courseId: string, sessionId: string) => call(sessionRoute, { courseId, sessionId }),
  saveProgress: (body: ProgressBody) => call(progressSaveRoute, body),
  completeSession: (body: ProgressBody) => call(progressCompleteRoute, body),
  sessionAudio: async (courseId: string, sessionId: string) => (await call(sessionAudioRoute, { courseId, sessionId })).blob,
};

/**
 * Right after sign-up: the profile with the name typed, then the e-mail that confirms the address (the toast promises
 * it). Neither failure undoes the account: the profile is made on the next request anyway, and /account can resend.
 */
export async function setUpNewAccount(fullName: string): Promise<void> {
  await call(profileRoute, { fullName }).catch((error: unknown) => console.error('Profile creation failed', error));
  await call(accountEmailConfirmationRoute).catch((error: unknown) => console.error('The confirmation e-mail failed', error));
}

/** A save that survives the page closing (pagehide): keepalive fetch with the last known token. */
export function saveProgressOnExit(body: ProgressBody): void {
  const token = latestIdToken();
  if (!token) return;
  request(progressSaveRoute, body, { token, keepalive: true }).catch(() => {});
}
