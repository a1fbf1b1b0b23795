// Shared helpers for the learning function tests: real users and real ID tokens from the Auth emulator.
import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { collections, enrollmentId } from '../../netlify/lib/data/collections';
import { auth, db } from '../../netlify/lib/firebase';

export const PASSWORD = 'correct-horse-battery';

export function context(): Context {
  return { deploy: { context: 'dev', id: 'test', published: false } } as unknown as Context;
}

export async function signIn(email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!response.ok || !body.idToken) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.idToken;
}

/** A fresh account with a real ID token, optionally enrolled in courses. */
export async function freshUser(label: string, enrolledIn: string[] = []): Promise<{ uid: string; email: string; token: string }> {
  const email = `${label}-${randomUUID()}@example.com`;
  const user = await auth().createUser({ email, password: PASSWORD });
  const firestore = await db();
  for (const courseId of enrolledIn) {
    await collections(firestore).enrollments.doc(enrollmentId(user.uid, courseId)).set({
      user_id: user.uid,
      course_id: courseId,
      enrolled_at: new Date().toISOString(),
      payment_intent_id: 'test',
    });
  }
  return { uid: user.uid, email, token: await signIn(email) };
}

export function request(path: string, init: { method?: string; token?: string | null; body?: unknown; rawBody?: string } = {}): Request {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.rawBody !== undefined) body = init.rawBody;
  else if (init.body !== undefined) body = JSON.stringify(init.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Request(`http://localhost${path}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
}
