// The typed browser client for /api/*: `call(route, input)` sends a declared route (src/api/contract.ts) with the
// site's session cookie and returns its typed answer; a failure is an ApiError (status, code, words).
import type { ProgressBody } from '../lib/learning/learning';
import { sessionEnded } from '../stores/auth';
import {
  accountEmailConfirmationRoute,
  courseRoute,
  dashboardRoute,
  profileRoute,
  progressCompleteRoute,
  progressSaveRoute,
  sessionRoute,
} from './learnerContract';
import type { AnyRoute, Args, InputOf } from './route';
import { ApiError, request, type Answer } from './request';

export { ApiError, failureMessage, type DownloadedFile } from './request';

/**
 * Calls a declared route as the signed-in person (the session cookie goes with every call to the site). A call for
 * signed-in callers that the server refuses as signed out (401) ends this page's sign-in: the islands then send the
 * visitor to /auth.
 */
export async function call<R extends AnyRoute>(route: R, ...[input]: Args<R>): Promise<Answer<R>> {
  return signedInCall(route, input, null);
}

/** `call` with a Firebase ID token made just now (a password confirmed this minute), for a change that asks for one. */
export async function callWithFreshSignIn<R extends AnyRoute>(route: R, input: Args<R>[0], token: string): Promise<Answer<R>> {
  return signedInCall(route, input, token);
}

async function signedInCall<R extends AnyRoute>(route: R, input: Args<R>[0], token: string | null): Promise<Answer<R>> {
  try {
    return await request(route, input as InputOf<R> | undefined, { token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && route.auth !== 'public') sessionEnded();
    throw error;
  }
}

export const api = {
  dashboard: () => call(dashboardRoute),
  course: (id: string) => call(courseRoute, { id }),
  session: (courseId: string, sessionId: string) => call(sessionRoute, { courseId, sessionId }),
  saveProgress: (body: ProgressBody) => call(progressSaveRoute, body),
  completeSession: (body: ProgressBody) => call(progressCompleteRoute, body),
};

/**
 * Right after sign-up: the profile with the name typed, then the e-mail that confirms the address (the toast promises
 * it). Neither failure undoes the account: the profile is made on the next request anyway, and /account can resend.
 */
export async function setUpNewAccount(fullName: string): Promise<void> {
  await call(profileRoute, { fullName }).catch((error: unknown) => console.error('Profile creation failed', error));
  await call(accountEmailConfirmationRoute).catch((error: unknown) => console.error('The confirmation e-mail failed', error));
}

/** A save that survives the page closing (pagehide): a keepalive fetch, with the session cookie. */
export function saveProgressOnExit(body: ProgressBody): void {
  request(progressSaveRoute, body, { keepalive: true }).catch(() => {});
}
