// The admin API as the course builder calls it under `npm start`: the demo admin signs in at npm start's Auth
// emulator and each call carries her ID token as a Bearer token.
import { expect, type Page } from '@playwright/test';
import { signUpThroughForm, type NewLearner } from '../support/signUp';

const AUTH_EMULATOR = `127.0.0.1:${process.env.DEV_JOURNEY_AUTH_PORT ?? '9351'}`;

export type AdminCall = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

/** Signs the demo admin in (a fresh ID token) and returns her calls to the site at `baseURL`. */
export async function adminApi(baseURL: string): Promise<AdminCall> {
  const response = await fetch(`http://${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'local-admin-pass', returnSecureToken: true }),
  });
  const token = ((await response.json()) as { idToken: string }).idToken;
  return async (method, path, body) => {
    const answer = await fetch(new URL(path, baseURL), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: await answer.json().catch(() => null) };
  };
}

/**
 * A learner of the spec's own: signed up through the form, then enrolled in `courseId` by the demo admin (the admin's
 * manual enrollment). A spec that signs its learner out needs one of its own: sign-out ends every session of the
 * account, the demo learner's included, under the specs running beside it.
 */
export async function signUpEnrolled(page: Page, baseURL: string, learner: NewLearner, courseId: string): Promise<void> {
  await signUpThroughForm(page, learner);
  const call = await adminApi(baseURL);
  const enrolled = await call('POST', '/api/create-user-and-enroll', { userEmail: learner.email, courseId });
  expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
}
